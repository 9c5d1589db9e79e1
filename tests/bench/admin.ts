// The admin's user list with 100,000 users: p50/p95 of search and pagination through the domain function the API
// runs, plus EXPLAIN ANALYZE of its queries. Users are inserted in SQL (they never sign in) and kept for reruns.
// Against a running `npm start` (PG_PORT/RELAY_PORT as given to it): `npm exec -- node --import tsx tests/bench/admin.ts`.
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { listUsers } from '../../worker/domain/admin.ts';
import type { Db } from '../../worker/lib/env.ts';
import { usuariosQuery } from '../../worker/schemas/admin-input.ts';

const TARGET = Number(process.env.BENCH_USUARIOS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const { db: nodeDb, close } = await connectLocalDatabase();
const db = nodeDb as unknown as Db;

const existing = (
  await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench.usuario%'`)
).rows[0]!.n;
if (existing < TARGET) {
  console.log(`Inserindo ${(TARGET - existing).toLocaleString('pt-BR')} usuários…`);
  const t = performance.now();
  for (let from = existing + 1; from <= TARGET; from += 20_000) {
    const to = Math.min(TARGET, from + 19_999);
    await db.execute(sql`
      WITH novos AS (
        INSERT INTO users (email, password_hash, user_type, created_at)
        SELECT 'bench.usuario' || g || '@teste.com.br', 'bench-sem-login',
               CASE WHEN g % 10 = 0 THEN 'construtora' ELSE 'corretor' END, now() - g * interval '1 minute'
          FROM generate_series(${from}::int, ${to}::int) g
        ON CONFLICT (email) DO NOTHING RETURNING id, email, user_type)
      , c AS (INSERT INTO construtoras (user_id, nome, email)
              SELECT id, 'Construtora Bench ' || split_part(email, '@', 1), email FROM novos WHERE user_type = 'construtora')
      INSERT INTO corretores (user_id, nome, email, creci)
      SELECT id, 'Corretor Bench ' || split_part(email, '@', 1), email, 'CRECI-SP 1' FROM novos WHERE user_type = 'corretor'`);
  }
  await db.execute(sql`ANALYZE users; ANALYZE construtoras; ANALYZE corretores`);
  console.log(`  em ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const total = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
console.log(`Usuários: ${total.toLocaleString('pt-BR')} · ${RUNS} execuções por cenário`);

const first = await listUsers(db, usuariosQuery.parse({}));
const deep = await (async () => {
  let page = first;
  for (let i = 0; i < 50; i++) page = await listUsers(db, usuariosQuery.parse({ cursor: page.nextCursor! }));
  return page.nextCursor!;
})();

const scenarios: [string, Record<string, string>][] = [
  ['1ª página (todos)', {}],
  ['2ª página (cursor)', { cursor: first.nextCursor! }],
  ['52ª página (cursor)', { cursor: deep }],
  ['filtro construtoras', { tipo: 'construtora' }],
  ['busca e-mail "usuario12345"', { q: 'usuario12345' }],
  ['busca nome "corretor bench"', { q: 'corretor bench' }],
  ['busca sem resultado "xyzw"', { q: 'xyzw' }],
];

const pct = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
console.log('\ncenário'.padEnd(34) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + '  total');
for (const [label, params] of scenarios) {
  const q = usuariosQuery.parse(params);
  await listUsers(db, q);
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    n = (await listUsers(db, q)).total;
    times.push(performance.now() - t);
  }
  console.log(
    `${label.padEnd(33)}${pct(times, 0.5).toFixed(1).padStart(9)}${pct(times, 0.95).toFixed(1).padStart(9)}  ${n}`,
  );
}

const from = sql`FROM users u LEFT JOIN construtoras c ON c.user_id = u.id LEFT JOIN corretores r ON r.user_id = u.id`;
const explain = async (label: string, q: ReturnType<typeof sql>) => {
  const r = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${q}`);
  console.log(`\n${label}\n${r.rows.map((x) => `  ${x['QUERY PLAN']}`).join('\n')}`);
};
await explain(
  'EXPLAIN 1ª página',
  sql`SELECT u.id ${from} WHERE u.excluido_em IS NULL ORDER BY u.created_at DESC, u.id DESC LIMIT 21`,
);
await explain(
  'EXPLAIN busca "usuario12345" (página)',
  sql`SELECT u.id ${from} WHERE u.excluido_em IS NULL
        AND u.id IN (SELECT id FROM users WHERE email LIKE '%usuario12345%'
                     UNION SELECT user_id FROM construtoras WHERE lower(nome) LIKE '%usuario12345%'
                     UNION SELECT user_id FROM corretores WHERE lower(nome) LIKE '%usuario12345%')
      ORDER BY u.created_at DESC, u.id DESC LIMIT 21`,
);
await explain(
  'EXPLAIN busca "usuario12345" (total)',
  sql`SELECT count(*) FROM users u WHERE u.excluido_em IS NULL
        AND u.id IN (SELECT id FROM users WHERE email LIKE '%usuario12345%'
                     UNION SELECT user_id FROM construtoras WHERE lower(nome) LIKE '%usuario12345%'
                     UNION SELECT user_id FROM corretores WHERE lower(nome) LIKE '%usuario12345%')`,
);
await close();
