// Request schemas of the development listings (docs/regras.md#textos-e-exibição): the API validates with them.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { ORDENACOES, STATUS_EMPREENDIMENTO, TIPOS_IMOVEL, TIPOS_NEGOCIO } from './imoveis.ts';

export const nearbyQuerySchema = z.object({
  lat: z.coerce.number({ error: 'Latitude inválida.' }).min(-90, 'Latitude inválida.').max(90, 'Latitude inválida.'),
  long: z.coerce
    .number({ error: 'Longitude inválida.' })
    .min(-180, 'Longitude inválida.')
    .max(180, 'Longitude inválida.'),
  raio_km: z.coerce.number().positive('Raio inválido.').max(500, 'Raio inválido.').default(50),
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

/** Query strings send '' for a cleared filter: treat it as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const range = (label: string) =>
  z
    .string()
    .regex(/^\d{1,12}(\.\d+)?-\d{1,12}(\.\d+)?$/, `Faixa de ${label} inválida. Use o formato mínimo-máximo.`)
    .transform((v) => v.split('-').map(Number) as [number, number])
    .refine(([low, high]) => low <= high, `Faixa de ${label} inválida: o mínimo é maior que o máximo.`);

const minimum = (label: string, max: number) =>
  z.coerce
    .number({ error: `Número de ${label} inválido.` })
    .int(`Número de ${label} inválido.`)
    .min(0, `Número de ${label} inválido.`)
    .max(max, `Número de ${label} inválido.`);

/** Filters of /oportunidades and /imoveis, shared by the API and the pages' URL handling. */
export const listQuerySchema = pageQuery({ padrao: 20, max: 48 }).extend({
  q: optional(z.string().trim().max(120, 'Busca muito longa (máximo de 120 caracteres).')),
  tipo: optional(z.enum(TIPOS_NEGOCIO, { error: 'Tipo inválido. Use venda ou aluguel.' })),
  categoria: optional(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(
        z.enum(TIPOS_IMOVEL.map((t) => t.toLowerCase()) as [string, ...string[]], { error: 'Categoria inválida.' }),
      ),
  ),
  preco: optional(range('preço')),
  area: optional(range('área')),
  quartos: optional(minimum('quartos', 20)),
  banheiros: optional(minimum('banheiros', 20)),
  status_empreendimento: optional(z.enum(STATUS_EMPREENDIMENTO, { error: 'Status do empreendimento inválido.' })),
  ordenar: optional(z.enum(ORDENACOES, { error: 'Ordenação inválida.' })).transform((v) => v ?? 'newest'),
});
export type ListQuery = z.output<typeof listQuerySchema>;
