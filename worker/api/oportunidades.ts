import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { VIEWS_PER_DAY, countView, getImovel, listImoveis, nearbyImoveis } from '../domain/imoveis.ts';
import { createDb } from '../lib/db.ts';
import { edgeCache, isEdgeCacheRefresh } from '../lib/edge-cache.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { limitFromVar } from '../lib/rate-limit.ts';
import { clientKey } from '../lib/request-meta.ts';
import { validate } from '../lib/validate.ts';
import { listQuerySchema, nearbyQuerySchema } from '../schemas/imoveis-input.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';

// Public and the same for every anonymous visitor: a publish, edit or status change shows within 60 s.
const PUBLIC_READ = { fresh: 30, stale: 30 };

/**
 * Counts a view of every development answered with 200, from the edge cache or not, after the answer: on a
 * connection of its own, so a slow count never slows the page. An anonymous visitor is their network (IPv6 by
 * its /64), not IP + User-Agent, which a script can vary.
 */
const countViewAfterAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 200 || isEdgeCacheRefresh(c)) return;
  const network = clientKey(c);
  const visitor = c.var.user?.id ?? network;
  const cap = limitFromVar(c.env.LIMITE_VISUALIZACOES_POR_DIA, VIEWS_PER_DAY);
  const imovelId = c.req.param('id')!;
  c.executionCtx.waitUntil(
    (async () => {
      const { db, pool } = createDb(c.env);
      try {
        await countView(db, imovelId, { visitor, network, cap });
      } catch (err) {
        console.error(
          JSON.stringify({ level: 'warn', requestId: c.var.requestId, kind: 'view_count', message: String(err) }),
        );
      } finally {
        await pool.end();
      }
    })(),
  );
});

export const oportunidades = new Hono<AppEnv>()
  .get(
    '/',
    validate('query', listQuerySchema),
    edgeCache({ ...PUBLIC_READ, query: Object.keys(listQuerySchema.shape) }),
    async (c) => {
      return c.json(await listImoveis(c.var.db, c.req.valid('query')));
    },
  )
  .get(
    '/proximos',
    validate('query', nearbyQuerySchema),
    edgeCache({ ...PUBLIC_READ, query: Object.keys(nearbyQuerySchema.shape) }),
    async (c) => {
      return c.json({ items: await nearbyImoveis(c.var.db, c.req.valid('query')) });
    },
  )
  .get('/:id', countViewAfterAnswer, edgeCache(PUBLIC_READ), async (c) => {
    const imovel = await getImovel(c.var.db, c.req.param('id'));
    if (!imovel) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
    return c.json({ imovel });
  });
