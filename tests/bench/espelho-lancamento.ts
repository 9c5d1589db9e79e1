// Launch day against a running `npm start` (run it on a real PostgreSQL: `DATABASE_URL=postgres://… npm start`):
// a development of 2,000 units (10 towers × 25 floors × 8), BENCH_BROKERS brokers (300) with Ativo contracts, each
// with the grid's socket open, then BENCH_ATTEMPTS reservations (300) spread evenly over BENCH_WINDOW_MS (10 s) on
// BENCH_HOT units (50) everyone wants (attempt i goes to hot unit i mod 50). Prints:
//   - winners per hot unit (must be exactly 1 each, read from the database) and the answers by status
//   - the latency of the winners' 201 and the losers' 409 (p50/p95/p99)
//   - from each winner's 201 to every open grid showing that unit Reservada (p50/p95/p99 over sockets × units)
//   - frames that never came (must be 0) and sockets that closed
// Users, sessions and the development are made in SQL. With PG_PORT/RELAY_PORT (or DATABASE_URL) of the server:
// `BENCH_URL=http://127.0.0.1:8787 node --import tsx tests/bench/espelho-lancamento.ts`
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const BROKERS = Number(process.env.BENCH_BROKERS ?? 300);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 300);
const HOT = Number(process.env.BENCH_HOT ?? 50);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
const run = Date.now().toString(36);

const { db, close } = await connectLocalDatabase();
const setup = await db.execute<{ imovel_id: string; user_id: string }>(sql`
  WITH dev AS (
    INSERT INTO users (email, password_hash, user_type)
    VALUES ('bench.lancamento.' || ${run} || '@teste.com.br', 'bench-sem-login', 'construtora') RETURNING id, email
  ), ct AS (
    INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Lançamento', email FROM dev RETURNING id
  ), im AS (
    INSERT INTO imoveis (construtora_id, nome, endereco)
    SELECT id, 'Residencial Lançamento ' || ${run}, 'Rua do Bench, 29' FROM ct RETURNING id, construtora_id
  ), un AS (
    INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos)
    SELECT im.id, 'Torre ' || chr(64 + t), (f * 100 + p)::text, f, p::text, '2 dorms', 68, 1, 45000000 + f * 100000
      FROM im, generate_series(1, 10) t, generate_series(1, 25) f, generate_series(1, 8) p
  ), us AS (
    INSERT INTO users (email, password_hash, user_type)
    SELECT 'bench.lancamento.' || ${run} || '.k' || g || '@teste.com.br', 'bench-sem-login', 'corretor'
      FROM generate_series(1, ${BROKERS}) g RETURNING id, email
  ), ks AS (
    INSERT INTO corretores (user_id, nome, email, creci) SELECT id, 'Corretor Lançamento', email, 'CRECI-SP 1' FROM us
    RETURNING id, user_id
  ), kc AS (
    INSERT INTO contratos_captacao (imovel_id, corretor_id, construtora_id, status_contrato)
    SELECT im.id, ks.id, im.construtora_id, 'Ativo' FROM im, ks
  )
  SELECT im.id AS imovel_id, ks.user_id FROM im, ks`);
const imovelId = setup.rows[0]!.imovel_id;
const cookies: string[] = [];
for (const r of setup.rows) cookies.push(`${SESSION_COOKIE}=${(await createSession(db, r.user_id, 'bench')).token}`);
// The hot units: the top floor of Torre A and the floors below it, the first 50 of the grid.
const hot = (
  await db.execute<{ id: string; numero: string }>(sql`
    SELECT id, numero FROM unidades WHERE imovel_id = ${imovelId} AND torre = 'Torre A'
     ORDER BY andar DESC, numero LIMIT ${HOT}`)
).rows;
await close();

/** Per socket, per hot unit, when it first showed Reservada. */
const vistos = cookies.map(() => new Map<string, number>());
let fechados = 0;
let encerrando = false;
const sockets: WebSocket[] = [];
const wsUrl = `${BASE.replace(/^http/, 'ws')}/api/espelho/${imovelId}/ws`;
for (let i = 0; i < cookies.length; i += 50) {
  await Promise.all(
    cookies.slice(i, i + 50).map(
      (cookie, k) =>
        new Promise<void>((resolve, reject) => {
          const visto = vistos[i + k]!;
          const ws = new WebSocket(wsUrl, { headers: { Cookie: cookie, Origin: BASE } });
          ws.on('open', () => resolve());
          ws.on('error', reject);
          ws.on('close', () => !encerrando && fechados++);
          ws.on('message', (data) => {
            const agora = performance.now();
            const frame = JSON.parse(String(data)) as { unidades?: { id: string; status: string }[] };
            for (const u of frame.unidades ?? [])
              if (u.status === 'Reservada' && !visto.has(u.id)) visto.set(u.id, agora);
          });
          sockets.push(ws);
        }),
    ),
  );
}

type Tentativa = { unidade: string; status: number; ms: number; fim: number };
const t0 = performance.now();
const tentativas = await Promise.all(
  Array.from({ length: ATTEMPTS }, async (_, i): Promise<Tentativa> => {
    await new Promise((r) => setTimeout(r, (i * WINDOW_MS) / ATTEMPTS));
    const unidade = hot[i % hot.length]!.id;
    const inicio = performance.now();
    const res = await fetch(`${BASE}/api/espelho/${imovelId}/unidades/${unidade}/reserva`, {
      method: 'POST',
      headers: { Cookie: cookies[i % cookies.length]!, Origin: BASE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ cliente_nome: 'Cliente Lançamento', cliente_telefone: '41999990000' }),
    });
    await res.arrayBuffer();
    const fim = performance.now();
    return { unidade, status: res.status, ms: fim - inicio, fim };
  }),
);
const duracao = performance.now() - t0;

// Every hot unit's frame has had time to reach every socket.
const ate = Date.now() + 10_000;
const completos = () => vistos.every((v) => hot.every((u) => v.has(u.id)));
while (!completos() && Date.now() < ate) await new Promise((r) => setTimeout(r, 20));
encerrando = true;
for (const ws of sockets) ws.close();

const { db: db2, close: close2 } = await connectLocalDatabase();
const vencedores = await db2.execute<{ unidade_id: string; n: number }>(sql`
  SELECT unidade_id, count(*)::int AS n FROM reservas_unidades
   WHERE imovel_id = ${imovelId} AND status = 'Ativa' GROUP BY unidade_id`);
await close2();

const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]! : Number.NaN;
const resumo = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0)} · p95 ${pct(xs, 95).toFixed(0)} · p99 ${pct(xs, 99).toFixed(0)} ms`;
const porStatus = new Map<number, number>();
for (const t of tentativas) porStatus.set(t.status, (porStatus.get(t.status) ?? 0) + 1);
const ganhou = new Map(tentativas.filter((t) => t.status === 201).map((t) => [t.unidade, t.fim]));
const atrasos: number[] = [];
let faltas = 0;
for (const visto of vistos) {
  for (const u of hot) {
    const quando = visto.get(u.id);
    if (quando === undefined) faltas++;
    else atrasos.push(Math.max(0, quando - (ganhou.get(u.id) ?? quando)));
  }
}
const umPorUnidade = hot.every((u) => vencedores.rows.find((r) => r.unidade_id === u.id)?.n === 1);

console.log(
  `lançamento: ${BROKERS} corretores com o espelho aberto (2.000 unidades), ${ATTEMPTS} tentativas em ` +
    `${(duracao / 1000).toFixed(1)} s sobre ${HOT} unidades`,
);
console.log(`respostas: ${[...porStatus].map(([s, n]) => `${n}× ${s}`).join(', ')}`);
console.log(
  `vencedores: ${vencedores.rows.length} unidades reservadas, exatamente um por unidade: ${umPorUnidade ? 'sim' : 'NÃO'}`,
);
console.log(`201 (vencedor): ${resumo(tentativas.filter((t) => t.status === 201).map((t) => t.ms))}`);
console.log(`409 (perdedor): ${resumo(tentativas.filter((t) => t.status === 409).map((t) => t.ms))}`);
console.log(`201 → cada espelho aberto mostra a unidade Reservada: ${resumo(atrasos)} (${atrasos.length} medidas)`);
console.log(`quadros que não chegaram: ${faltas}; sockets fechados antes do fim: ${fechados}`);
