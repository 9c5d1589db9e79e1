import { Hono } from 'hono';
import { getPreferencias, savePreferencias } from '../domain/preferencias.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate } from '../lib/validate.ts';
import { preferenciasSchema } from '../schemas/preferencias-input.ts';

export const preferenciasApi = new Hono<AppEnv>()
  .use(requireActor('corretor'))
  .get('/', async (c) => {
    return c.json({ preferencias: await getPreferencias(c.var.db, c.var.actor.corretorId) });
  })
  .put('/', validate('json', preferenciasSchema), async (c) => {
    return c.json({ preferencias: await savePreferencias(c.var.db, c.var.actor.corretorId, c.req.valid('json')) });
  });
