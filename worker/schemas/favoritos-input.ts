import * as z from 'zod';
import { pageQuery } from './page-input.ts';

const imovelId = z.uuid({ error: 'Imóvel inválido.' });

export const favoritoSchema = z.object({ imovel_id: imovelId });
export const importFavoritosSchema = z.object({
  imovel_ids: z.array(imovelId).max(200, 'Favoritos demais para importar de uma vez.'),
});

/** GET /api/favoritos: the broker's favourites, newest first. */
export const favoritosQuerySchema = pageQuery();
