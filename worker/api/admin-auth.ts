// /api/admin-auth: the second step of an admin login with TOTP on (POST /api/auth/login answered
// { segundo_fator: true, desafio }): the 6-digit code or a recovery code turns the challenge into a session.
import { Hono } from 'hono';
import { verifySecondFactor } from '../domain/admin-totp.ts';
import { invalidateSession } from '../domain/sessions.ts';
import type { AppEnv } from '../lib/env.ts';
import { userAgent } from '../lib/request-meta.ts';
import { setSessionCookie } from '../lib/session-cookie.ts';
import { validate } from '../lib/validate.ts';
import { segundoFatorSchema } from '../schemas/admin-input.ts';

export const adminAuth = new Hono<AppEnv>().post('/verificar', validate('json', segundoFatorSchema), async (c) => {
  const { desafio, codigo } = c.req.valid('json');
  const { user, session } = await verifySecondFactor(c.var.db, c.env, desafio, codigo, userAgent(c));
  if (c.var.sessionId) await invalidateSession(c.var.db, c.var.sessionId);
  setSessionCookie(c, session.token, session.expiresAt);
  return c.json({ user });
});
