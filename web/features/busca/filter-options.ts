// The filter vocabulary of /oportunidades and /imoveis (SPEC §9), with its pt-BR labels.
// The values repeat worker/schemas/imoveis.ts on purpose: importing any value from that module pulls zod
// (~25 KB gzipped) into the list pages' first load. The `typeof` annotations make tsc fail if they drift apart.
import type {
  CATEGORIAS as SCHEMA_CATEGORIAS,
  FAIXAS_AREA as SCHEMA_FAIXAS_AREA,
  FAIXAS_PRECO as SCHEMA_FAIXAS_PRECO,
  ORDENACOES as SCHEMA_ORDENACOES,
  Ordenacao,
  STATUS_EMPREENDIMENTO as SCHEMA_STATUS_EMPREENDIMENTO,
  TIPOS_IMOVEL as SCHEMA_TIPOS_IMOVEL,
  TIPOS_NEGOCIO as SCHEMA_TIPOS_NEGOCIO,
} from '@worker/schemas/imoveis.ts';

export const TIPOS_NEGOCIO: typeof SCHEMA_TIPOS_NEGOCIO = ['venda', 'aluguel'];
export const CATEGORIAS: typeof SCHEMA_CATEGORIAS = ['apartamento', 'casa', 'terreno', 'comercial', 'rural'];
/** Every type the API filters by; a link may carry one the select does not offer (e.g. 'loft'). */
export const TIPOS_IMOVEL: typeof SCHEMA_TIPOS_IMOVEL = [
  'Apartamento',
  'Casa',
  'Comercial',
  'Terreno',
  'Industrial',
  'Rural',
  'Loft',
  'Studio',
  'Kitnet',
];
export const FAIXAS_PRECO: typeof SCHEMA_FAIXAS_PRECO = [
  '0-100000',
  '100000-300000',
  '300000-500000',
  '500000-1000000',
  '1000000-999999999',
];
export const FAIXAS_AREA: typeof SCHEMA_FAIXAS_AREA = ['0-50', '51-100', '101-200', '201-500', '501-9999999'];
export const STATUS_EMPREENDIMENTO: typeof SCHEMA_STATUS_EMPREENDIMENTO = [
  'Lançamento',
  'Na planta',
  'Em construção',
  'Em obras',
  'Pronto para Morar',
];
export const ORDENACOES: typeof SCHEMA_ORDENACOES = ['newest', 'oldest', 'priceAsc', 'priceDesc'];
export const QUARTOS = ['1', '2', '3', '4', '5'] as const;
export const BANHEIROS = ['1', '2', '3', '4'] as const;

export const TIPO_LABELS: Record<(typeof TIPOS_NEGOCIO)[number], string> = { venda: 'Venda', aluguel: 'Aluguel' };

export const ORDENAR_LABELS: Record<Ordenacao, string> = {
  newest: 'Mais recentes',
  oldest: 'Mais antigos',
  priceAsc: 'Menor preço',
  priceDesc: 'Maior preço',
};

const PRECO_LABELS: Record<string, string> = {
  '0-100000': 'Até R$ 100 mil',
  '100000-300000': 'R$ 100 mil – R$ 300 mil',
  '300000-500000': 'R$ 300 mil – R$ 500 mil',
  '500000-1000000': 'R$ 500 mil – R$ 1 milhão',
  '1000000-999999999': 'Acima de R$ 1 milhão',
};

const AREA_LABELS: Record<string, string> = {
  '0-50': 'Até 50 m²',
  '51-100': '51 – 100 m²',
  '101-200': '101 – 200 m²',
  '201-500': '201 – 500 m²',
  '501-9999999': 'Acima de 500 m²',
};

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('pt-BR');

/** Label of a price range; ranges typed into the URL by hand get a plain "min – max". */
export function precoLabel(range: string): string {
  const [low = 0, high = 0] = range.split('-').map(Number);
  return PRECO_LABELS[range] ?? `${brl.format(low)} – ${brl.format(high)}`;
}

export function areaLabel(range: string): string {
  const [low = 0, high = 0] = range.split('-').map(Number);
  return AREA_LABELS[range] ?? `${number.format(low)} – ${number.format(high)} m²`;
}

export function categoriaLabel(categoria: string): string {
  return TIPOS_IMOVEL.find((tipo) => tipo.toLowerCase() === categoria) ?? categoria;
}

/** "3+" — bedrooms and bathrooms are minimums. */
export function minimoLabel(value: string): string {
  return `${value}+`;
}
