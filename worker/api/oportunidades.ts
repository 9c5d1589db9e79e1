import { Hono } from 'hono';
import { listImoveis, nearbyImoveis } from '../domain/imoveis.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate } from '../lib/validate.ts';
import { listQuerySchema, nearbyQuerySchema } from '../schemas/imoveis.ts';

export const oportunidades = new Hono<AppEnv>()
  .get('/', validate('query', listQuerySchema), async (c) => {
    return c.json(await listImoveis(c.var.db, c.req.valid('query')));
  })
  .get('/proximos', validate('query', nearbyQuerySchema), async (c) => {
    return c.json({ items: await nearbyImoveis(c.var.db, c.req.valid('query')) });
  });
