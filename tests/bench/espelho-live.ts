// Live grid fan-out against a running `npm start`: BENCH_SOCKETS (300) open grids of one development (brokers with
// Ativo contracts), then BENCH_RESERVAS (20) reservations one after another. For each, the time from the reservation's
// answer (its commit is done) to the frame reaching the last socket; prints p50/p95/p99 and any socket that missed one.
// `BENCH_URL=http://127.0.0.1:8787 node --import tsx tests/bench/espelho-live.ts` with PG_PORT/RELAY_PORT of the server.
import { developmentWithBrokers, openGrids, pct } from './launch-setup.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300);
const RESERVAS = Number(process.env.BENCH_RESERVAS ?? 20);

const dev = await developmentWithBrokers('aovivo', SOCKETS, { row: RESERVAS });
const { imovelId, cookies } = dev;
const unidades = dev.unidades.map((u) => u.id);

/** unidade id → sockets that got its frame, and when the last one did. */
const recebidos = new Map<string, { n: number; ultimo: number }>();
const sockets = await openGrids(BASE, imovelId, cookies, (_, frame, agora) => {
  for (const u of frame.unidades ?? []) {
    if (u.status !== 'Reservada') continue;
    const r = recebidos.get(u.id) ?? { n: 0, ultimo: 0 };
    recebidos.set(u.id, { n: r.n + 1, ultimo: Math.max(r.ultimo, agora) });
  }
});

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
