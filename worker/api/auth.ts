import { type Context, Hono } from 'hono';
import { login, signup } from '../domain/auth.ts';
import { invalidateSession } from '../domain/sessions.ts';
import type { AppEnv } from '../lib/env.ts';
import { clientIp, userAgent } from '../lib/request-meta.ts';
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

export const auth = new Hono<AppEnv>()
  .get('/me', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ user: c.var.user });
  })
  .post('/signup', validate('json', signupSchema), async (c) => {
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    const { user, session } = await signup(c.var.db, c.req.valid('json'), meta);
    await replaceSession(c, session);
    return c.json({ user }, 201);
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    const { user, session } = await login(c.var.db, c.req.valid('json'), meta);
    await replaceSession(c, session);
    return c.json({ user });
  })
  .post('/logout', async (c) => {
    if (c.var.sessionId) await invalidateSession(c.var.db, c.var.sessionId);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
