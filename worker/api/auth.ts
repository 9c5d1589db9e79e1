import { type Context, Hono } from 'hono';
import { login, signup } from '../domain/auth.ts';
import { invalidateSession } from '../domain/sessions.ts';
import { type AuthEvent, logAuthEvent } from '../lib/auth-log.ts';
// Registers the common-password rule of the shared schemas (the list stays out of the browser's bundle).
import '../lib/common-passwords.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { publicWriteLimit } from '../lib/rate-limit.ts';
import { clientKey, userAgent } from '../lib/request-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../lib/session-cookie.ts';
import { validate } from '../lib/validate.ts';
import { loginSchema, signupSchema } from '../schemas/auth-input.ts';

/**
 * A new session at every sign-in; the one the browser carried before ends, but only once the new one exists,
 * so a failed attempt never logs anybody out.
 */
async function replaceSession(c: Context<AppEnv>, session: { token: string; expiresAt: Date }) {
  if (c.var.sessionId) await invalidateSession(c.var.db, c.var.sessionId);
  setSessionCookie(c, session.token, session.expiresAt);
}

const LOGIN_REFUSALS: Partial<Record<AppError['code'], AuthEvent>> = {
  unauthorized: 'login_falhou',
  forbidden: 'login_recusado',
  rate_limited: 'login_bloqueado',
};

export const auth = new Hono<AppEnv>()
  .get('/me', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ user: c.var.user });
  })
  .post('/signup', validate('json', signupSchema), publicWriteLimit('cadastro'), async (c) => {
    const input = c.req.valid('json');
    const ip = clientKey(c);
    const log = { email: input.email, ip, requestId: c.var.requestId };
    try {
      const { user, session } = await signup(c.var.db, input, { ip, userAgent: userAgent(c) });
      await replaceSession(c, session);
      logAuthEvent('cadastro', { ...log, userId: user.id });
      return c.json({ user }, 201);
    } catch (err) {
      if (err instanceof AppError) logAuthEvent('cadastro_recusado', { ...log, reason: err.code });
      throw err;
    }
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const input = c.req.valid('json');
    const ip = clientKey(c);
    const log = { email: input.email, ip, requestId: c.var.requestId };
    try {
      const result = await login(c.var.db, input, { ip, userAgent: userAgent(c) });
      // An admin with TOTP on gets a challenge instead of a session (then POST /api/admin-auth/verificar).
      if ('desafio' in result) return c.json({ segundo_fator: true, desafio: result.desafio });
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
    if (c.var.sessionId) {
      await invalidateSession(c.var.db, c.var.sessionId);
      logAuthEvent('logout', { userId: c.var.user?.id, ip: clientKey(c), requestId: c.var.requestId });
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  });
