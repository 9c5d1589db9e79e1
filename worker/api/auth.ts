import { type Context, Hono } from 'hono';
import { login } from '../domain/auth.ts';
import { confirmEmail, countResendRequest, registerAccount, resendConfirmation } from '../domain/confirmacao-email.ts';
import { invalidateSession } from '../domain/sessions.ts';
import { type AuthEvent, logAuthEvent } from '../lib/auth-log.ts';
// The common-password rule of the shared schemas (the list stays out of the browser's bundle).
import { withCommonPasswords } from '../lib/common-passwords.ts';
import { createDb } from '../lib/db.ts';
import type { AppEnv, Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { publicWriteLimit } from '../lib/rate-limit.ts';
import { closeSockets } from '../lib/realtime.ts';
import { clientKey, userAgent } from '../lib/request-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../lib/session-cookie.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { validate } from '../lib/validate.ts';
import { confirmEmailSchema, loginSchema, resendConfirmacaoSchema, signupSchema } from '../schemas/auth-input.ts';
import { MSG_CONFIRMACAO } from '../schemas/confirmacao-email.ts';
import { logError } from '../lib/log.ts';
import { noStore } from '../lib/no-store.ts';

/**
 * A new session at every sign-in; the one the browser carried before ends, but only once the new one exists,
 * so a failed attempt never logs anybody out.
 */
async function replaceSession(c: Context<AppEnv>, session: { token: string; expiresAt: Date }) {
  const { user, sessionId } = c.var;
  if (user && sessionId) {
    await invalidateSession(c.var.db, sessionId);
    await closeSockets(c.env, user.id, { sessao: sessionId });
  }
  setSessionCookie(c, session.token, session.expiresAt);
}

/** Work that must not show in the answer or its timing, on a pool of its own that outlives the request. */
function afterAnswer(c: Context<AppEnv>, kind: string, work: (db: Db) => Promise<void>) {
  const { db, pool } = createDb(c.env);
  c.executionCtx.waitUntil(
    work(db)
      .catch((e: unknown) => logError(kind, e))
      .finally(() => pool.end()),
  );
}

const LOGIN_REFUSALS: Partial<Record<AppError['code'], AuthEvent>> = {
  unauthorized: 'login_falhou',
  forbidden: 'login_recusado',
  rate_limited: 'login_bloqueado',
};

export const auth = new Hono<AppEnv>()
  .get('/me', noStore, (c) => c.json({ user: c.var.user }))
  .post('/signup', withCommonPasswords, validate('json', signupSchema), publicWriteLimit('cadastro'), (c) => {
    const input = c.req.valid('json');
    logAuthEvent('cadastro', { email: input.email, ip: clientKey(c), requestId: c.var.requestId });
    // Links point at the configured public origin, never at a Host header an attacker could choose.
    const origin = siteOrigin(c.env);
    // Hashing the password, creating the account (or finding the address taken) and e-mailing happen after the
    // answer, with a pool of their own, so the answer and its timing are the same for a new or registered address.
    afterAnswer(c, 'signup_failed', (db) => registerAccount(db, c.env, input, origin));
    return c.json({ mensagem: MSG_CONFIRMACAO.cadastroRecebido }, 202);
  })
  .post('/confirmar-email', validate('json', confirmEmailSchema), async (c) => {
    await confirmEmail(c.var.db, c.req.valid('json').token);
    return c.json({ mensagem: MSG_CONFIRMACAO.emailConfirmado });
  })
  .post('/reenviar-confirmacao', validate('json', resendConfirmacaoSchema), async (c) => {
    const { email } = c.req.valid('json');
    await countResendRequest(c.var.db, email, clientKey(c));
    const origin = siteOrigin(c.env);
    afterAnswer(c, 'confirmation_resend_failed', (db) => resendConfirmation(db, c.env, email, origin));
    return c.json({ mensagem: MSG_CONFIRMACAO.reenvioRecebido }, 202);
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const input = c.req.valid('json');
    const ip = clientKey(c);
    const log = { email: input.email, ip, requestId: c.var.requestId };
    try {
      const result = await login(c.var.db, input, { ip, userAgent: userAgent(c) });
      // An admin with TOTP on gets a challenge instead of a session (then POST /api/admin-auth/verificar).
      if (result.desafio !== undefined) return c.json({ segundo_fator: true, desafio: result.desafio });
      const { user, session } = result;
      await replaceSession(c, session);
      logAuthEvent('login_ok', { ...log, userId: user.id });
      return c.json({ user });
    } catch (err) {
      const event = err instanceof AppError && LOGIN_REFUSALS[err.code];
      if (event) logAuthEvent(event, { ...log, reason: (err as AppError).code });
      throw err;
    }
  })
  .post('/logout', async (c) => {
    const { user, sessionId } = c.var;
    if (user && sessionId) {
      await invalidateSession(c.var.db, sessionId);
      await closeSockets(c.env, user.id, { sessao: sessionId });
      logAuthEvent('logout', { userId: user.id, ip: clientKey(c), requestId: c.var.requestId });
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  });
