// The import at login, apart from web/lib/favoritos-list.ts: the root layout listens for every login on every page,
// and its first load carries this one call, not the list's.
import { api } from '@web/lib/api.ts';

/** Moves the favourites a visitor saved in this browser to their account (at most 200 ids at a time). */
export const importFavoritos = (ids: string[]) => api('POST', '/api/favoritos/importar', { body: { imovel_ids: ids } });
