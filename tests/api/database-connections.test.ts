import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { client, json } from '../helpers/http.ts';

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
    expect(await json(res)).toEqual({
      error: { code: 'unavailable', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
    });
    expect(Date.now() - started).toBeLessThan(6000);
  });
});
