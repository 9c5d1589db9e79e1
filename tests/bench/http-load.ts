// A small closed-loop load generator: `concurrency` workers send requests until `total` are done.
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';

/** Stops the bench with a Portuguese hint when no app answers at `base`. */
export async function requireRunningApp(base: string) {
  const health = await fetch(`${base}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`O app não responde em ${base}. Rode \`npm start\` em outro terminal (ou defina BENCH_URL).`);
    process.exit(1);
  }
}

/** How many active developments the running stack's database holds (the volume the figures are for). */
export async function countActiveDevelopments() {
  const db = await connectLocalDatabase();
  const count = await db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM imoveis WHERE ativo`);
  await db.close();
  return count.rows[0]!.n;
}
export type LoadResult = {
  label: string;
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function load(
  label: string,
  makeRequest: (i: number) => Promise<Response>,
  { total = 200, concurrency = 8 } = {},
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        try {
          const res = await makeRequest(i);
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    label,
    n: times.length,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / elapsed,
  };
}

export function printTable(rows: LoadResult[]) {
  const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
  console.log(`${'cenário'.padEnd(44)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}   req/s  erros`);
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(44)}${f(r.p50)}${f(r.p95)}${f(r.p99)}${r.rps.toFixed(0).padStart(8)}${String(r.errors).padStart(7)}`,
    );
  }
}
