// Queries of the agency's view of its team's sale (GET /api/vendas-equipe/...).
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { STATUS_PROPOSTA } from './propostas.ts';
import { blankToNull } from './em-branco.ts';

export const equipeQuerySchema = pageQuery();

export const propostasEquipeQuerySchema = equipeQuerySchema.extend({
  status: z.preprocess(blankToNull, z.enum(STATUS_PROPOSTA, { error: 'Status inválido.' }).nullable()).default(null),
});
