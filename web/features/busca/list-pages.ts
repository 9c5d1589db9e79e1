// The two list pages' filters and page sizes, shared by the pages and by the Worker that renders their first page.
import { FILTER_KEYS, type FilterKey } from './search-params.ts';

export type ListPage = { keys: readonly FilterKey[]; pageSize: number };

export const LIST_PAGES: Record<'oportunidades' | 'imoveis', ListPage> = {
  /** The list page offers every filter, the status of the development included; 20 cards at a time. */
  oportunidades: { keys: FILTER_KEYS, pageSize: 20 },
  /** The search page has every filter but the development's status; 24 cards at a time. */
  imoveis: { keys: FILTER_KEYS.filter((key) => key !== 'status_empreendimento'), pageSize: 24 },
};

/** The cache key of a search's pages; `query` is apiQueryString's answer. */
export const buscaQueryKey = (query: string) => ['imoveis', 'busca', query] as const;
