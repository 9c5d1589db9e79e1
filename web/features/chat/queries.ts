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
