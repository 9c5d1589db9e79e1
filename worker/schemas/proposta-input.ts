// Inputs of proposals and commissions. 'Enviar Proposta' and POST /api/propostas validate with the same schema,
// built for the unit's table price and the development's conditions, so the form shows as the broker types exactly
// what the server will refuse.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { versaoSchema } from './versao-input.ts';
import { percentParaBps } from './dinheiro.ts';
import { isValidCpf } from './documentos-br.ts';
import { parseNumeroBr } from './dinheiro.ts';
import { type CondicoesPagamento, type LinhaPlano, totalPlano, checkPlano } from './plano-pagamento.ts';
import { STATUS_COMISSAO, STATUS_PROPOSTA } from './propostas.ts';
import { blankToNull } from './em-branco.ts';

/** Money: text is reais as typed ('450.000,00') and becomes cents; a number is already cents (idempotent). */
export const centavos = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const n = parseNumeroBr(blankToNull(v));
      return typeof n === 'number' ? Math.round(n * 100) : n;
    },
    z
      .number({ error: `${label}: informe um valor em reais.` })
      .int(`${label}: informe um valor em reais.`)
      .min(1, `${label}: informe um valor maior que zero.`)
      .max(100_000_000_000, `${label}: valor alto demais.`),
  );

/** A percentage with up to two decimals ('4,5') → basis points (450). */
const bps = (label: string) =>
  z.preprocess(
    (v) => {
      const n = parseNumeroBr(blankToNull(v));
      if (typeof n !== 'number') return n;
      return percentParaBps(n) ?? Number.NaN;
    },
    z
      .number({ error: `${label}: informe um percentual com até duas casas decimais.` })
      .int()
      .min(0, `${label} deve ficar entre 0 e 100%.`)
      .max(10_000, `${label} deve ficar entre 0 e 100%.`),
  );

const inteiro = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => parseNumeroBr(blankToNull(v)),
    z
      .number({ error: `${label}: informe um número inteiro.` })
      .int(`${label}: informe um número inteiro.`)
      .min(min, `${label} deve ficar entre ${min} e ${max}.`)
      .max(max, `${label} deve ficar entre ${min} e ${max}.`),
  );

export const dataIso = z
  .string({ error: 'Informe a data.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data inválida.');
const mesIso = z.string({ error: 'Informe o mês.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido (use AAAA-MM).');

/** The developer's payment conditions, in percent with two decimals as typed; stored as basis points here. */
export const condicoesSchema = z.object({
  entrada_min_bps: bps('Entrada mínima'),
  mensais_max: inteiro('Máximo de mensais', 0, 420),
  intermediarias_max: inteiro('Máximo de intermediárias', 0, 60),
  chaves_financiamento_max_bps: bps('Chaves + financiamento'),
  desconto_max_bps: bps('Desconto máximo'),
}) satisfies z.ZodType<CondicoesPagamento, unknown>;

export const linhaPlanoSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('entrada'), valor_centavos: centavos('Entrada'), vencimento: dataIso }),
  z.object({
    tipo: z.literal('mensais'),
    quantidade: inteiro('Quantidade de mensais', 1, 420),
    valor_centavos: centavos('Valor da mensal'),
    primeiro_vencimento: mesIso,
  }),
  z.object({ tipo: z.literal('intermediaria'), valor_centavos: centavos('Intermediária'), vencimento: dataIso }),
  z.object({ tipo: z.literal('chaves'), valor_centavos: centavos('Chaves') }),
  z.object({ tipo: z.literal('financiamento'), valor_centavos: centavos('Financiamento') }),
]) satisfies z.ZodType<LinhaPlano, unknown>;

const planoSchema = z
  .array(linhaPlanoSchema, { error: 'Informe o plano de pagamento.' })
  .min(1, 'Informe o plano de pagamento.')
  .max(100, 'No máximo 100 linhas no plano.');

const cliente = {
  cliente_nome: z
    .string({ error: 'Informe o nome do cliente.' })
    .trim()
    .min(2, 'Informe o nome do cliente.')
    .max(120, 'Nome muito longo (máximo de 120 caracteres).'),
  cliente_cpf: z
    .string({ error: 'Informe o CPF do cliente.' })
    .trim()
    .refine(isValidCpf, 'CPF inválido.')
    .transform((v) => v.replace(/\D/g, '')),
  cliente_telefone: z
    .string({ error: 'Informe o telefone do cliente.' })
    .trim()
    .max(20, 'Telefone muito longo (máximo de 20 caracteres).')
    .refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, '')), 'Informe um telefone com DDD (10 ou 11 dígitos).'),
  cliente_email: z
    .string({ error: 'Informe o e-mail do cliente.' })
    .trim()
    .toLowerCase()
    .max(254, 'E-mail muito longo (máximo de 254 caracteres).')
    .pipe(z.email('E-mail inválido.')),
};

/** Where a broken rule shows in the form: the offered price, or the line at fault. */
function pathDaViolacao(linha: number | null, regra: string): (string | number)[] {
  if (linha !== null && linha >= 0) return ['plano', linha, 'valor_centavos'];
  return regra === 'entrada_ausente' ? ['plano'] : ['preco_ofertado_centavos'];
}

/** 'Enviar Proposta' for a unit with this table price under these conditions. */
export function propostaSchema(precoTabelaCentavos: number, condicoes: CondicoesPagamento) {
  return z
    .object({ ...cliente, preco_ofertado_centavos: centavos('Preço ofertado'), plano: planoSchema })
    .superRefine((v, ctx) => {
      const r = checkPlano(v.plano, v.preco_ofertado_centavos, precoTabelaCentavos, condicoes);
      for (const violacao of r.violacoes) {
        ctx.addIssue({
          code: 'custom',
          path: pathDaViolacao(violacao.linha, violacao.regra),
          message: violacao.mensagem,
        });
      }
    });
}
export type PropostaInput = z.infer<ReturnType<typeof propostaSchema>>;

/** The body's shape before the unit is known (the route reads the unit, then applies propostaSchema). */
export const propostaEnvioSchema = z.object({ unidade_id: z.uuid('Unidade inválida.') }).loose();

/** A step on a proposal: approve, refuse (with a reason), counter (new price and plan), the broker's answers. */
export const propostaAcaoSchema = z.discriminatedUnion('acao', [
  z.object({ acao: z.literal('aprovar'), versao: versaoSchema }),
  z.object({
    acao: z.literal('recusar'),
    versao: versaoSchema,
    motivo: z
      .string({ error: 'Informe o motivo da recusa.' })
      .trim()
      .min(3, 'Informe o motivo da recusa.')
      .max(2000, 'Motivo muito longo (máximo de 2000 caracteres).'),
  }),
  z
    .object({
      acao: z.literal('contrapropor'),
      versao: versaoSchema,
      preco_ofertado_centavos: centavos('Preço'),
      plano: planoSchema,
      observacao: z.string().trim().max(2000, 'Observação muito longa (máximo de 2000 caracteres).').optional(),
    })
    .superRefine((v, ctx) => {
      const total = totalPlano(v.plano);
      if (total !== v.preco_ofertado_centavos) {
        ctx.addIssue({
          code: 'custom',
          path: ['preco_ofertado_centavos'],
          message: 'O total do plano difere do preço da contraproposta.',
        });
      }
    }),
  z.object({ acao: z.literal('aceitar_contraproposta'), versao: versaoSchema }),
  z.object({ acao: z.literal('recusar_contraproposta'), versao: versaoSchema }),
  z.object({ acao: z.literal('cancelar'), versao: versaoSchema }),
]);
export type PropostaAcaoInput = z.infer<typeof propostaAcaoSchema>;

/** The developer moves a commission forward with the date it happened. */
export const comissaoAcaoSchema = z.object({
  versao: versaoSchema,
  status: z.enum(['Faturada', 'Paga'], { error: 'Status inválido.' }),
  data: dataIso,
});

/** The financing simulator's inputs (the form and the unit's detail). */
export const simulacaoSchema = z.object({
  valor_centavos: centavos('Valor financiado'),
  taxa_anual: z.preprocess(
    (v) => parseNumeroBr(blankToNull(v)),
    z.number({ error: 'Taxa: informe um número.' }).min(0, 'Taxa inválida.').max(50, 'Taxa inválida.'),
  ),
  meses: inteiro('Prazo', 1, 420),
});

/** GET /api/propostas: the party's own proposals, most recently changed first. */
export const propostasQuerySchema = pageQuery().extend({
  status: z.preprocess(blankToNull, z.enum(STATUS_PROPOSTA, { error: 'Status inválido.' }).nullable()).default(null),
});

/** GET /api/comissoes: the party's own commissions, newest first. */
export const comissoesQuerySchema = pageQuery().extend({
  status: z.preprocess(blankToNull, z.enum(STATUS_COMISSAO, { error: 'Status inválido.' }).nullable()).default(null),
});
