// Server state of 'Meus Empreendimentos': the owner's list, the summary cards and one development.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Empreendimento, EmpreendimentoPage, ResumoConstrutora } from '@worker/schemas/empreendimentos.ts';
import type { StatusImovel } from '@worker/schemas/imoveis.ts';
import { api } from '@web/lib/api.ts';

export type ListFilters = { q: string; status_imovel: StatusImovel | '' };

export const PAGE_SIZE = 20;
export const empreendimentosKey = ['empreendimentos'] as const;

export const listQuery = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: [...empreendimentosKey, 'lista', filters],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.q.trim()) params.set('q', filters.q.trim());
      if (filters.status_imovel) params.set('status_imovel', filters.status_imovel);
      if (pageParam) params.set('cursor', pageParam);
      return api<EmpreendimentoPage>(`/api/empreendimentos?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const resumoQuery = queryOptions({
  queryKey: [...empreendimentosKey, 'resumo'],
  queryFn: ({ signal }) => api<ResumoConstrutora>('/api/empreendimentos/resumo', { signal }),
});

export const detailQuery = (id: string) =>
  queryOptions({
    queryKey: [...empreendimentosKey, 'item', id],
    queryFn: ({ signal }) => api<Empreendimento>(`/api/empreendimentos/${id}`, { signal }),
    // The form edits a snapshot; a refetch in the background must not reset what the user typed.
    staleTime: Infinity,
  });
