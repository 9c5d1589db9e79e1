// Error lines for the logs: which operation failed and its code, never the values involved. A failed query's
// message carries its parameters (message text, e-mails, password hashes) and Postgres' own messages quote the
// offending value, so database errors are reduced to the statement's first words and their SQLSTATE.

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, at any depth of causes (Drizzle wraps the driver's error). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

function failedQuery(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query.trim().split(/\s+/).slice(0, 4).join(' ').slice(0, 80);
  }
  return undefined;
}

/** What a log line may say about an error. */
export function describeError(err: unknown): { error: string; code?: string; query?: string; message?: string } {
  const error = err instanceof Error ? err.name : typeof err;
  const code = sqlState(err);
  const query = failedQuery(err);
  if (code || query) return { error, code, query };
  return { error, message: err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200) };
}

export function logError(kind: string, err: unknown, fields: Record<string, unknown> = {}, level = 'error') {
  console.error(JSON.stringify({ level, kind, ...fields, ...describeError(err) }));
}
