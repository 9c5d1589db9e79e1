import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp } from '../helpers/factories.ts';

describe('daily maintenance (cron)', () => {
  it('deletes expired sessions and stale login counters, and keeps live ones', async () => {
    const live = await signedUp('corretor');
    const expired = await signedUp('corretor');
    const stale = `login:conta:stale-${crypto.randomUUID()}@teste.com.br`;
    const locked = `login:conta:locked-${crypto.randomUUID()}@teste.com.br`;
    const recent = `login:par:recent-${crypto.randomUUID()}@teste.com.br|203.0.113.9`;
    const trusted = `login:rede:trusted-${crypto.randomUUID()}@teste.com.br|203.0.113.9`;
    const forgotten = `login:rede:forgotten-${crypto.randomUUID()}@teste.com.br|203.0.113.9`;
    await withDb(async (db) => {
      await db.execute(
        sql`UPDATE sessions SET expires_at = now() - interval '1 day' WHERE user_id = ${expired.userId}`,
      );
      await db.execute(sql`
        INSERT INTO tentativas_login (chave, falhas, janela_inicio, bloqueado_ate) VALUES
          (${stale}, 3, now() - interval '25 hours', NULL),
          (${locked}, 5, now() - interval '25 hours', now() + interval '10 minutes'),
          (${recent}, 2, now() - interval '23 hours', NULL),
          (${trusted}, 0, now() - interval '29 days', NULL),
          (${forgotten}, 0, now() - interval '31 days', NULL)`);
    });

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    const counts = await withDb(async (db) => {
      const r = await db.execute<{ live: number; expired: number; keys: string[] }>(sql`
        SELECT (SELECT count(*)::int FROM sessions WHERE user_id = ${live.userId}) AS live,
               (SELECT count(*)::int FROM sessions WHERE user_id = ${expired.userId}) AS expired,
               (SELECT coalesce(array_agg(chave), '{}') FROM tentativas_login
                 WHERE chave IN (${stale}, ${locked}, ${recent}, ${trusted}, ${forgotten})) AS keys`);
      return r.rows[0]!;
    });
    expect({ ...counts, keys: counts.keys.sort() }).toEqual({
      live: 1,
      expired: 0,
      keys: [locked, recent, trusted].sort(),
    });
  });
});
