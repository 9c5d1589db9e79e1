import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MensagemChat } from '@worker/schemas/chat.ts';
import type { Page } from '@worker/schemas/page.ts';
import { api } from '@web/lib/api.ts';

export const CHAT_KEY = ['chat'] as const;

export const conversasQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...CHAT_KEY, 'conversas', q],
    queryFn: ({ pageParam, signal }) => api('GET', '/api/chat/conversas', { query: { q, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One page of a conversation's messages: the newest, the ones before `cursor`, or (with `after`) the ones after. */
export const fetchMensagens = (conversaId: string, query: { cursor?: string | null; after?: string | null } = {}) =>
  api('GET', '/api/chat/conversas/:id/mensagens', { param: { id: conversaId }, query });

/** Every message after `after`, page after page (with `after` the pages run forward from it). */
export async function fetchMensagensAfter(conversaId: string, after: string): Promise<MensagemChat[]> {
  const items: MensagemChat[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<MensagemChat> = await fetchMensagens(conversaId, { after, cursor });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Sends over HTTP a message the socket could not deliver (same client_id: stored once either way). */
export const postMensagem = (conversaId: string, body: { conteudo: string; client_id: string }) =>
  api('POST', '/api/chat/conversas/:id/mensagens', { param: { id: conversaId }, body });
