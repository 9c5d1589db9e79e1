// Drizzle over the Neon serverless Pool: the only database driver, in every environment.
// A statement outside a transaction (Pool.query) goes over Neon's SQL-over-HTTP endpoint: one round trip, no
// connection to open. A transaction (pool.connect(), as db.transaction does) keeps a WebSocket connection, for
// interactive statements; so a request that only reads never opens a WebSocket.
import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import type { Bindings } from './env.ts';
import { sqlState } from './sql-state.ts';

/**
 * A database that accepts connections but never answers (frozen, or a network that drops packets) must not hold a
 * request: each wait is bounded so that the request answers 503 within 5 s.
 */
const CONNECT_TIMEOUT_MS = 3000;
const QUERY_TIMEOUT_MS = 4000;

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) });

export function createDb(env: Pick<Bindings, 'DATABASE_URL' | 'DB_RELAY'>) {
  neonConfig.poolQueryViaFetch = true;
  neonConfig.fetchFunction = fetchWithTimeout;
  if (env.DB_RELAY) {
    // The local relay (drizzle/local/relay.ts) serves both of Neon's paths: WebSocket and POST /sql.
    const relay = env.DB_RELAY;
    neonConfig.wsProxy = (host, port) => `${relay}/v2?address=${host}:${port}`;
    neonConfig.fetchEndpoint = () => `http://${relay}/sql`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  // A Worker may not reuse I/O across requests, so each request gets its own small pool.
  const pool = new Pool({
    connectionString: env.DATABASE_URL,
    max: 3,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // No relational schema (db.query): drizzle would rebuild its map of tables and relations for every request.
  return { pool, db: drizzle({ client: pool }) };
}
/** True for failures to reach the database at all (as opposed to a query's own error), at any depth of causes. */
export function isConnectionError(err: unknown): boolean {
  const code = sqlState(err);
  if (code) return /^(08|57P0|53300)/.test(code);
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    // A WebSocket that failed to open surfaces as a bare ErrorEvent.
    if ((e as { type?: unknown }).type === 'error') return true;
    const message = String((e as { message?: unknown }).message ?? '');
    if (/connect|websocket|terminated|timeout|ECONNREFUSED|socket|network/i.test(message)) return true;
  }
  return false;
}
