import { Hono } from 'hono';
import { acceptConvite, acceptConviteComCadastro, readConvite } from '../domain/convites.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { withCommonPasswords } from '../lib/common-passwords.ts';
import type { AppEnv } from '../lib/env.ts';
import { noStore } from '../lib/no-store.ts';
import { hashLogN } from '../lib/password.ts';
import { publicWriteLimit } from '../lib/rate-limit.ts';
import { userAgent } from '../lib/request-meta.ts';
import { setSessionCookie } from '../lib/session-cookie.ts';
import { validate } from '../lib/validate.ts';
import { cadastroConviteSchema, conviteTokenSchema } from '../schemas/imobiliarias-input.ts';
import { requireActor } from './middleware/require-actor.ts';

/** An agency's invitation by its link: read it, accept it signed in as a broker, or make a broker account there. */
export const convitesApi = new Hono<AppEnv>()
  .get('/:token', noStore, validate('param', conviteTokenSchema), async (c) => {
    return c.json({ convite: await readConvite(c.var.db, c.req.valid('param').token) });
  })
  .post('/:token/aceitar', requireActor('corretor'), validate('param', conviteTokenSchema), async (c) => {
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    const imobiliaria = await acceptConvite(c.var.db, c.var.actor, c.req.valid('param').token, notificar);
    return c.json({ imobiliaria });
  })
  .post(
    '/:token/cadastro',
    noStore,
    withCommonPasswords,
    validate('param', conviteTokenSchema),
    validate('json', cadastroConviteSchema),
    publicWriteLimit('cadastro'),
    async (c) => {
      const { user, session } = await acceptConviteComCadastro(
        c.var.db,
        c.req.valid('param').token,
        c.req.valid('json'),
        { userAgent: userAgent(c), hashLogN: hashLogN(c.env) },
        pushAfterCommit(c.env, c.executionCtx),
      );
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json({ user }, 201);
    },
  );
