import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { acceptConvite, acceptConviteComCadastro, readConvite } from '../domain/convites.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { withCommonPasswords } from '../lib/common-passwords.ts';
import type { AppEnv } from '../lib/env.ts';
import { noStore } from '../lib/no-store.ts';
import { hashLogN } from '../lib/password.ts';
import { publicWriteLimit } from '../lib/rate-limit.ts';
import { userAgent } from '../lib/request-meta.ts';
import { setSessionCookie } from '../lib/session-cookie.ts';
import { AppError } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { cadastroConviteSchema } from '../schemas/imobiliarias-input.ts';
import { MSG_IMOBILIARIA } from '../schemas/imobiliarias.ts';
import { requireActor } from './middleware/require-actor.ts';

/** A link token is 32 bytes in base64url: anything else names no invitation (404, like any unknown id). */
const tokenValido = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(c.req.param('token') ?? '')) {
    throw new AppError('not_found', MSG_IMOBILIARIA.conviteInvalido);
  }
  await next();
});

/** An agency's invitation by its link: read it, accept it signed in as a broker, or make a broker account there. */
export const convitesApi = new Hono<AppEnv>()
  .get('/:token', noStore, tokenValido, async (c) => {
    return c.json({ convite: await readConvite(c.var.db, c.req.param('token')) });
  })
  .post('/:token/aceitar', requireActor('corretor'), tokenValido, async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    const imobiliaria = await acceptConvite(c.var.db, c.var.actor, c.req.param('token'), notify);
    return c.json({ imobiliaria });
  })
  .post(
    '/:token/cadastro',
    noStore,
    withCommonPasswords,
    tokenValido,
    validate('json', cadastroConviteSchema),
    publicWriteLimit('cadastro'),
    async (c) => {
      const { user, session } = await acceptConviteComCadastro(
        c.var.db,
        c.req.param('token'),
        c.req.valid('json'),
        { userAgent: userAgent(c), hashLogN: hashLogN(c.env) },
        pushAfterCommit(c.env, c.executionCtx),
      );
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json({ user }, 201);
    },
  );
