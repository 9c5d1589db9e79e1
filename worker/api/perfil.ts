import { Hono } from 'hono';
import { MSG_PERFIL, changePassword, getPerfil, updatePerfil } from '../domain/perfil.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { requireUser } from '../lib/middleware.ts';
import { clientIp } from '../lib/request-meta.ts';
import { validate } from '../lib/validate.ts';
import { perfilUpdateSchema, trocarSenhaSchema } from '../schemas/perfil-input.ts';

export const perfil = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => {
    const found = await getPerfil(c.var.db, c.var.user!);
    if (!found) throw new AppError('not_found', MSG_PERFIL.naoEncontrado);
    c.header('Cache-Control', 'no-store');
    return c.json({ perfil: found });
  })
  .put('/', requireUser('construtora', 'corretor'), validate('json', perfilUpdateSchema), async (c) => {
    return c.json({ perfil: await updatePerfil(c.var.db, c.var.user!, c.req.valid('json')) });
  })
  .post('/senha', requireUser(), validate('json', trocarSenhaSchema), async (c) => {
    await changePassword(c.var.db, c.var.user!, c.var.sessionId!, c.req.valid('json'), clientIp(c));
    return c.body(null, 204);
  });
