import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export const relatorioQuery = (dias: number) =>
  queryOptions({
    queryKey: ['relatorios', dias],
    queryFn: ({ signal }) => api('GET', '/api/relatorios', { query: { dias }, signal }),
    placeholderData: keepPreviousData,
  });

/** The construtora's sales by partner agency over the period. */
export const vendasPorImobiliariaQuery = (dias: number) =>
  queryOptions({
    queryKey: ['relatorios', 'imobiliarias', dias],
    queryFn: ({ signal }) => api('GET', '/api/relatorios/imobiliarias', { query: { dias }, signal }),
    placeholderData: keepPreviousData,
  });
