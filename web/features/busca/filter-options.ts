// The filter vocabulary of /oportunidades and /imoveis, with its pt-BR labels. The values come from the
// zod-free worker/schemas/imoveis.ts, so the API and the pages share one list.
// See docs/regras.md#textos-e-exibição.
import {
  CATEGORIAS,
  FAIXAS_AREA,
  FAIXAS_PRECO,
  ORDENACOES,
  STATUS_EMPREENDIMENTO,
  TIPOS_IMOVEL,
  TIPOS_NEGOCIO,
  type Ordenacao,
} from '@worker/schemas/imoveis.ts';
import { formatBRL, formatNumber } from '@web/lib/format.ts';

export { CATEGORIAS, FAIXAS_AREA, FAIXAS_PRECO, ORDENACOES, STATUS_EMPREENDIMENTO, TIPOS_IMOVEL, TIPOS_NEGOCIO };
export const QUARTOS = ['1', '2', '3', '4', '5'] as const;
export const BANHEIROS = ['1', '2', '3', '4'] as const;

export const TIPO_LABELS: Record<(typeof TIPOS_NEGOCIO)[number], string> = { venda: 'Venda', aluguel: 'Aluguel' };

export const SORT_LABELS: Record<Ordenacao, string> = {
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

/** Label of a price range; ranges typed into the URL by hand get a plain "min – max". */
export function precoLabel(range: string): string {
  const [low = 0, high = 0] = range.split('-').map(Number);
  return PRECO_LABELS[range] ?? `${formatBRL(Math.round(low))} – ${formatBRL(Math.round(high))}`;
}

export function areaLabel(range: string): string {
  const [low = 0, high = 0] = range.split('-').map(Number);
  return AREA_LABELS[range] ?? `${formatNumber(low, 3)} – ${formatNumber(high, 3)} m²`;
}

export function categoriaLabel(categoria: string): string {
  return TIPOS_IMOVEL.find((tipo) => tipo.toLowerCase() === categoria) ?? categoria;
}

/** "3+" — bedrooms and bathrooms are minimums. */
export function minimoLabel(value: string): string {
  return `${value}+`;
}
