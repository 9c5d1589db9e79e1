// The unread count the site header shows on every page, apart from queries.ts so that the header's first load does
// not carry the notifications tab's calls.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';
import { queryClient } from '@web/lib/query-client.ts';

export const NOTIFICACOES_KEY = ['notificacoes'] as const;

export const naoLidasQuery = queryOptions({
  queryKey: [...NOTIFICACOES_KEY, 'nao-lidas'],
  queryFn: async ({ signal }) => (await api('GET', '/api/notificacoes/nao-lidas', { signal })).total,
  staleTime: 60_000,
});

export function refreshNotificacoes() {
  return queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY });
}
