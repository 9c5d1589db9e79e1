// A broker's favourites on the server; the list and the set of ids every heart reads are in web/lib/favoritos-list.ts,
// which the broker's dashboard reads too.
import { api } from '@web/lib/api.ts';

export const addFavorito = (imovelId: string) => api('POST', '/api/favoritos', { body: { imovel_id: imovelId } });

export const deleteFavorito = (imovelId: string) => api('DELETE', '/api/favoritos/:imovelId', { param: { imovelId } });

/** Moves the favourites a visitor saved in this browser to their account (at most 200 ids at a time). */
export const importFavoritos = (ids: string[]) => api('POST', '/api/favoritos/importar', { body: { imovel_ids: ids } });
