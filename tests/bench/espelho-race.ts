// The reservation race against a running `npm start`: BENCH_BROKERS brokers (200) with Ativo contracts press
// 'Reservar' on the same unit at once, BENCH_RUNS times (20), one fresh unit per run. Prints the winners of each run
// (must be 1) and the latency p50/p95/p99 of all requests. Users, sessions and the development are made in SQL.
// `BENCH_URL=http://127.0.0.1:8787 node --import tsx tests/bench/espelho-race.ts` with PG_PORT/RELAY_PORT of the server.
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const BROKERS = Number(process.env.BENCH_BROKERS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const run = Date.now().toString(36);

const { db, close } = await connectLocalDatabase();
const setup = await db.execute<{ imovel_id: string; user_id: string }>(sql`
  WITH dev AS (
    INSERT INTO users (email, password_hash, user_type)
    VALUES ('bench.corrida.' || ${run} || '@teste.com.br', 'bench-sem-login', 'construtora') RETURNING id, email
  ), ct AS (
    INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Corrida', email FROM dev RETURNING id
  ), im AS (
    INSERT INTO imoveis (construtora_id, nome, endereco, reservas_max_por_corretor)
    SELECT id, 'Residencial Corrida ' || ${run}, 'Rua do Bench, 2', 50 FROM ct RETURNING id, construtora_id
  ), un AS (
    INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos)
    SELECT im.id, 'Torre A', (100 + g)::text, 1, 50000000 FROM im, generate_series(1, ${RUNS}) g
  ), us AS (
    INSERT INTO users (email, password_hash, user_type)
    SELECT 'bench.corrida.' || ${run} || '.k' || g || '@teste.com.br', 'bench-sem-login', 'corretor'
      FROM generate_series(1, ${BROKERS}) g RETURNING id, email
  ), ks AS (
    INSERT INTO corretores (user_id, nome, email, creci) SELECT id, 'Corretor Corrida', email, 'CRECI-SP 1' FROM us
    RETURNING id, user_id
  ), kc AS (
    INSERT INTO contratos_captacao (imovel_id, corretor_id, construtora_id, status_contrato)
    SELECT im.id, ks.id, im.construtora_id, 'Ativo' FROM im, ks
  )
  SELECT im.id AS imovel_id, ks.user_id FROM im, ks`);
const imovelId = setup.rows[0]!.imovel_id;
const cookies: string[] = [];
for (const r of setup.rows) cookies.push(`${SESSION_COOKIE}=${(await createSession(db, r.user_id, 'bench')).token}`);
const unidades = (
  await db.execute<{ id: string }>(sql`SELECT id FROM unidades WHERE imovel_id = ${imovelId} ORDER BY numero`)
).rows.map((r) => r.id);
await close();

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
const latencias: number[] = [];
const vencedores: number[] = [];
for (const unidadeId of unidades) {
  const statuses = await Promise.all(
    cookies.map(async (cookie) => {
      const t0 = performance.now();
      const res = await fetch(`${BASE}/api/espelho/${imovelId}/unidades/${unidadeId}/reserva`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: BASE, 'Content-Type': 'application/json' },
        body: JSON.stringify({ cliente_nome: 'Cliente Corrida', cliente_telefone: '41999990000' }),
      });
      await res.arrayBuffer();
      latencias.push(performance.now() - t0);
      return res.status;
    }),
  );
  vencedores.push(statuses.filter((s) => s === 201).length);
  const outros = statuses.filter((s) => s !== 201 && s !== 409);
  if (outros.length) console.log(`statuses inesperados: ${outros.join(', ')}`);
}
console.log(`corrida: ${BROKERS} corretores × ${RUNS} unidades`);
console.log(`vencedores por rodada: ${vencedores.join(' ')}`);
console.log(
  `latência ms: p50 ${pct(latencias, 50).toFixed(0)} · p95 ${pct(latencias, 95).toFixed(0)} · p99 ${pct(latencias, 99).toFixed(0)}`,
);
