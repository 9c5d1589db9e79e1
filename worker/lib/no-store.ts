// Answers that depend on who asks are never kept by the browser, a proxy or the edge cache.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export const PRIVATE_NO_STORE = 'private, no-store';

export function privateNoStore(c: Context) {
  c.header('Cache-Control', PRIVATE_NO_STORE);
}

/** For the private routes that answer visitors too (the session probe, the health check). */
export const noStore = createMiddleware(async (c, next) => {
  privateNoStore(c);
  await next();
});
