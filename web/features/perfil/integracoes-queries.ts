import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export const tokensQuery = queryOptions({
  queryKey: ['integracoes', 'tokens'],
  queryFn: async ({ signal }) => (await api('GET', '/api/tokens', { signal })).items,
});

export const webhooksQuery = queryOptions({
  queryKey: ['integracoes', 'webhooks'],
  queryFn: async ({ signal }) => (await api('GET', '/api/webhooks', { signal })).items,
});

export const entregasQuery = (id: string) =>
  queryOptions({
    queryKey: ['integracoes', 'webhooks', id, 'entregas'],
    queryFn: ({ signal }) => api('GET', '/api/webhooks/:id/entregas', { param: { id }, query: { limit: 10 }, signal }),
  });
