// Inputs of the sales grid: the generator, a unit's edit, a reservation and the development's settings. The SPA's
// forms and the Worker's routes validate with these same schemas.
import * as z from 'zod';
import { versaoSchema } from './versao-input.ts';
import { parseNumeroBr } from './dinheiro.ts';
import { MAX_UNIDADES, RESERVA_HORAS, RESERVAS_POR_CORRETOR, STATUS_UNIDADE } from './espelho.ts';
import { blankToNull } from './em-branco.ts';

/**
 * A price: text is reais as typed in a form ('450.000,00') and becomes cents; a number is already cents. So the
 * form's parsed output (cents) sent as JSON parses to itself on the server.
 */
const precoCentavos = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v ?? null;
    const n = parseNumeroBr(blankToNull(v));
    return typeof n === 'number' ? Math.round(n * 100) : n;
  },
  z
    .number({ error: 'Preço: informe um valor em reais.' })
    .int()
    .min(1, 'O preço deve ser maior que zero.')
    .max(100_000_000_000, 'Preço alto demais.')
    .nullable(),
);
const area = z.preprocess(
  (v) => parseNumeroBr(blankToNull(v)),
  z
    .number({ error: 'Área: informe um número.' })
    .gt(0, 'A área deve ser maior que zero.')
    .max(100_000, 'Área grande demais.')
    .nullable(),
);
const inteiro = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      const n = parseNumeroBr(blankToNull(v));
      return n === null ? undefined : n;
    },
    z
      .number({ error: `${label}: informe um número inteiro.` })
      .int(`${label}: informe um número inteiro.`)
      .min(min, `${label} deve ficar entre ${min} e ${max}.`)
      .max(max, `${label} deve ficar entre ${min} e ${max}.`),
  );
const texto = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `${label} muito longo (máximo de ${max} caracteres).`).nullable(),
  );
const torre = z
  .string({ error: 'Informe a torre.' })
  .trim()
  .min(1, 'Informe a torre.')
  .max(40, 'Nome da torre muito longo (máximo de 40 caracteres).');

/** One final (position on the floor) of the generator: its typology, area, parking and price. */
export const finalGeradorSchema = z.object({
  tipologia: texto('Tipologia', 80).default(null),
  area_privativa: area.default(null),
  vagas: inteiro('Vagas', 0, 20).default(0),
  preco_centavos: precoCentavos.default(null),
});

/**
 * The tower generator: floors primeiro_andar..ultimo_andar, `finais.length` units per floor, numbered
 * floor × 100 + final (floor 15, final 2 → '1502'; ground floor 0 → '2').
 */
export const geradorSchema = z
  .object({
    torre,
    primeiro_andar: inteiro('Primeiro andar', 0, 199),
    ultimo_andar: inteiro('Último andar', 0, 199),
    finais: z
      .array(finalGeradorSchema)
      .min(1, 'Informe ao menos uma unidade por andar.')
      .max(40, 'No máximo 40 unidades por andar.'),
  })
  .superRefine((v, ctx) => {
    if (v.ultimo_andar < v.primeiro_andar) {
      ctx.addIssue({
        code: 'custom',
        path: ['ultimo_andar'],
        message: 'O último andar deve ser igual ou maior que o primeiro.',
      });
    } else if ((v.ultimo_andar - v.primeiro_andar + 1) * v.finais.length > MAX_UNIDADES) {
      ctx.addIssue({ code: 'custom', path: ['ultimo_andar'], message: `No máximo ${MAX_UNIDADES} unidades.` });
    }
  });
export type GeradorInput = z.infer<typeof geradorSchema>;

/** The developer's edit of one unit; `versao` is the version it was made from (409 on a stale one). */
export const unidadeEdicaoSchema = z.object({
  versao: versaoSchema,
  tipologia: texto('Tipologia', 80).default(null),
  area_privativa: area.default(null),
  vagas: inteiro('Vagas', 0, 20).default(0),
  final: texto('Final', 20).default(null),
  preco_centavos: precoCentavos.default(null),
});
export type UnidadeEdicaoInput = z.infer<typeof unidadeEdicaoSchema>;

/** 'Reservar Unidade': the client the unit is held for. */
export const reservaSchema = z.object({
  cliente_nome: z
    .string({ error: 'Informe o nome do cliente.' })
    .trim()
    .min(2, 'Informe o nome do cliente.')
    .max(120, 'Nome muito longo (máximo de 120 caracteres).'),
  cliente_telefone: z
    .string({ error: 'Informe o telefone do cliente.' })
    .trim()
    .max(20, 'Telefone muito longo (máximo de 20 caracteres).')
    .refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, '')), 'Informe um telefone com DDD (10 ou 11 dígitos).'),
});
export type ReservaInput = z.infer<typeof reservaSchema>;

/** The development's reservation settings. */
export const configuracaoEspelhoSchema = z.object({
  reserva_horas: inteiro('Tempo de reserva', RESERVA_HORAS.min, RESERVA_HORAS.max),
  reservas_max_por_corretor: inteiro('Reservas por corretor', RESERVAS_POR_CORRETOR.min, RESERVAS_POR_CORRETOR.max),
});

export const mudancasQuerySchema = z.object({
  desde: z.coerce
    .number({ error: 'Parâmetro desde inválido.' })
    .int('Parâmetro desde inválido.')
    .min(0, 'Parâmetro desde inválido.')
    .max(Number.MAX_SAFE_INTEGER, 'Parâmetro desde inválido.'),
});

/** A unit by what the grid shows of it: its tower and number. */
export const unidadeQuerySchema = z.object({
  torre,
  numero: z
    .string({ error: 'Informe o número da unidade.' })
    .trim()
    .min(1, 'Informe o número da unidade.')
    .max(20, 'Número da unidade muito longo.'),
});

export const statusUnidadeSchema = z.enum(STATUS_UNIDADE);
