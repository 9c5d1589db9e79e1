import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';
import { queryClient } from '@web/lib/query-client.ts';

export const NOTIFICACOES_KEY = ['notificacoes'] as const;

export const notificacoesQuery = infiniteQueryOptions({
  queryKey: [...NOTIFICACOES_KEY, 'lista'],
  queryFn: ({ pageParam, signal }) => api('GET', '/api/notificacoes', { query: { cursor: pageParam }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const naoLidasQuery = queryOptions({
  queryKey: [...NOTIFICACOES_KEY, 'nao-lidas'],
  queryFn: async ({ signal }) => (await api('GET', '/api/notificacoes/nao-lidas', { signal })).total,
  staleTime: 60_000,
});

export function refreshNotificacoes() {
  return queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY });
}
