import { Hono } from 'hono';
import { getPerfil } from '../domain/perfil.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { requireUser } from '../lib/middleware.ts';

export const perfil = new Hono<AppEnv>().get('/', requireUser(), async (c) => {
  const found = await getPerfil(c.var.db, c.var.user!);
  if (!found) throw new AppError('not_found', 'Perfil não encontrado. Complete seu cadastro.');
  c.header('Cache-Control', 'no-store');
  return c.json({ perfil: found });
});
