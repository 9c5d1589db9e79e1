import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export const relatorioQuery = (dias: number) =>
  queryOptions({
    queryKey: ['relatorios', dias],
    queryFn: ({ signal }) => api('GET', '/api/relatorios', { query: { dias }, signal }),
    placeholderData: keepPreviousData,
  });
