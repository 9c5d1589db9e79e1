import { queryOptions } from '@tanstack/react-query';
import type { Perfil } from '@worker/schemas/perfil.ts';
import { api } from '@web/lib/api.ts';

/** The signed-in user's profile row. */
export const perfilQuery = queryOptions({
  queryKey: ['perfil'],
  queryFn: async ({ signal }) => (await api<{ perfil: Perfil }>('/api/perfil', { signal })).perfil,
});
