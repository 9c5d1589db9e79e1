import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersToSearchParams, parseFilters, type FilterKey, type Filters } from './search-params.ts';

export type BuscaFilters = {
  filters: Filters;
  /**
   * Changes some filters. The URL is replaced, not pushed, so Back leaves the page instead of undoing filters;
   * the scroll position stays where the user is working.
   */
  setFilters: (patch: Partial<Filters>) => void;
  reset: () => void;
};

/** The filters of a list page live in its URL; `keys` are the ones this page understands. */
export function useBuscaFilters(keys: readonly FilterKey[]): BuscaFilters {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams, keys), [searchParams, keys]);

  const setFilters = useCallback(
    (patch: Partial<Filters>) =>
      setSearchParams((current) => filtersToSearchParams({ ...parseFilters(current, keys), ...patch }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams, keys],
  );

  const reset = useCallback(
    () => setSearchParams(filtersToSearchParams(EMPTY_FILTERS), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return { filters, setFilters, reset };
}
