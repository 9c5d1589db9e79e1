// The relay's `POST /sql`: Neon's SQL-over-HTTP endpoint, as the Neon serverless driver calls it for `neon()` and
// for Pool.query with `poolQueryViaFetch` — one HTTP exchange per statement (or per batch in a transaction),
// over connections the relay keeps open to the database, as Neon's proxy does.
//
// Request: JSON `{ query, params }` or `{ queries: [{ query, params }, …] }`, headers Neon-Connection-String
// (required), Neon-Raw-Text-Output, Neon-Array-Mode, Neon-Batch-Isolation-Level / -Read-Only / -Deferrable.
// Answer 200: `{ command, rowCount, fields: [{ name, dataTypeID, … }], rows, rowAsArray }` (a batch:
// `{ results: [...] }`); 400 with the Postgres error's fields (message, code, constraint, …) for a statement
// the database refused; 502 when the database cannot be reached.
import type http from 'node:http';
import { networkDelay } from './delay.ts';
import { WireConnection, type WireResult, type WireTarget } from './pg-wire.ts';

type Statement = { query: string; params: unknown[] };

const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

const ISOLATION: Record<string, string> = {
  ReadUncommitted: 'READ UNCOMMITTED',
  ReadCommitted: 'READ COMMITTED',
  RepeatableRead: 'REPEATABLE READ',
  Serializable: 'SERIALIZABLE',
};

/**
 * Connections open per database at most. The embedded server runs one statement at a time however many connections
 * it has, so more would only move the queue into it; several let an open transaction (a reservation waiting on an
 * advisory lock) leave the others running.
 */
const MAX_OPEN = 6;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Keeps up to MAX_OPEN connections per database; a request waits for one when all are in use. */
class ConnectionPool {
  private idle: WireConnection[] = [];
  private open = 0;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly target: WireTarget,
    private readonly params: Record<string, string>,
  ) {}

  async use<T>(fn: (conn: WireConnection) => Promise<T>): Promise<T> {
    while (!this.idle.length && this.open >= MAX_OPEN) await new Promise<void>((r) => this.waiting.push(r));
    let conn = this.idle.pop();
    if (!conn) {
      this.open++;
      try {
        conn = await WireConnection.open(this.target, this.params);
      } catch (err) {
        this.release(null);
        throw new HttpError(502, `could not connect to the database: ${(err as Error).message}`);
      }
    }
    try {
      return await fn(conn);
    } finally {
      this.release(conn);
    }
  }

  private release(conn: WireConnection | null) {
    // A connection left inside a transaction (or broken) never serves another request.
    if (conn?.usable) this.idle.push(conn);
    else {
      conn?.close();
      this.open--;
    }
    this.waiting.shift()?.();
  }

  close() {
    for (const conn of this.idle) conn.close();
    this.idle = [];
  }
}

/** Neon's typed JSON values, for a client that does not ask for raw text. */
function typed(value: string | null, dataTypeID: number): unknown {
  if (value === null) return null;
  if (dataTypeID === 16) return value === 't';
  if ([20, 21, 23, 26, 700, 701].includes(dataTypeID)) return Number(value);
  if (dataTypeID === 114 || dataTypeID === 3802) return JSON.parse(value);
  return value;
}

function format(result: WireResult, arrayMode: boolean, rawText: boolean) {
  const rows = result.rows.map((row) => {
    const values = rawText ? row : row.map((v, i) => typed(v, result.fields[i]!.dataTypeID));
    return arrayMode ? values : Object.fromEntries(result.fields.map((f, i) => [f.name, values[i]]));
  });
  return { command: result.command, rowCount: result.rowCount, fields: result.fields, rows, rowAsArray: arrayMode };
}

function statement(body: unknown): Statement {
  const s = body as Partial<Statement> | null;
  if (!s || typeof s.query !== 'string' || (s.params !== undefined && !Array.isArray(s.params))) {
    throw new HttpError(400, 'invalid query: expected { query, params }');
  }
  return { query: s.query, params: s.params ?? [] };
}

/** Parameters arrive already in Postgres text form (the driver's prepareValue) or null. */
const textParams = (params: unknown[]) =>
  params.map((p) => (p === null || p === undefined ? null : typeof p === 'string' ? p : JSON.stringify(p)));

async function run(conn: WireConnection, s: Statement) {
  try {
    return await conn.query(s.query, textParams(s.params));
  } catch (err) {
    const e = err as Record<string, unknown> & Error;
    if (typeof e.code !== 'string') throw new HttpError(502, `connection to the database lost: ${e.message}`);
    const fields = Object.fromEntries(ERROR_FIELDS.filter((k) => e[k] !== undefined).map((k) => [k, e[k]]));
    throw new HttpError(400, e.message, fields);
  }
}

function readBody(req: http.IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sqlOverHttp(opts: { allowedHosts: Set<string>; databasePort: number; delayMs: number }) {
  const pools = new Map<string, ConnectionPool>();

  function poolFor(connectionString: string | undefined) {
    let url: URL;
    try {
      url = new URL(connectionString ?? '');
    } catch {
      throw new HttpError(400, 'missing or invalid Neon-Connection-String header');
    }
    // Only ever a local relay: refuse to become a proxy to anywhere else.
    if (!opts.allowedHosts.has(url.hostname)) throw new HttpError(400, 'address not allowed');
    const user = decodeURIComponent(url.username);
    const target: WireTarget = {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      // The driver's Pool.query drops the port (Neon's hosts need none): the relay's database is the default.
      port: Number(url.port || opts.databasePort),
      user,
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.slice(1)) || user,
    };
    const applicationName = url.searchParams.get('application_name');
    const key = JSON.stringify(target) + (applicationName ?? '');
    let pool = pools.get(key);
    if (!pool) {
      pool = new ConnectionPool(target, applicationName ? { application_name: applicationName } : {});
      pools.set(key, pool);
    }
    return pool;
  }

  async function answer(req: http.IncomingMessage): Promise<unknown> {
    const pool = poolFor(req.headers['neon-connection-string'] as string | undefined);
    const arrayMode = req.headers['neon-array-mode'] === 'true';
    const rawText = req.headers['neon-raw-text-output'] === 'true';
    let body: { queries?: unknown[] };
    try {
      body = JSON.parse(await readBody(req)) as { queries?: unknown[] };
    } catch {
      throw new HttpError(400, 'invalid JSON body');
    }
    if (!Array.isArray(body.queries)) {
      const s = statement(body);
      return format(await pool.use((conn) => run(conn, s)), arrayMode, rawText);
    }
    const statements = body.queries.map(statement);
    const level = ISOLATION[String(req.headers['neon-batch-isolation-level'])];
    const begin = [
      'BEGIN',
      level ? `ISOLATION LEVEL ${level}` : '',
      req.headers['neon-batch-read-only'] === 'true' ? 'READ ONLY' : '',
      req.headers['neon-batch-deferrable'] === 'true' ? 'DEFERRABLE' : '',
    ].join(' ');
    return pool.use(async (conn) => {
      await run(conn, { query: begin.trim(), params: [] });
      try {
        const results = [];
        for (const s of statements) results.push(format(await run(conn, s), arrayMode, rawText));
        await run(conn, { query: 'COMMIT', params: [] });
        return { results };
      } catch (err) {
        await conn.query('ROLLBACK', []).catch(() => undefined);
        throw err;
      }
    });
  }

  return {
    handle(req: http.IncomingMessage, res: http.ServerResponse) {
      const send = networkDelay(opts.delayMs);
      answer(req).then(
        (json) => send(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json))),
        (err: unknown) => {
          const e = err instanceof HttpError ? err : new HttpError(500, String(err));
          const json = e.status === 400;
          const body = json ? JSON.stringify({ message: e.message, ...e.fields }) : e.message;
          const type = json ? 'application/json' : 'text/plain; charset=utf-8';
          send(() => res.writeHead(e.status, { 'content-type': type }).end(body));
        },
      );
    },
    close() {
      for (const pool of pools.values()) pool.close();
      pools.clear();
    },
  };
}
