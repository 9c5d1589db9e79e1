// The one-round-trip read path: Neon's SQL-over-HTTP protocol as the local relay serves it (drizzle/local/
// sql-over-http.ts), and the Worker's driver using it for every statement outside a transaction.
import { env } from 'cloudflare:workers';
import { NeonDbError, neon } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { users } from '../../drizzle/schema.ts';
import { createDb } from '../../worker/lib/db.ts';

const endpoint = `http://${env.DB_RELAY}/sql`;

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(endpoint, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'Neon-Connection-String': env.DATABASE_URL,
      'Neon-Raw-Text-Output': 'true',
      'Neon-Array-Mode': 'true',
      ...headers,
    },
  });
}

const email = () => `http-${crypto.randomUUID()}@teste.com.br`;
const insertUser = (address: string) => ({
  query: "INSERT INTO users (email, password_hash, user_type) VALUES ($1, 'x', 'corretor') RETURNING id",
  params: [address],
});
/** An answer in array mode with raw text values: one row of one column, checked, not assumed. */
const oneValue = z.object({ rows: z.tuple([z.tuple([z.string()])]) });
const countUsers = async (address: string) => {
  const res = await post({ query: 'SELECT count(*)::int AS n FROM users WHERE email = $1', params: [address] });
  return Number(oneValue.parse(await res.json()).rows[0][0]);
};

describe('the relay’s POST /sql (Neon SQL over HTTP)', () => {
  it('answers a query with fields, text rows in array mode, rowCount and command', async () => {
    const res = await post({ query: 'SELECT $1::int AS n, $2::text AS t, NULL::jsonb AS j', params: ['41', 'olá'] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ command: 'SELECT', rowCount: 1, rows: [['41', 'olá', null]], rowAsArray: true });
    expect(body).toHaveProperty('fields', [
      expect.objectContaining({ name: 'n', dataTypeID: 23 }),
      expect.objectContaining({ name: 't', dataTypeID: 25 }),
      expect.objectContaining({ name: 'j', dataTypeID: 3802 }),
    ]);
  });

  it('answers objects with typed values without the array and raw-text headers', async () => {
    const res = await post(
      { query: 'SELECT 2::int AS n, true AS b, \'{"a":1}\'::jsonb AS j, 1.5::numeric AS d', params: [] },
      { 'Neon-Array-Mode': 'false', 'Neon-Raw-Text-Output': 'false' },
    );
    const body = await res.json();
    expect(body).toHaveProperty('rowAsArray', false);
    expect(body).toHaveProperty('rows', [{ n: 2, b: true, j: { a: 1 }, d: '1.5' }]);
  });

  it('counts the rows a write touched', async () => {
    const res = await post(insertUser(email()));
    expect(await res.json()).toMatchObject({ command: 'INSERT', rowCount: 1 });
  });

  it('answers 400 with the Postgres error fields: code, constraint, position', async () => {
    const address = email();
    await post(insertUser(address));
    const dup = await post(insertUser(address));
    expect(dup.status).toBe(400);
    expect(await dup.json()).toMatchObject({ code: '23505', constraint: 'users_email_key', severity: 'ERROR' });
    const syntax = await post({ query: 'SELEC 1', params: [] });
    expect(syntax.status).toBe(400);
    expect(await syntax.json()).toMatchObject({ code: '42601', position: '1' });
    // The connection that met the error serves the next statement normally.
    expect(await countUsers(address)).toBe(1);
  });

  it('runs a batch in one transaction, and rolls all of it back when one statement fails', async () => {
    const [a, b] = [email(), email()];
    const ok = await post({ queries: [insertUser(a), { query: 'SELECT 1 AS one', params: [] }] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ results: [{ command: 'INSERT' }, { command: 'SELECT' }] });
    const failed = await post({ queries: [insertUser(b), insertUser(a)] });
    expect(failed.status).toBe(400);
    expect(await countUsers(b)).toBe(0);
    const readOnly = await post({ queries: [insertUser(email())] }, { 'Neon-Batch-Read-Only': 'true' });
    expect(readOnly.status).toBe(400);
    expect(await readOnly.json()).toMatchObject({ code: '25006' });
  });

  it('refuses a request without a connection string, to a host that is not local, or that is not JSON', async () => {
    const none = await fetch(endpoint, { method: 'POST', body: '{"query":"SELECT 1","params":[]}' });
    expect(none.status).toBe(400);
    const remote = await post(
      { query: 'SELECT 1', params: [] },
      { 'Neon-Connection-String': 'postgres://u:p@db.example.com/neondb' },
    );
    expect(remote.status).toBe(400);
    expect(await remote.json()).toMatchObject({ message: 'address not allowed' });
    const garbage = await fetch(endpoint, {
      method: 'POST',
      body: 'not json',
      headers: { 'Neon-Connection-String': env.DATABASE_URL },
    });
    expect(garbage.status).toBe(400);
  });

  it('serves the driver’s neon() HTTP client, errors included', async () => {
    createDb(env); // points the driver's fetchEndpoint at the relay
    const query = neon(env.DATABASE_URL, { fetchOptions: {} });
    expect(await query`SELECT ${'x'}::text AS v, ${7}::int AS n`).toEqual([{ v: 'x', n: 7 }]);
    const address = email();
    await query.query("INSERT INTO users (email, password_hash, user_type) VALUES ($1, 'x', 'corretor')", [address]);
    const err = await query
      .query("INSERT INTO users (email, password_hash, user_type) VALUES ($1, 'x', 'corretor')", [address])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NeonDbError);
    expect(err).toMatchObject({ code: '23505', constraint: 'users_email_key' });
  });

  it('holds under a parallel burst: 40 statements at once, each its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await post({ query: 'SELECT $1::int * 2 AS v', params: [String(i)] });
        return oneValue.parse(await res.json()).rows[0][0];
      }),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => String(i * 2)));
  });
});

describe('the Worker’s database driver', () => {
  it('reads and writes outside a transaction without opening a WebSocket; a transaction opens one', async () => {
    const { db, pool } = createDb(env);
    try {
      // Drizzle parses timestamps itself: raw rows keep Postgres' text, mapped columns become Dates.
      const r = await db.execute<{ now: string; n: number }>(sql`SELECT now() AS now, ${2}::int AS n`);
      expect(r.rows[0]).toEqual({ now: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:/), n: 2 });
      const rows = await db.select({ id: users.id, createdAt: users.createdAt }).from(users).limit(1);
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
      expect(pool.totalCount).toBe(0);
      const inTx = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.marca', 'tx', true)`);
        return (await tx.execute<{ v: string }>(sql`SELECT current_setting('app.marca') AS v`)).rows[0]!.v;
      });
      expect(inTx).toBe('tx');
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('prepares a statement once and answers it again, also when its first bind failed', async () => {
    // A text this connection has never met: its Parse succeeds, then the bind fails and leaves the statement behind.
    const query = `SELECT $1::uuid AS u -- ${crypto.randomUUID()}`;
    expect((await post({ query, params: ['não é uuid'] })).status).toBe(400);
    for (const id of [crypto.randomUUID(), crypto.randomUUID()]) {
      expect(await (await post({ query, params: [id] })).json()).toMatchObject({ rows: [[id]] });
    }
  });

  it('answers a prepared statement whose table changed shape since', async () => {
    const table = `relay_probe_${crypto.randomUUID().replaceAll('-', '')}`;
    await post({ query: `CREATE TABLE ${table} (a int)`, params: [] });
    try {
      await post({ query: `INSERT INTO ${table} VALUES (1)`, params: [] });
      const select = { query: `SELECT * FROM ${table}`, params: [] };
      expect(await (await post(select)).json()).toMatchObject({ rows: [['1']] });
      await post({ query: `ALTER TABLE ${table} ADD COLUMN b text DEFAULT 'b'`, params: [] });
      const res = await post(select);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ rows: [['1', 'b']] });
    } finally {
      await post({ query: `DROP TABLE ${table}`, params: [] });
    }
  });

  it('keeps a constraint error’s Postgres code through the HTTP path', async () => {
    const { db, pool } = createDb(env);
    try {
      const address = email();
      await db.execute(sql`INSERT INTO users (email, password_hash, user_type) VALUES (${address}, 'x', 'corretor')`);
      const err = await db
        .execute(sql`INSERT INTO users (email, password_hash, user_type) VALUES (${address}, 'x', 'corretor')`)
        .then(
          () => null,
          (e: unknown) => e as { cause?: { code?: string } },
        );
      expect(err?.cause?.code).toBe('23505');
      expect(pool.totalCount).toBe(0);
    } finally {
      await pool.end();
    }
  });
});
