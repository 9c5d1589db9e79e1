import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

/** The signed-in user's profile row. */
export const perfilQuery = queryOptions({
  queryKey: ['perfil'],
  queryFn: async ({ signal }) => (await api('GET', '/api/perfil', { signal })).perfil,
});

/** A broker's current agency, or null. */
export const minhaImobiliariaQuery = queryOptions({
  queryKey: ['imobiliaria', 'minha'],
  queryFn: async ({ signal }) => (await api('GET', '/api/imobiliarias/minha', { signal })).imobiliaria,
});
