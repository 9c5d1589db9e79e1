// URL ⇄ filters for /oportunidades and /imoveis. A hand-written mirror of listQuerySchema (worker/schemas/imoveis.ts)
// that keeps zod out of the list pages' first load. Each bad parameter is dropped on its own, so one broken
// value in a shared link never turns the whole search into a 400.
import type { Ordenacao } from '@worker/schemas/imoveis.ts';
import { ORDENACOES, STATUS_EMPREENDIMENTO, TIPOS_IMOVEL, TIPOS_NEGOCIO } from './filter-options.ts';

export type FilterKey =
  'q' | 'tipo' | 'categoria' | 'preco' | 'quartos' | 'banheiros' | 'area' | 'status_empreendimento' | 'ordenar';

/** Every filter as the text of its control; '' means "any". */
export type Filters = Record<Exclude<FilterKey, 'ordenar'>, string> & { ordenar: Ordenacao };

export const DEFAULT_SORT: Ordenacao = 'newest';

export const EMPTY_FILTERS: Filters = {
  q: '',
  tipo: '',
  categoria: '',
  preco: '',
  quartos: '',
  banheiros: '',
  area: '',
  status_empreendimento: '',
  ordenar: DEFAULT_SORT,
};

/** Every filter in URL order, which is also the order the API query is written in. */
export const FILTER_KEYS: readonly FilterKey[] = [
  'q',
  'tipo',
  'categoria',
  'preco',
  'quartos',
  'banheiros',
  'area',
  'status_empreendimento',
  'ordenar',
];

const Q_MAX = 120;
const COUNT_MAX = 20;
const RANGE = /^(\d{1,12}(?:\.\d+)?)-(\d{1,12}(?:\.\d+)?)$/;
const CATEGORIAS_ACEITAS = TIPOS_IMOVEL.map((tipo) => tipo.toLowerCase());

const includes = (list: readonly string[], value: string) => list.includes(value);

function validRange(value: string): boolean {
  const match = RANGE.exec(value);
  return match !== null && Number(match[1]) <= Number(match[2]);
}

function validCount(value: string): boolean {
  return /^\d{1,2}$/.test(value) && Number(value) <= COUNT_MAX;
}

/** The clean value of one parameter, or '' when it is missing or invalid. */
function clean(key: Exclude<FilterKey, 'ordenar'>, raw: string): string {
  const value = raw.trim();
  switch (key) {
    case 'q':
      return value.length <= Q_MAX ? value : '';
    case 'tipo':
      return includes(TIPOS_NEGOCIO, value) ? value : '';
    case 'categoria':
      return includes(CATEGORIAS_ACEITAS, value.toLowerCase()) ? value.toLowerCase() : '';
    case 'preco':
    case 'area':
      return validRange(value) ? value : '';
    case 'quartos':
    case 'banheiros':
      return validCount(value) ? String(Number(value)) : '';
    case 'status_empreendimento':
      return includes(STATUS_EMPREENDIMENTO, value) ? value : '';
  }
}

/** Reads the filters a page uses from its URL; keys outside `keys` stay at their defaults. */
export function parseFilters(params: URLSearchParams, keys: readonly FilterKey[]): Filters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (key === 'ordenar') {
      filters.ordenar = ORDENACOES.find((o) => o === raw) ?? DEFAULT_SORT;
    } else {
      filters[key] = clean(key, raw);
    }
  }
  return filters;
}

/** The page URL for some filters: only the ones set, and ordenar only when it is not the default. */
export function filtersToSearchParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value && !(key === 'ordenar' && value === DEFAULT_SORT)) params.set(key, value);
  }
  return params;
}

/** The query string of GET /api/oportunidades for these filters (without the cursor). */
export function apiQueryString(filters: Filters, limit: number): string {
  const params = filtersToSearchParams(filters);
  params.set('ordenar', filters.ordenar);
  params.set('limit', String(limit));
  return params.toString();
}

/** How many filters differ from "any" (sorting and the text search are not counted). */
export function countActiveFilters(filters: Filters): number {
  return FILTER_KEYS.filter((key) => key !== 'q' && key !== 'ordenar' && filters[key] !== '').length;
}
