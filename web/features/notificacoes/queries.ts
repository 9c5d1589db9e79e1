// The notifications tab and the live toasts; the header's unread count is in unread-queries.ts.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Notificacao } from '@worker/schemas/notificacoes.ts';
import type { Page } from '@worker/schemas/page.ts';
import { api } from '@web/lib/api.ts';
import { NOTIFICACOES_KEY } from './unread-queries.ts';

export const notificacoesQuery = infiniteQueryOptions({
  queryKey: [...NOTIFICACOES_KEY, 'lista'],
  queryFn: ({ pageParam, signal }) => api('GET', '/api/notificacoes', { query: { cursor: pageParam }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

/** Every notification newer than `after`, page after page (the pages run forward from it). */
export async function fetchNotificacoesAfter(after: string): Promise<Notificacao[]> {
  const items: Notificacao[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Notificacao> = await api('GET', '/api/notificacoes', { query: { after, cursor } });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export const markNotificacaoLida = (id: string) => api('POST', '/api/notificacoes/:id/lida', { param: { id } });

export const markAllNotificacoesLidas = () => api('POST', '/api/notificacoes/lidas');

export const deleteNotificacao = (id: string) => api('DELETE', '/api/notificacoes/:id', { param: { id } });
