import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tokenApiSchema, webhookSchema } from '@worker/schemas/integracoes-input.ts';
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

/** Answers the new token, shown once. */
export const createToken = (body: z.output<typeof tokenApiSchema>) => api('POST', '/api/tokens', { body });

export const revokeToken = (id: string) => api('DELETE', '/api/tokens/:id', { param: { id } });

/** Answers the receiver's signing secret, shown once. */
export const createWebhook = (body: z.output<typeof webhookSchema>) => api('POST', '/api/webhooks', { body });

export const deleteWebhook = (id: string) => api('DELETE', '/api/webhooks/:id', { param: { id } });
