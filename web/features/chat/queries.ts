import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export const CHAT_KEY = ['chat'] as const;

export const conversasQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...CHAT_KEY, 'conversas', q],
    queryFn: ({ pageParam, signal }) => api('GET', '/api/chat/conversas', { query: { q, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
