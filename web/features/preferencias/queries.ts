import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';
import type { Output } from './form-values.ts';

export const preferenciasQuery = queryOptions({
  queryKey: ['preferencias'],
  queryFn: async ({ signal }) => (await api('GET', '/api/preferencias', { signal })).preferencias,
});

export const savePreferencias = (values: Output) => api('PUT', '/api/preferencias', { body: values });
