// Queries of the agency's view of its team's sale (GET /api/vendas-equipe/...).
import * as z from 'zod';
import { STATUS_PROPOSTA } from './propostas.ts';

const blankToNull = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || v === undefined ? null : v);

export const equipeQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.preprocess(blankToNull, z.string().max(200).nullable()).default(null),
});

export const propostasEquipeQuerySchema = equipeQuerySchema.extend({
  status: z.preprocess(blankToNull, z.enum(STATUS_PROPOSTA, { error: 'Status inválido.' }).nullable()).default(null),
});
