// Request schemas of the construtora's workspace. The development form validates with the same schema as
// POST/PUT /api/empreendimentos (docs/regras.md#empreendimentos): form strings in, typed values out.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { isIsoDate } from './datas.ts';
import { MAX_IMAGENS, MSG_EMPREENDIMENTO } from './empreendimentos.ts';
import { STATUS_EMPREENDIMENTO, STATUS_IMOVEL, TIPOS_IMOVEL, TIPOS_NEGOCIO } from './imoveis.ts';
import { UFS } from './documentos-br.ts';
import { TOUR_HOSTS, isAllowedTourUrl } from './tour-virtual.ts';

/** '' and undefined are "not filled": stored as null. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.preprocess(
      blankToNull,
      z
        .string({ error: `${label} inválido.` })
        .max(max, `${label} muito longo.`)
        .nullable(),
    ),
  );

/** A number typed in a form (string with ',' or '.') or sent as JSON; empty → null. */
const num = (label: string, { min = 0, max, int = false }: { min?: number; max: number; int?: boolean }) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(typeof v === 'string' ? v.trim() : v);
      return typeof b === 'string' ? Number(b.replace(',', '.')) : b;
    },
    z
      .number({ error: `${label}: informe um número.` })
      .refine((n) => !int || Number.isInteger(n), `${label}: informe um número inteiro.`)
      .refine((n) => n >= min, `${label}: o mínimo é ${min}.`)
      .refine((n) => n <= max, `${label}: o máximo é ${max}.`)
      .nullable(),
  );

const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, 'Endereço (URL) muito longo.')
    .refine((v) => /^https:\/\/[^\s]+$/i.test(v) && URL.canParse(v), message);

/** Images are our own R2 objects: /media/<key>. Ownership is checked by the server. */
const mediaUrl = z
  .string()
  .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/, MSG_EMPREENDIMENTO.imagemInvalida)
  .refine((v) => !v.includes('..'), MSG_EMPREENDIMENTO.imagemInvalida);

const pair = <T extends Record<string, unknown>>(
  v: T,
  ctx: z.RefinementCtx,
  min: keyof T & string,
  max: keyof T & string,
  message: string,
) => {
  const lo = v[min];
  const hi = v[max];
  if (typeof lo === 'number' && typeof hi === 'number' && lo > hi)
    ctx.addIssue({ code: 'custom', path: [max], message });
};

export const empreendimentoSchema = z
  .object({
    nome: z
      .string({ error: 'Informe o nome do empreendimento.' })
      .trim()
      .min(1, 'Informe o nome do empreendimento.')
      .max(160, 'Nome muito longo (máximo de 160 caracteres).'),
    endereco: z
      .string({ error: 'Informe o endereço.' })
      .trim()
      .min(1, 'Informe o endereço.')
      .max(300, 'Endereço muito longo (máximo de 300 caracteres).'),
    cidade: text('Cidade', 120).default(null),
    uf: z.preprocess(
      (v) => (typeof v === 'string' ? blankToNull(v.trim().toUpperCase()) : blankToNull(v)),
      z.enum(UFS, { error: 'UF inválida.' }).nullable().default(null),
    ),
    descricao: text('Descrição', 10_000).default(null),
    status: z.enum(STATUS_EMPREENDIMENTO, { error: 'Status inválido.' }).default('Lançamento'),
    tipo_imovel: z.enum(TIPOS_IMOVEL, { error: 'Tipo de imóvel inválido.' }).default('Apartamento'),
    tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: 'Tipo de negócio inválido.' }).default('venda'),
    ativo: z.boolean({ error: 'Valor inválido para "ativo".' }).default(true),
    preco_min: num('Preço mínimo', { max: 999_999_999_999 }).default(null),
    preco_max: num('Preço máximo', { max: 999_999_999_999 }).default(null),
    faixa_preco_texto: text('Faixa de preço', 120).default(null),
    quartos_min: num('Quartos (mín.)', { max: 50, int: true }).default(null),
    quartos_max: num('Quartos (máx.)', { max: 50, int: true }).default(null),
    banheiros_min: num('Banheiros (mín.)', { max: 50, int: true }).default(null),
    banheiros_max: num('Banheiros (máx.)', { max: 50, int: true }).default(null),
    area_min: num('Área mínima', { max: 99_999_999 }).default(null),
    area_max: num('Área máxima', { max: 99_999_999 }).default(null),
    comissao_percent: num('Comissão', { max: 100 }).default(null),
    data_entrega: z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data de entrega inválida.')
        .refine(isIsoDate, 'Data de entrega inválida.')
        .nullable()
        .default(null),
    ),
    latitude: num('Latitude', { min: -90, max: 90 }).default(null),
    longitude: num('Longitude', { min: -180, max: 180 }).default(null),
    imagens_urls: z.array(mediaUrl).max(MAX_IMAGENS, MSG_EMPREENDIMENTO.maxImagens).default([]),
    /** Entered comma separated and trimmed; an array is accepted as is. */
    videos_urls: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',') : v),
        z.array(z.string().trim()).transform((list) => list.filter(Boolean)),
      )
      .pipe(z.array(httpsUrl('Informe links de vídeo válidos (https://...), separados por vírgula.')).max(20))
      .default([]),
    tour_virtual_url: z
      .preprocess(
        (v) => (typeof v === 'string' ? blankToNull(v.trim()) : blankToNull(v)),
        httpsUrl('Informe um link válido para o tour virtual (https://...).')
          .refine(isAllowedTourUrl, `O tour virtual deve ser um link de ${TOUR_HOSTS.join(', ')}.`)
          .nullable(),
      )
      .default(null),
    documentos: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'Informe o nome do documento.').max(160, 'Nome do documento muito longo.'),
          url: httpsUrl('Informe um link válido para o documento (https://...).'),
        }),
      )
      .max(30, 'No máximo 30 documentos.')
      .default([]),
    diferenciais: z
      .array(z.string().trim().max(120, 'Diferencial muito longo (máximo de 120 caracteres).'))
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).max(40, 'No máximo 40 diferenciais.'))
      .default([]),
  })
  .superRefine((v, ctx) => {
    pair(v, ctx, 'preco_min', 'preco_max', 'O preço máximo deve ser maior ou igual ao mínimo.');
    pair(v, ctx, 'quartos_min', 'quartos_max', 'O máximo de quartos deve ser maior ou igual ao mínimo.');
    pair(v, ctx, 'banheiros_min', 'banheiros_max', 'O máximo de banheiros deve ser maior ou igual ao mínimo.');
    pair(v, ctx, 'area_min', 'area_max', 'A área máxima deve ser maior ou igual à mínima.');
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Informe latitude e longitude juntas.' });
    }
  });
export type EmpreendimentoInput = z.input<typeof empreendimentoSchema>;
export type EmpreendimentoValues = z.output<typeof empreendimentoSchema>;

export const statusAcaoSchema = z.object({
  acao: z.enum(['reservar', 'reativar', 'vender'], { error: 'Ação de status inválida.' }),
});

/** GET /api/empreendimentos: the owner's list, newest first. */
export const empreendimentosQuerySchema = pageQuery().extend({
  q: z
    .preprocess(blankToNull, z.string().trim().max(120, 'Busca muito longa (máximo de 120 caracteres).').nullable())
    .default(null),
  status_imovel: z
    .preprocess(blankToNull, z.enum(STATUS_IMOVEL, { error: 'Status inválido.' }).nullable())
    .default(null),
  ativo: z.preprocess(blankToNull, z.enum(['true', 'false'], { error: 'Filtro inválido.' }).nullable()).default(null),
});
export type EmpreendimentosQuery = z.output<typeof empreendimentosQuerySchema>;

export const relatorioQuerySchema = z.object({
  dias: z.coerce
    .number({ error: 'Período inválido.' })
    .int('Período inválido.')
    .min(7, 'Período inválido.')
    .max(90, 'Período inválido.')
    .default(30),
});
