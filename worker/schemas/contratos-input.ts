// The contract dialog's form and POST /api/contratos/:id/acao validate with the same schema.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { versaoSchema } from './versao-input.ts';
import { STATUS_CONTRATO } from './contratos.ts';
import { isIsoDate } from './datas.ts';
import { LIMITE_RESERVAS_MAX } from './imobiliarias.ts';
import { blankToNull } from './em-branco.ts';

const date = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
    .refine(isIsoDate, 'Data inválida.')
    .nullable(),
);
const texto = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `${label} muito longo (máximo de ${max} caracteres).`).nullable(),
  );

/** What the broker fills: terms, agreed commission 0–100, start and end (end after start), notes. */
export const contratoCorretorSchema = z
  .object({
    termos_contrato: texto('Termos', 20_000).default(null),
    comissao_percent_acordada: z
      .preprocess(
        (v) => {
          const b = blankToNull(v);
          return typeof b === 'string' ? Number(b.replace(',', '.')) : b;
        },
        z
          .number({ error: 'Comissão: informe um número.' })
          .min(0, 'A comissão deve ficar entre 0 e 100%.')
          .max(100, 'A comissão deve ficar entre 0 e 100%.')
          .nullable(),
      )
      .default(null),
    data_inicio_validade: date.default(null),
    data_fim_validade: date.default(null),
    observacoes_corretor: texto('Observações', 5_000).default(null),
  })
  .superRefine((v, ctx) => {
    if (v.data_inicio_validade && v.data_fim_validade && v.data_fim_validade <= v.data_inicio_validade) {
      ctx.addIssue({
        code: 'custom',
        path: ['data_fim_validade'],
        message: 'A data de término deve ser posterior à data de início.',
      });
    }
  });

/** Sending for approval needs the terms, the commission and both dates filled. */
export const contratoEnvioSchema = contratoCorretorSchema.superRefine((v, ctx) => {
  const required: [keyof typeof v, string][] = [
    ['termos_contrato', 'Informe os termos do contrato.'],
    ['comissao_percent_acordada', 'Informe a comissão acordada.'],
    ['data_inicio_validade', 'Informe a data de início.'],
    ['data_fim_validade', 'Informe a data de término.'],
  ];
  for (const [key, message] of required) if (v[key] === null) ctx.addIssue({ code: 'custom', path: [key], message });
});

/** POST /api/contratos/:id/acao: the action, the version it was made from, and the fields of that actor. */
export const contratoAcaoSchema = z.discriminatedUnion(
  'acao',
  [
    z.object({ acao: z.literal('salvar_rascunho'), versao: versaoSchema, dados: contratoCorretorSchema }),
    z.object({ acao: z.literal('enviar'), versao: versaoSchema, dados: contratoEnvioSchema }),
    z.object({
      acao: z.literal('aprovar'),
      versao: versaoSchema,
      // Only for an agency's contract: how many units its whole team may hold at once (default 10).
      limite_reservas: z.preprocess(
        blankToNull,
        z.coerce
          .number({ error: 'Limite de reservas: informe um número.' })
          .int('Limite de reservas: informe um número inteiro.')
          .min(1, `O limite de reservas deve ficar entre 1 e ${LIMITE_RESERVAS_MAX}.`)
          .max(LIMITE_RESERVAS_MAX, `O limite de reservas deve ficar entre 1 e ${LIMITE_RESERVAS_MAX}.`)
          .nullable()
          .default(null),
      ),
    }),
    z.object({
      acao: z.literal('rejeitar'),
      versao: versaoSchema,
      observacoes_construtora: texto('Observações', 5_000).default(null),
    }),
  ],
  { error: 'Ação inválida.' },
);
export type ContratoAcaoInput = z.input<typeof contratoAcaoSchema>;

export const contratosQuerySchema = pageQuery().extend({
  q: z.preprocess(blankToNull, z.string().trim().max(120, 'Busca muito longa.').nullable()).default(null),
  status: z.preprocess(blankToNull, z.enum(STATUS_CONTRATO, { error: 'Status inválido.' }).nullable()).default(null),
});
