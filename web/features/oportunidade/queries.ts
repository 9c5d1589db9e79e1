import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api.ts';

/** One active development with its gallery, documents and developer contact (detail page and printable sheet). */
export function oportunidadeQuery(id: string) {
  return queryOptions({
    queryKey: ['oportunidades', id],
    queryFn: async ({ signal }) => (await api('GET', '/api/oportunidades/:id', { param: { id }, signal })).imovel,
    // A 404 drawn by the server stays a 404 after hydration instead of being asked again.
    retryOnMount: false,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Whether the signed-in broker has captured this development. */
export const fetchCaptacaoStatus = (imovelId: string, signal: AbortSignal) =>
  api('GET', '/api/captacoes/status', { query: { imovel_id: imovelId }, signal });

/** The broker's capture, under the submission's idempotency key; answers it with its contract draft, if any. */
export const postCaptacao = (imovelId: string, idempotencyKey: string) =>
  api('POST', '/api/captacoes', { body: { imovel_id: imovelId }, idempotencyKey });
