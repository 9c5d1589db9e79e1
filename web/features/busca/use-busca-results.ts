import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { buscaQueryKey } from './list-pages.ts';
import { fetchOportunidades } from './queries.ts';
import { apiQueryString, type Filters } from './search-params.ts';

/** The error toast of a property fetch stays 7 s. */
const ERROR_TOAST_MS = 7_000;

/**
 * The developments matching the filters, one keyset page at a time. While new filters load, the previous
 * results stay on screen (dimmed) instead of flashing skeletons; a failed search empties the list.
 */
export function useBuscaResults(filters: Filters, { pageSize, errorTitle }: { pageSize: number; errorTitle: string }) {
  const query = apiQueryString(filters, pageSize);
  const results = useInfiniteQuery({
    queryKey: buscaQueryKey(query),
    queryFn: ({ pageParam, signal }) => fetchOportunidades(query, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

  const { error } = results;
  useEffect(() => {
    if (error)
      toast({ title: errorTitle, description: errorMessage(error), variant: 'destructive', duration: ERROR_TOAST_MS });
  }, [error, errorTitle]);

  return results;
}

export type BuscaResults = ReturnType<typeof useBuscaResults>;
