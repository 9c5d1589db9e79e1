// Builds the Hono app: middleware order, every worker/api/* file mounted at the path its name says
// (a test holds this to the folder's contents), and the one error shape.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { auth } from './api/auth.ts';
import { health } from './api/health.ts';
import { oportunidades } from './api/oportunidades.ts';
import { isConnectionError } from './lib/db.ts';
import type { AppEnv } from './lib/env.ts';
import { AppError, MSG } from './lib/errors.ts';
import { csrfGuard, database, session } from './lib/middleware.ts';
import { securityHeaders } from './lib/security-headers.ts';

const api = new Hono<AppEnv>()
  .use(csrfGuard, database, session)
  .route('/auth', auth)
  .route('/health', health)
  .route('/oportunidades', oportunidades);

export const app = new Hono<AppEnv>();
app.use(requestId({ headerName: 'X-Request-Id' }));
app.use(securityHeaders);
app.route('/api', api);
app.all('/api/*', () => {
  throw new AppError('not_found', MSG.naoEncontrado);
});
app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError((err, c) => {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(err.body(), err.status);
  }
  const id = c.var.requestId;
  if (isConnectionError(err)) {
    console.error(
      JSON.stringify({ level: 'error', requestId: id, kind: 'database_unavailable', message: String(err) }),
    );
    return c.json(new AppError('unavailable', MSG.indisponivel).body(), 503);
  }
  const cause = (err as { cause?: unknown }).cause;
  console.error(
    JSON.stringify({ level: 'error', requestId: id, message: String(err), cause: cause ? String(cause) : undefined }),
  );
  return c.json(new AppError('internal', MSG.interno).body(), 500);
});

export type AppType = typeof api;
