import { Hono } from 'hono';
import { corretorDoPainel } from '../domain/captacoes.ts';
import { getPreferencias, savePreferencias } from '../domain/preferencias.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { preferenciasSchema } from '../schemas/preferencias-input.ts';

export const preferenciasApi = new Hono<AppEnv>()
  .use(requireUser('corretor'))
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const corretorId = c.var.user!.perfilId;
    return c.json({ preferencias: corretorId ? await getPreferencias(c.var.db, corretorId) : null });
  })
  .put('/', validate('json', preferenciasSchema), async (c) => {
    const { corretorId } = corretorDoPainel(c.var.user!);
    return c.json({ preferencias: await savePreferencias(c.var.db, corretorId, c.req.valid('json')) });
  });
