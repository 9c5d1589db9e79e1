import { api } from '@web/lib/api.ts';

/** One keyset page of the developments matching `query` (the filters as the API reads them, limit included). */
export const fetchOportunidades = (query: string, cursor: string, signal: AbortSignal) =>
  api('GET', '/api/oportunidades', { query: { ...Object.fromEntries(new URLSearchParams(query)), cursor }, signal });
