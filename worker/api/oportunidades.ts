import { Hono } from 'hono';
import { countView, getImovel, listImoveis, nearbyImoveis } from '../domain/imoveis.ts';
import { createDb } from '../lib/db.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { clientIp, userAgent } from '../lib/request-meta.ts';
import { validate } from '../lib/validate.ts';
import { listQuerySchema, nearbyQuerySchema } from '../schemas/imoveis-input.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';

export const oportunidades = new Hono<AppEnv>()
  .get('/', validate('query', listQuerySchema), async (c) => {
    return c.json(await listImoveis(c.var.db, c.req.valid('query')));
  })
  .get('/proximos', validate('query', nearbyQuerySchema), async (c) => {
    return c.json({ items: await nearbyImoveis(c.var.db, c.req.valid('query')) });
  })
  .get('/:id', async (c) => {
    const imovel = await getImovel(c.var.db, c.req.param('id'));
    if (!imovel) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
    // Counted after the answer, on a connection of its own: a slow count never slows the page.
    const visitor = c.var.user?.id ?? `${clientIp(c)}|${userAgent(c) ?? ''}`;
    c.executionCtx.waitUntil(
      (async () => {
        const { db, pool } = createDb(c.env);
        try {
          await countView(db, imovel.id, visitor);
        } catch (err) {
          console.error(
            JSON.stringify({ level: 'warn', requestId: c.var.requestId, kind: 'view_count', message: String(err) }),
          );
        } finally {
          await pool.end();
        }
      })(),
    );
    return c.json({ imovel });
  });
