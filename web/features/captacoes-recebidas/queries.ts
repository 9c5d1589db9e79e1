import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

/** Captures of the developer's own developments, newest first; under ['captacoes'] like the broker's own. */
export const recebidasQuery = infiniteQueryOptions({
  queryKey: ['captacoes', 'recebidas'],
  queryFn: ({ pageParam, signal }) => api('GET', '/api/captacoes/recebidas', { query: { cursor: pageParam }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});
