import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export const CHAT_KEY = ['chat'] as const;

export const conversasQuery = (q: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'conversas', q],
    queryFn: async ({ signal }) => (await api('GET', '/api/chat/conversas', { query: { q }, signal })).items,
  });
