// A corretor's favourites as the server keeps them: read by the favourites feature and the broker dashboard's tab.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';
import { FAVORITOS_QUERY_KEY } from '@web/lib/favoritos-query.ts';

export const favoritosQuery = queryOptions({
  queryKey: FAVORITOS_QUERY_KEY,
  queryFn: ({ signal }) => api('GET', '/api/favoritos', { signal }),
});
