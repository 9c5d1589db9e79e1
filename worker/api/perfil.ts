import { Hono } from 'hono';
import { MSG_PERFIL, changePassword, getPerfil, updatePerfil } from '../domain/perfil.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { requireActor } from './middleware/require-actor.ts';
import { logAuthEvent } from '../lib/auth-log.ts';
import { withCommonPasswords } from '../lib/common-passwords.ts';
import { closeSockets } from '../lib/realtime.ts';
import { clientKey } from '../lib/request-meta.ts';
import { validate } from '../lib/validate.ts';
import { perfilUpdateSchema, trocarSenhaSchema } from '../schemas/perfil-input.ts';

export const perfil = new Hono<AppEnv>()
  .get('/', requireActor(), async (c) => {
    const found = await getPerfil(c.var.db, c.var.actor.user);
    if (!found) throw new AppError('not_found', MSG_PERFIL.naoEncontrado);
    return c.json({ perfil: found });
  })
  .put(
    '/',
    requireActor(['construtora', 'corretor', 'imobiliaria']),
    validate('json', perfilUpdateSchema),
    async (c) => {
      return c.json({ perfil: await updatePerfil(c.var.db, c.var.actor.user, c.req.valid('json')) });
    },
  )
  .post('/senha', requireActor(), withCommonPasswords, validate('json', trocarSenhaSchema), async (c) => {
    const { user, sessionId } = c.var.actor;
    const who = { userId: user.id, email: user.email, ip: clientKey(c), requestId: c.var.requestId };
    try {
      await changePassword(c.var.db, user, sessionId, c.req.valid('json'), who.ip);
      await closeSockets(c.env, user.id, { exceto: sessionId });
    } catch (err) {
      logAuthEvent('senha_alteracao_falhou', { ...who, reason: err instanceof AppError ? err.code : 'erro' });
      throw err;
    }
    logAuthEvent('senha_alterada', who);
    return c.body(null, 204);
  });
