import { Hono } from 'hono';
import { recordFicha } from '../domain/fichas.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate } from '../lib/validate.ts';
import { fichaSchema } from '../schemas/fichas-input.ts';

export const fichasApi = new Hono<AppEnv>().post(
  '/',
  requireActor('corretor'),
  validate('json', fichaSchema),
  async (c) => {
    const registrada = await recordFicha(c.var.db, c.var.actor, c.req.valid('json').imovel_id);
    return c.json({ registrada }, registrada ? 201 : 200);
  },
);
