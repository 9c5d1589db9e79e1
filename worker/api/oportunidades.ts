import { Hono } from 'hono';
import { getImovel, listImoveis, nearbyImoveis } from '../domain/imoveis.ts';
import { countViewAfterAnswer } from '../site/count-view.ts';
import { edgeCache } from '../lib/edge-cache.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { validate, validIds } from '../lib/validate.ts';
import { listQuerySchema, nearbyQuerySchema } from '../schemas/imoveis-input.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';

// Public and the same for every anonymous visitor: a publish, edit or status change shows within 60 s.
const PUBLIC_READ = { fresh: 30, stale: 30 };

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
  .get('/:id', validIds('id', MSG_IMOVEL_NAO_ENCONTRADO), countViewAfterAnswer(), edgeCache(PUBLIC_READ), async (c) => {
    const imovel = await getImovel(c.var.db, c.req.valid('param').id);
    if (!imovel) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
    return c.json({ imovel });
  });
