// Live grid fan-out against a running `npm start`: BENCH_SOCKETS (300) open grids of one development (brokers with
// Ativo contracts), then BENCH_RESERVAS (20) reservations one after another. For each, the time from the reservation's
// answer (its commit is done) to the frame reaching the last socket; prints p50/p95/p99 and any socket that missed one.
// `BENCH_URL=http://127.0.0.1:8787 node --import tsx tests/bench/espelho-live.ts` with PG_PORT/RELAY_PORT of the server.
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300);
const RESERVAS = Number(process.env.BENCH_RESERVAS ?? 20);
const run = Date.now().toString(36);

const { db, close } = await connectLocalDatabase();
const setup = await db.execute<{ imovel_id: string; user_id: string }>(sql`
  WITH dev AS (
    INSERT INTO users (email, password_hash, user_type)
    VALUES ('bench.aovivo.' || ${run} || '@teste.com.br', 'bench-sem-login', 'construtora') RETURNING id, email
  ), ct AS (
    INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Ao Vivo', email FROM dev RETURNING id
  ), im AS (
    INSERT INTO imoveis (construtora_id, nome, endereco, reservas_max_por_corretor)
    SELECT id, 'Residencial Ao Vivo ' || ${run}, 'Rua do Bench, 4', 50 FROM ct RETURNING id, construtora_id
  ), un AS (
    INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos)
    SELECT im.id, 'Torre A', (100 + g)::text, 1, 50000000 FROM im, generate_series(1, ${RESERVAS}) g
  ), us AS (
    INSERT INTO users (email, password_hash, user_type)
    SELECT 'bench.aovivo.' || ${run} || '.k' || g || '@teste.com.br', 'bench-sem-login', 'corretor'
      FROM generate_series(1, ${SOCKETS}) g RETURNING id, email
  ), ks AS (
    INSERT INTO corretores (user_id, nome, email, creci) SELECT id, 'Corretor Ao Vivo', email, 'CRECI-SP 1' FROM us
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

/** unidade id → sockets that got its frame, and when the last one did. */
const recebidos = new Map<string, { n: number; ultimo: number }>();
const sockets: WebSocket[] = [];
const wsUrl = `${BASE.replace(/^http/, 'ws')}/api/espelho/${imovelId}/ws`;
for (let i = 0; i < cookies.length; i += 50) {
  await Promise.all(
    cookies.slice(i, i + 50).map(
      (cookie) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(wsUrl, { headers: { Cookie: cookie, Origin: BASE } });
          ws.on('open', () => resolve());
          ws.on('error', reject);
          ws.on('message', (data) => {
            const agora = performance.now();
            const frame = JSON.parse(String(data)) as { type: string; unidades?: { id: string; status: string }[] };
            for (const u of frame.unidades ?? []) {
              if (u.status !== 'Reservada') continue;
              const r = recebidos.get(u.id) ?? { n: 0, ultimo: 0 };
              recebidos.set(u.id, { n: r.n + 1, ultimo: Math.max(r.ultimo, agora) });
            }
          });
          sockets.push(ws);
        }),
    ),
  );
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
const atrasos: number[] = [];
let faltas = 0;
for (const [i, unidadeId] of unidades.entries()) {
  const res = await fetch(`${BASE}/api/espelho/${imovelId}/unidades/${unidadeId}/reserva`, {
    method: 'POST',
    headers: { Cookie: cookies[i % cookies.length]!, Origin: BASE, 'Content-Type': 'application/json' },
    body: JSON.stringify({ cliente_nome: 'Cliente Ao Vivo', cliente_telefone: '41999990000' }),
  });
  const commit = performance.now();
  if (res.status !== 201) throw new Error(`reserva ${res.status}: ${await res.text()}`);
  const ate = Date.now() + 10_000;
  while ((recebidos.get(unidadeId)?.n ?? 0) < SOCKETS && Date.now() < ate) await new Promise((r) => setTimeout(r, 5));
  const r = recebidos.get(unidadeId) ?? { n: 0, ultimo: commit };
  faltas += SOCKETS - r.n;
  atrasos.push(Math.max(0, r.ultimo - commit));
}
for (const ws of sockets) ws.close();
console.log(`ao vivo: ${SOCKETS} sockets, ${RESERVAS} reservas; frames que faltaram: ${faltas}`);
console.log(
  `commit → último socket ms: p50 ${pct(atrasos, 50).toFixed(0)} · p95 ${pct(atrasos, 95).toFixed(0)} · p99 ${pct(atrasos, 99).toFixed(0)}`,
);
