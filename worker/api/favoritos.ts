import { Hono } from 'hono';
import { addFavorito, brokerOf, importFavoritos, listFavoritos, removeFavorito } from '../domain/favoritos.ts';
import { isUuid } from '../lib/cursor.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { favoritoSchema, importarFavoritosSchema } from '../schemas/favoritos-input.ts';

export const favoritosApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listFavoritos(c.var.db, brokerOf(c.var.user)) });
  })
  .post('/', validate('json', favoritoSchema), async (c) => {
    const favorito = await addFavorito(c.var.db, brokerOf(c.var.user), c.req.valid('json').imovel_id);
    return c.json({ favorito }, 201);
  })
  .post('/importar', validate('json', importarFavoritosSchema), async (c) => {
    const importados = await importFavoritos(c.var.db, brokerOf(c.var.user), c.req.valid('json').imovel_ids);
    return c.json({ importados });
  })
  .delete('/:imovelId', async (c) => {
    const broker = brokerOf(c.var.user);
    const imovelId = c.req.param('imovelId');
    if (!isUuid(imovelId)) throw new AppError('validation_failed', 'Imóvel inválido.');
    await removeFavorito(c.var.db, broker, imovelId);
    return c.body(null, 204);
  });
