import { queryOptions } from '@tanstack/react-query';
import type { ConversaResumo } from '@worker/schemas/chat.ts';
import { api } from '@web/lib/api.ts';

export const CHAT_KEY = ['chat'] as const;

export const conversasQuery = (q: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'conversas', q],
    queryFn: async ({ signal }) =>
      (
        await api<{ items: ConversaResumo[] }>(`/api/chat/conversas${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
          signal,
        })
      ).items,
  });

/** Starts (or finds) the conversation and returns its id: a broker from a development, a developer from a capture. */
export async function abrirConversa(body: { imovel_id: string } | { captacao_id: string }): Promise<string> {
  return (await api<{ conversa: ConversaResumo }>('/api/chat/conversas', { method: 'POST', body })).conversa.id;
}

export const chatPath = (conversaId: string) => `/dashboard?tab=chat&conversa=${conversaId}`;
