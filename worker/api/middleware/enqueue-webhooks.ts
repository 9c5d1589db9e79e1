// After any successful write through the API, the webhook deliveries its transaction wrote (by triggers, see
// worker/domain/webhook-entregas.ts) go on the queue. Here rather than beside each write: whatever route changed a
// unit, a proposal or a development, it has committed by the time its answer exists, and no sale route has to know
// webhooks exist. The per-minute cron picks up what changes outside a request (reservations expiring).
import { createMiddleware } from 'hono/factory';
import { enqueueEntregas } from '../../domain/webhook-entregas.ts';
import { createDb } from '../../lib/db.ts';
import type { AppEnv, Bindings } from '../../lib/env.ts';
import { logError } from '../../lib/log.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function enqueuePendingEntregas(env: Pick<Bindings, 'DATABASE_URL' | 'DB_RELAY' | 'WEBHOOKS'>) {
  const { db, pool } = createDb(env);
  try {
    await enqueueEntregas(db, env.WEBHOOKS);
  } catch (err) {
    logError('webhook_enqueue_failed', err);
  } finally {
    void pool.end().catch(() => undefined);
  }
}

export const enqueueWebhooksAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400) c.executionCtx.waitUntil(enqueuePendingEntregas(c.env));
});
