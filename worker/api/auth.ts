import { Hono } from 'hono';
import { login, signup } from '../domain/auth.ts';
import { invalidateSession } from '../domain/sessions.ts';
import type { AppEnv } from '../lib/env.ts';
import { clientIp, userAgent } from '../lib/request-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../lib/session-cookie.ts';
import { validate } from '../lib/validate.ts';
import { loginSchema, signupSchema } from '../schemas/auth-input.ts';

export const auth = new Hono<AppEnv>()
  .get('/me', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ user: c.var.user });
  })
  .post('/signup', validate('json', signupSchema), async (c) => {
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    const { user, session } = await signup(c.var.db, c.req.valid('json'), meta);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ user }, 201);
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    // A new session at every login; any session the browser carried before is ended.
    if (c.var.sessionId) await invalidateSession(c.var.db, c.var.sessionId);
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    const { user, session } = await login(c.var.db, c.req.valid('json'), meta);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ user });
  })
  .post('/logout', async (c) => {
    if (c.var.sessionId) await invalidateSession(c.var.db, c.var.sessionId);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
