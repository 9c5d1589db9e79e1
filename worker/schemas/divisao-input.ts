// Inputs of the commission split: the agency's rule (the settings form and PUT /api/comissoes/divisao validate with
// the same schema) and the payment of a share.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { parseNumeroBr, percentParaBps } from './dinheiro.ts';
import { BP_TOTAL, MSG_DIVISAO, STATUS_PARTE, PAPEIS_PARTE } from './divisao.ts';
import { dataIso } from './proposta-input.ts';
import { versaoSchema } from './versao-input.ts';
import { blankToNull } from './em-branco.ts';

/** Text is a percentage as typed ('12,5') and becomes basis points; a number is already basis points (idempotent). */
const bp = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const n = parseNumeroBr(blankToNull(v));
      return typeof n === 'number' ? (percentParaBps(n) ?? Number.NaN) : n;
    },
    z
      .number({ error: `${label}: informe um percentual com até duas casas decimais.` })
      .int(`${label}: informe um percentual com até duas casas decimais.`)
      .min(0, `${label} deve ficar entre 0 e 100%.`)
      .max(BP_TOTAL, `${label} deve ficar entre 0 e 100%.`),
  );

export const regraDivisaoSchema = z
  .object({ corretor_bp: bp('Parte do corretor'), gerente_bp: bp('Parte do gerente') })
  .refine((r) => r.corretor_bp + r.gerente_bp <= BP_TOTAL, { path: ['gerente_bp'], message: MSG_DIVISAO.somaAcima });

/** 'Registrar pagamento' of a person's share: from the version the agency saw, with the day it paid. */
export const parteAcaoSchema = z.object({ versao: versaoSchema, data: dataIso });

/** GET /api/comissoes/partes: newest first, optionally one status or one role. */
export const partesQuerySchema = pageQuery().extend({
  status: z.preprocess(blankToNull, z.enum(STATUS_PARTE, { error: 'Status inválido.' }).nullable()).default(null),
  papel: z.preprocess(blankToNull, z.enum(PAPEIS_PARTE, { error: 'Papel inválido.' }).nullable()).default(null),
});
