// `node --import tsx tests/bench/db-latency.ts`: latency of the list and detail API against the simulated database
// round trip (RELAY_DELAY_MS of the local relay), one `npm start` per delay, requests one at a time so that each
// figure is a single request's latency. Then, with the edge cache on, a cache miss against a hit.
// Uses the dev ports of the environment (PORT, PG_PORT, RELAY_PORT, PGLITE_DIR), so stop your own `npm start` first.
// BENCH_DELAYS (default 0,30,120), BENCH_REQUESTS (default 30), BENCH_CACHE_DELAY (default 30; "none" skips it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { answerOf } from '../helpers/contract.ts';

const port = Number(process.env.PORT ?? 8787);
const base = `http://127.0.0.1:${port}`;
const delays = (process.env.BENCH_DELAYS ?? '0,30,120').split(',').map(Number);
const n = Number(process.env.BENCH_REQUESTS ?? 30);
const cacheDelay = process.env.BENCH_CACHE_DELAY ?? '30';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(url: string, expectCache?: string) {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${url} → ${res.status}`);
  const cache = res.headers.get('x-cache');
  if (expectCache && cache !== expectCache) throw new Error(`${url}: X-Cache ${cache}, esperado ${expectCache}`);
  return ms;
}

async function series(urls: string[], expectCache?: string) {
  const times: number[] = [];
  for (const url of urls) times.push(await timed(url, expectCache));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function withServer<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  // Another server on the port would be measured instead of ours, at the wrong delay.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${base} já está em uso`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'drizzle/local/start.ts'], {
    // As `npm start` would: wrangler runs on the project's Node (node_modules/.bin first on the PATH).
    env: { ...process.env, ...env, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 240 || child.exitCode !== null) throw new Error('npm start não respondeu');
      await new Promise((r) => setTimeout(r, 500));
    }
    return await run();
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function detailIds() {
  const page = await answerOf(await fetch(`${base}/api/oportunidades?limit=48`), 'GET', '/api/oportunidades');
  return page.items.map((i) => i.id);
}

const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
const rows: string[] = [];
for (const delay of delays) {
  await withServer({ RELAY_DELAY_MS: String(delay), EDGE_CACHE: 'off' }, async () => {
    const ids = await detailIds();
    const list = Array.from({ length: n }, () => `${base}/api/oportunidades?limit=20`);
    const detail = Array.from({ length: n }, (_, i) => `${base}/api/oportunidades/${ids[i % ids.length]}`);
    await series([...list.slice(0, 3), ...detail.slice(0, 3)]);
    const l = await series(list);
    const d = await series(detail);
    rows.push(`${String(delay).padStart(8)} ms${f(l.p50)}${f(l.p95)}${f(d.p50)}${f(d.p95)}`);
    console.error(rows.at(-1));
  });
}
console.log(`\nLatência por atraso do banco (RELAY_DELAY_MS), ${n} requisições sequenciais por linha`);
console.log(
  `${'atraso'.padStart(11)}${'lista p50'.padStart(10)}${'p95'.padStart(10)}${'det. p50'.padStart(10)}${'p95'.padStart(10)}`,
);
for (const row of rows) console.log(row);

if (cacheDelay !== 'none') {
  await withServer({ RELAY_DELAY_MS: cacheDelay, EDGE_CACHE: 'on' }, async () => {
    // Distinct keys the validators accept (limit 1..48, one id each) miss once; the same key again is a hit.
    const ids = await detailIds();
    const m = Math.min(n, ids.length);
    const listMiss = Array.from({ length: m }, (_, i) => `${base}/api/oportunidades?limit=${i + 1}`);
    const detailMiss = ids.slice(0, m).map((id) => `${base}/api/oportunidades/${id}`);
    const missList = await series(listMiss, 'MISS');
    const missDetail = await series(detailMiss, 'MISS');
    const hitList = await series(listMiss, 'HIT');
    const hitDetail = await series(detailMiss, 'HIT');
    console.log(`\nCache de borda (RELAY_DELAY_MS=${cacheDelay}), ${m} chaves distintas`);
    console.log(
      `${''.padStart(11)}${'lista p50'.padStart(10)}${'p95'.padStart(10)}${'det. p50'.padStart(10)}${'p95'.padStart(10)}`,
    );
    console.log(`${'MISS'.padStart(11)}${f(missList.p50)}${f(missList.p95)}${f(missDetail.p50)}${f(missDetail.p95)}`);
    console.log(`${'HIT'.padStart(11)}${f(hitList.p50)}${f(hitList.p95)}${f(hitDetail.p50)}${f(hitDetail.p95)}`);
  });
}
