// The reservation race against a running `npm start`: BENCH_BROKERS brokers (200) with Ativo contracts press
// 'Reservar' on the same unit at once, BENCH_RUNS times (20), one fresh unit per run. Prints the winners of each run
// (must be 1) and the latency p50/p95/p99 of all requests. Users, sessions and the development are made in SQL.
// `BENCH_URL=http://127.0.0.1:8787 node --import tsx tests/bench/espelho-race.ts` with PG_PORT/RELAY_PORT of the server.
import { developmentWithBrokers, pct } from './launch-setup.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const BROKERS = Number(process.env.BENCH_BROKERS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const dev = await developmentWithBrokers('corrida', BROKERS, { row: RUNS });
const { imovelId, cookies } = dev;
const unidades = dev.unidades.map((u) => u.id);

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
