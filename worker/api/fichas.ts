import { Hono } from 'hono';
import { corretorDoPainel } from '../domain/captacoes.ts';
import { registrarFicha } from '../domain/fichas.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { fichaSchema } from '../schemas/fichas-input.ts';

export const fichasApi = new Hono<AppEnv>().post(
  '/',
  requireUser('corretor'),
  validate('json', fichaSchema),
  async (c) => {
    const registrada = await registrarFicha(c.var.db, corretorDoPainel(c.var.user!), c.req.valid('json').imovel_id);
    return c.json({ registrada }, registrada ? 201 : 200);
  },
);
