// Vocabulary of developments shared by the API and the SPA: constants, types and messages. No zod here, so
// public pages can import it without loading the validation library.
import type { Page } from './page.ts';

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

export type ImovelPage = Page<ImovelCard>;

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
  /** The sales grid's summary; null for a development without units (shown as before). */
  unidades: ResumoUnidades | null;
};

/** What the public sees of a development's units: counts and the lowest available prices, in reais. */
export type ResumoUnidades = {
  total: number;
  disponiveis: number;
  /** Lowest price among the available units; null when none is available or none has a price. */
  preco_min_disponivel: number | null;
  /** Each typology with units available, its count and lowest price, cheapest first. */
  tipologias: { tipologia: string; disponiveis: number; preco_min: number | null }[];
};

export const MSG_IMOVEL_NAO_ENCONTRADO = 'Oportunidade não encontrada ou indisponível.';
export const MSG_FICHA_NAO_ENCONTRADA = 'Imóvel não encontrado ou indisponível.';
