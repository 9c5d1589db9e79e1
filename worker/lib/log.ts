// Error lines for the logs: which operation failed and its code, never the values involved. A failed query's
// message carries its parameters (message text, e-mails, password hashes) and Postgres' own messages quote the
// offending value, so database errors are reduced to the statement's first words and their SQLSTATE.

import { sqlState } from './sql-state.ts';

function failedQuery(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query.trim().split(/\s+/).slice(0, 4).join(' ').slice(0, 80);
  }
  return undefined;
}

function rootCause(err: unknown): unknown {
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object' && (e as { cause?: unknown }).cause; depth++) {
    e = (e as { cause?: unknown }).cause;
  }
  return e;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 200);

/**
 * What a log line may say about an error. A query's own error keeps only its code; a query that never reached
 * the database (a timeout, a dropped connection) keeps the driver's reason, which quotes no data.
 */
export function describeError(err: unknown): { error: string; code?: string; query?: string; message?: string } {
  const error = err instanceof Error ? err.name : typeof err;
  const code = sqlState(err);
  const query = failedQuery(err);
  if (code) return { error, code, query };
  if (query) return { error, query, message: rootCause(err) === err ? undefined : messageOf(rootCause(err)) };
  return { error, message: messageOf(err) };
}

export function logError(kind: string, err: unknown, fields: Record<string, unknown> = {}, level = 'error') {
  console.error(JSON.stringify({ level, kind, ...fields, ...describeError(err) }));
}
