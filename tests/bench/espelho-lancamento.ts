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
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { developmentWithBrokers, openGrids, pct } from './launch-setup.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const BROKERS = Number(process.env.BENCH_BROKERS ?? 300);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 300);
const HOT = Number(process.env.BENCH_HOT ?? 50);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);

const { imovelId, cookies, unidades } = await developmentWithBrokers('lancamento', BROKERS, {
  towers: 10,
  floors: 25,
  perFloor: 8,
});
// The hot units: the top floor of Torre A and the floors below it, the first 50 of the grid.
const hot = unidades.filter((u) => u.torre === 'Torre A').slice(0, HOT);

/** Per socket, per hot unit, when it first showed Reservada. */
const vistos = cookies.map(() => new Map<string, number>());
let fechados = 0;
let encerrando = false;
const sockets = await openGrids(
  BASE,
  imovelId,
  cookies,
  (i, frame, agora) => {
    const visto = vistos[i]!;
    for (const u of frame.unidades ?? []) if (u.status === 'Reservada' && !visto.has(u.id)) visto.set(u.id, agora);
  },
  () => !encerrando && fechados++,
);

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
