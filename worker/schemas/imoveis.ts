// Types and constants of developments shared by the API and the SPA.
import { z } from 'zod';

export const TIPOS_IMOVEL = [
  'Apartamento',
  'Casa',
  'Comercial',
  'Terreno',
  'Industrial',
  'Rural',
  'Loft',
  'Studio',
  'Kitnet',
] as const;
export type TipoImovel = (typeof TIPOS_IMOVEL)[number];

export const STATUS_EMPREENDIMENTO = [
  'Lançamento',
  'Na planta',
  'Em construção',
  'Em obras',
  'Pronto para Morar',
] as const;

export const STATUS_IMOVEL = ['Disponível', 'Reservado', 'Vendido'] as const;
export type StatusImovel = (typeof STATUS_IMOVEL)[number];

export const TIPOS_NEGOCIO = ['venda', 'aluguel'] as const;

/** Exactly what a property card shows (thumbnail only, never the full gallery). */
export type ImovelCard = {
  id: string;
  nome: string;
  endereco: string;
  cidade: string | null;
  uf: string | null;
  status: string | null;
  status_imovel: StatusImovel;
  tipo_imovel: string | null;
  tipo_negocio: 'venda' | 'aluguel';
  preco_min: number | null;
  preco_max: number | null;
  faixa_preco_texto: string | null;
  quartos_min: number | null;
  quartos_max: number | null;
  banheiros_min: number | null;
  banheiros_max: number | null;
  area_min: number | null;
  area_max: number | null;
  thumb_url: string | null;
  construtora_nome: string | null;
  created_at: string;
  /** Only on the nearby list. */
  distancia_km?: number;
};

export type ImovelPage = { items: ImovelCard[]; nextCursor: string | null };

export const nearbyQuerySchema = z.object({
  lat: z.coerce.number({ error: 'Latitude inválida.' }).min(-90, 'Latitude inválida.').max(90, 'Latitude inválida.'),
  long: z.coerce
    .number({ error: 'Longitude inválida.' })
    .min(-180, 'Longitude inválida.')
    .max(180, 'Longitude inválida.'),
  raio_km: z.coerce.number().positive('Raio inválido.').max(500, 'Raio inválido.').default(50),
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

export const CATEGORIAS = ['apartamento', 'casa', 'terreno', 'comercial', 'rural'] as const;
export const ORDENACOES = ['newest', 'oldest', 'priceAsc', 'priceDesc'] as const;
export type Ordenacao = (typeof ORDENACOES)[number];

export const FAIXAS_PRECO = [
  '0-100000',
  '100000-300000',
  '300000-500000',
  '500000-1000000',
  '1000000-999999999',
] as const;
export const FAIXAS_AREA = ['0-50', '51-100', '101-200', '201-500', '501-9999999'] as const;

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

/** Filters of /oportunidades and /imoveis (SPEC.md §5, §9), shared by the API and the pages' URL handling. */
export const listQuerySchema = z.object({
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
  limit: optional(
    z.coerce.number().int('Limite inválido.').min(1, 'Limite inválido.').max(48, 'Limite inválido.'),
  ).transform((v) => v ?? 20),
  cursor: optional(z.string().max(200, 'Cursor de paginação inválido.')),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export type Documento = { name: string; url: string };

/** GET /api/oportunidades/:id — the detail page and the printable sheet. */
export type ImovelDetalhe = ImovelCard & {
  descricao: string | null;
  disponivel: boolean;
  comissao_percent: number | null;
  data_entrega: string | null;
  latitude: number | null;
  longitude: number | null;
  imagens_urls: string[];
  videos_urls: string[];
  tour_virtual_url: string | null;
  /** Only entries that have both a name and an URL. */
  documentos: Documento[];
  diferenciais: string[];
  visualizacoes: number;
  updated_at: string;
  construtora: { id: string; nome: string; telefone: string | null; logo_url: string | null; email: string | null };
};

export const MSG_IMOVEL_NAO_ENCONTRADO = 'Oportunidade não encontrada ou indisponível.';
export const MSG_FICHA_NAO_ENCONTRADA = 'Imóvel não encontrado ou indisponível.';
