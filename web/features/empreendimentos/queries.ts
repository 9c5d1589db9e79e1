// Server state of 'Meus Empreendimentos': the owner's list, the summary cards and one development.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EmpreendimentoValues } from '@worker/schemas/empreendimentos-input.ts';
import type { AcaoStatus } from '@worker/schemas/empreendimentos.ts';
import type { StatusImovel } from '@worker/schemas/imoveis.ts';
import { api } from '@web/lib/api.ts';

export type ListFilters = { q: string; status_imovel: StatusImovel | '' };

export const PAGE_SIZE = 20;
export const empreendimentosKey = ['empreendimentos'] as const;

export const listQuery = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: [...empreendimentosKey, 'lista', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = {
        limit: PAGE_SIZE,
        q: filters.q.trim(),
        status_imovel: filters.status_imovel,
        cursor: pageParam,
      };
      return api('GET', '/api/empreendimentos', { query, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const resumoQuery = queryOptions({
  queryKey: [...empreendimentosKey, 'resumo'],
  queryFn: ({ signal }) => api('GET', '/api/empreendimentos/resumo', { signal }),
});

export const detailQuery = (id: string) =>
  queryOptions({
    queryKey: [...empreendimentosKey, 'item', id],
    queryFn: ({ signal }) => api('GET', '/api/empreendimentos/:id', { param: { id }, signal }),
    // The form edits a snapshot; a refetch in the background must not reset what the user typed.
    staleTime: Infinity,
  });

/** Creates a development (id null) or saves an existing one, with its uploaded images. */
export const saveEmpreendimento = (
  id: string | null,
  body: EmpreendimentoValues & { imagens_urls: string[] },
  idempotencyKey: string,
) =>
  id
    ? api('PUT', '/api/empreendimentos/:id', { param: { id }, body })
    : api('POST', '/api/empreendimentos', { body, idempotencyKey });

/** Publishes, pauses or closes a development; answers it as it now stands. */
export const changeEmpreendimentoStatus = (id: string, acao: AcaoStatus) =>
  api('POST', '/api/empreendimentos/:id/status', { param: { id }, body: { acao } });

export const deleteEmpreendimento = (id: string) => api('DELETE', '/api/empreendimentos/:id', { param: { id } });
