import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { noStore } from '../lib/no-store.ts';

/** 200 only after a real database round trip; a database outage becomes 503 through onError. */
export const health = new Hono<AppEnv>().get('/', noStore, async (c) => {
  const started = Date.now();
  await c.var.db.execute(sql`SELECT 1`);
  return c.json({ status: 'ok', database: 'ok', latencyMs: Date.now() - started });
});
