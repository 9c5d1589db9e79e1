// Server state of the broker's captured tab. Everything lives under ['captacoes'], the key the capture button
// invalidates, so a new capture shows here the next time the tab is opened.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export const captacoesKey = ['captacoes'] as const;

export const minhasCaptacoesQuery = queryOptions({
  queryKey: [...captacoesKey, 'minhas'],
  queryFn: ({ signal }) => api('GET', '/api/captacoes', { signal }),
});

export const resumoCorretorQuery = queryOptions({
  queryKey: [...captacoesKey, 'resumo'],
  queryFn: ({ signal }) => api('GET', '/api/captacoes/resumo', { signal }),
});

/** Removes a capture; its unsigned contract draft goes with it. */
export const deleteCaptacao = (id: string) => api('DELETE', '/api/captacoes/:id', { param: { id } });
