// Direct database access from tests, through the same driver and relay the Worker uses.
import { env } from 'cloudflare:workers';
import { createDb } from '../../worker/lib/db.ts';

export async function withDb<T>(fn: (db: ReturnType<typeof createDb>['db']) => Promise<T>): Promise<T> {
  const { db, pool } = createDb(env);
  try {
    return await fn(db);
  } finally {
    await pool.end();
  }
}
