// Drizzle over the Neon serverless WebSocket Pool: the only database driver, in every environment.
import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from '../../drizzle/schema.ts';
import type { Bindings } from './env.ts';

export function createDb(env: Pick<Bindings, 'DATABASE_URL' | 'DB_RELAY'>) {
  if (env.DB_RELAY) {
    const relay = env.DB_RELAY;
    neonConfig.wsProxy = (host, port) => `${relay}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  // A Worker may not reuse I/O across requests, so each request gets its own small pool.
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 3, connectionTimeoutMillis: 5000 });
  return { pool, db: drizzle({ client: pool, schema }) };
}

/** True for failures to reach the database at all (as opposed to a query's own error). */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^(08|57P0)/.test(code)) return true;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return false;
  const text = String((err as { message?: unknown }).message ?? '') + String((err as { type?: unknown }).type ?? '');
  return /connect|websocket|terminated|timeout|ECONNREFUSED|socket|network|^error$/i.test(text);
}
