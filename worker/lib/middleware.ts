// The request pipeline (docs/arquitetura.md#a-request): request id → secure headers → CSRF guard → database → session.
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createDb } from './db.ts';
import type { SessionUser } from '../schemas/auth.ts';
import type { AppEnv, Db } from './env.ts';
import { AppError } from './errors.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.ts';
import { MSG } from '../schemas/erros.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Non-GET requests must come from our own origin and carry JSON (or a multipart upload). */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const allowed = new Set([new URL(c.req.url).origin, ...(c.env.ALLOWED_ORIGINS?.split(',') ?? [])]);
  const sameSite = origin ? allowed.has(origin) : c.req.header('sec-fetch-site') === 'same-origin';
  if (!sameSite) throw new AppError('forbidden', MSG.outraOrigem);
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && type !== 'application/json' && type !== 'multipart/form-data') {
    throw new AppError('unsupported_media_type', MSG.tipoConteudo);
  }
  return next();
});

export const database: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, pool } = createDb(c.env);
  c.set('db', db);
  try {
    await next();
  } finally {
    c.executionCtx.waitUntil(pool.end());
  }
};

/** What a session token stands for, or null when it is unknown or expired; worker/domain/sessions.ts answers it. */
export type ValidateSession = (
  db: Db,
  token: string,
) => Promise<{ user: SessionUser; id: string; expiresAt: Date; refreshedUntil: Date | null } | null>;

/** Takes the session check as an argument: this layer sits below the domain that owns the sessions table. */
export const sessionFrom = (validateSessionToken: ValidateSession) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('sessionExpiresAt', null);
    const token = readSessionToken(c);
    if (token) {
      const result = await validateSessionToken(c.var.db, token);
      if (result) {
        c.set('user', result.user);
        c.set('sessionId', result.id);
        c.set('sessionExpiresAt', result.expiresAt.getTime());
        // The cookie's expiry follows the session's only when the window actually moved.
        if (result.refreshedUntil) setSessionCookie(c, token, result.refreshedUntil);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  });
