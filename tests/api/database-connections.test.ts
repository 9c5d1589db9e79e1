import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { withDb } from '../helpers/db.ts';
import { client } from '../helpers/http.ts';

describe('database connections', () => {
  it('every request hands its connection back: 40 in a row, twice the server limit, all succeed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await client().request('/api/health')).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('answers 503 in Portuguese, quickly, when the database cannot be reached', async () => {
    const unreachable = { ...env, DB_RELAY: '127.0.0.1:9', DATABASE_URL: 'postgres://postgres:x@127.0.0.1:9/postgres' };
    const started = Date.now();
    const res = await app.fetch(new Request('http://localhost/api/health'), unreachable, {
      waitUntil: () => {},
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'unavailable', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
    });
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe('concurrent clients', () => {
  // Regression: a transaction of one client could start between another client's Parse and Bind and replace its
  // unnamed statement (the embedded server now keeps a batch together: drizzle/local/serial-batches.ts).
  it('never mix up two clients’ statements: 16 pools in parallel, half of them in transactions', async () => {
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        withDb(async (db) => {
          const rows: unknown[] = [];
          for (let k = 0; k < 10; k++) {
            if (i % 2) {
              rows.push((await db.execute<{ v: string }>(sql`SELECT ${`t${i}-${k}`}::text AS v`)).rows[0]!.v);
            } else {
              const v = await db.transaction(async (tx) => {
                const a = await tx.execute<{ v: number }>(sql`SELECT ${i * 100 + k}::int AS v`);
                await tx.execute(sql`SELECT ${crypto.randomUUID()}::uuid`);
                return a.rows[0]!.v;
              });
              rows.push(v);
            }
          }
          return rows;
        }),
      ),
    );
    results.forEach((rows, i) => {
      expect(rows).toEqual(Array.from({ length: 10 }, (_, k) => (i % 2 ? `t${i}-${k}` : i * 100 + k)));
    });
  });
});
