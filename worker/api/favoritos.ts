import { Hono } from 'hono';
import { addFavorito, importFavoritos, listFavoritoIds, listFavoritos, removeFavorito } from '../domain/favoritos.ts';
import { requireActor } from './middleware/require-actor.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate, validIds } from '../lib/validate.ts';
import { favoritoSchema, favoritosQuerySchema, importFavoritosSchema } from '../schemas/favoritos-input.ts';
import { MSG_FAVORITOS } from '../schemas/favoritos.ts';

export const favoritosApi = new Hono<AppEnv>()
  .use(requireActor('corretor', { login: MSG_FAVORITOS.login, papel: MSG_FAVORITOS.perfil }))
  .get('/', validate('query', favoritosQuerySchema), async (c) => {
    return c.json(await listFavoritos(c.var.db, c.var.actor, c.req.valid('query')));
  })
  .get('/ids', async (c) => c.json({ imovel_ids: await listFavoritoIds(c.var.db, c.var.actor) }))
  .post('/', validate('json', favoritoSchema), async (c) => {
    const favorito = await addFavorito(c.var.db, c.var.actor, c.req.valid('json').imovel_id);
    return c.json({ favorito }, 201);
  })
  .post('/importar', validate('json', importFavoritosSchema), async (c) => {
    const importados = await importFavoritos(c.var.db, c.var.actor, c.req.valid('json').imovel_ids);
    return c.json({ importados });
  })
  .delete('/:imovelId', validIds('imovelId'), async (c) => {
    await removeFavorito(c.var.db, c.var.actor, c.req.valid('param').imovelId);
    return c.body(null, 204);
  });
