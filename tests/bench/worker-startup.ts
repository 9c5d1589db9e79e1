// `node --import tsx tests/bench/worker-startup.ts [dir]`: Worker cold start in workerd (Miniflare), from an
// empty process to the first response (robots.txt, no database), for the bundle `wrangler deploy --dry-run
// --outdir` writes (built here unless a folder holding one is given). Prints p50/min over BENCH_RUNS starts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

const runs = Number(process.env.BENCH_RUNS ?? 7);
let dir = process.argv[2];
if (!dir) {
  dir = mkdtempSync(path.join(tmpdir(), 'conecta-startup-'));
  const res = spawnSync('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', dir], {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' },
  });
  if (res.status !== 0) process.exit(1);
}
const files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.txt'));
const modules = files.map((f) => ({
  type: f.endsWith('.js') ? ('ESModule' as const) : ('Text' as const),
  path: path.resolve(dir, f),
  contents: readFileSync(path.join(dir, f)),
}));
const main = modules.find((m) => m.path.endsWith('index.js'))!;
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: [main, ...modules.filter((m) => m !== main)],
      modulesRoot: dir,
      compatibilityDate: '2026-11-01',
      compatibilityFlags: ['nodejs_compat'],
      bindings: { SITE_ORIGIN: 'http://localhost:8787', EDGE_CACHE: 'off' },
    }),
  );
  const res = await mf.dispatchFetch('http://localhost/robots.txt');
  await res.text();
  times.push(performance.now() - started);
  if (!res.ok) throw new Error(`robots.txt → ${res.status}`);
  await mf.dispose();
}
times.sort((a, b) => a - b);
const size = statSync(main.path).size;
console.log(
  `${path.basename(dir)}: index.js ${(size / 1024).toFixed(0)} KB · início até a 1ª resposta: ` +
    `p50 ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, mín ${times[0]!.toFixed(0)} ms (${runs} partidas)`,
);
