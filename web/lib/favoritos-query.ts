/** TanStack Query key of a corretor's favourites; in its own file so the login hook stays out of heavier code. */
export const FAVORITOS_QUERY_KEY = ['favoritos'] as const;
