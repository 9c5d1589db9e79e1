// A corretor's favourites as the server keeps them: the pages of the list (the favourites screen and the broker
// dashboard's tab), the set of favourited ids every heart on a page is drawn from, and the calls that change them
// (the hearts, the tab's remove button).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';
import { FAVORITOS_QUERY_KEY } from '@web/lib/favoritos-query.ts';

export const favoritosQuery = infiniteQueryOptions({
  queryKey: [...FAVORITOS_QUERY_KEY, 'lista'],
  queryFn: ({ pageParam, signal }) => api('GET', '/api/favoritos', { query: { cursor: pageParam }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const favoritoIdsQuery = queryOptions({
  queryKey: [...FAVORITOS_QUERY_KEY, 'ids'],
  queryFn: async ({ signal }) => (await api('GET', '/api/favoritos/ids', { signal })).imovel_ids,
});

export const addFavorito = (imovelId: string) => api('POST', '/api/favoritos', { body: { imovel_id: imovelId } });

export const deleteFavorito = (imovelId: string) => api('DELETE', '/api/favoritos/:imovelId', { param: { imovelId } });
