// The agency's view of its team's sale. Every key starts with 'vendas-equipe': the live frame the agency's UserHub
// sends when its team changes a unit refreshes them all (web/features/notificacoes/live-notifications.tsx).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { regraDivisaoSchema } from '@worker/schemas/divisao-input.ts';
import type { StatusProposta } from '@worker/schemas/propostas.ts';
import { api } from '@web/lib/api.ts';

const KEY = ['vendas-equipe'] as const;
const paged = { initialPageParam: null as string | null };

export const reservasEquipeQuery = infiniteQueryOptions({
  queryKey: [...KEY, 'reservas'],
  queryFn: ({ pageParam, signal }) =>
    api('GET', '/api/vendas-equipe/reservas', { query: { cursor: pageParam }, signal }),
  ...paged,
  getNextPageParam: (last) => last.nextCursor,
});

export const propostasEquipeQuery = (status: StatusProposta | '') =>
  infiniteQueryOptions({
    queryKey: [...KEY, 'propostas', status],
    queryFn: ({ pageParam, signal }) =>
      api('GET', '/api/vendas-equipe/propostas', { query: { status, cursor: pageParam }, signal }),
    ...paged,
    getNextPageParam: (last) => last.nextCursor,
  });

export const vendasEquipeQuery = infiniteQueryOptions({
  queryKey: [...KEY, 'vendas'],
  queryFn: ({ pageParam, signal }) => api('GET', '/api/vendas-equipe/vendas', { query: { cursor: pageParam }, signal }),
  ...paged,
  getNextPageParam: (last) => last.nextCursor,
});

export const rankingQuery = queryOptions({
  queryKey: [...KEY, 'ranking'],
  queryFn: ({ signal }) => api('GET', '/api/vendas-equipe/ranking', { signal }),
});

export const divisaoQuery = queryOptions({
  queryKey: ['comissoes', 'divisao'],
  queryFn: ({ signal }) => api('GET', '/api/comissoes/divisao', { signal }),
});

export const saveDivisao = (body: z.output<typeof regraDivisaoSchema>) =>
  api('PUT', '/api/comissoes/divisao', { body });
