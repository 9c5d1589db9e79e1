// `npm run size-budget` (CI runs it): fails (exit 1) when the Worker bundle or a public
// page's first-load JavaScript is over its budget, and prints every figure either way.
// - Worker: index.js of `wrangler deploy --dry-run --outdir`, the very file the upload sends (minified,
//   wrangler.toml); the separate modules next to it (text lists) are printed, not budgeted.
// - First-load JS of a page, gzipped: the chunks its HTML makes the browser fetch before it is interactive, read
//   from the static import graph of a fresh production build's Vite manifest (dist/web/.vite/manifest.json):
//   the entry, the app it starts (main.tsx) and the page's route module, each with its static imports. Lazy
//   chunks a page fetches later are not counted; tests/bench/bundle-size.ts measures every script a page loads
//   in Chromium against a running server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 1.5 MB until pdf-lib (+472 KB) and @hono/zod-openapi with zod's locales (+435 KB) came in: docs/desempenho.md.
const WORKER_BUDGET = 2.2 * 1024 * 1024;
// Each public page's ceiling, about 1 KB above its figure when it was set, so that any growth fails CI (history and
// the 90 KB goal in docs/desempenho.md). Key: the page's route module (manifest key, handle.module of web/router.tsx).
const PAGES: [route: string, module: string, budget: number][] = [
  ['/', 'routes/home.tsx', 132.5 * 1024],
  ['/oportunidades', 'routes/oportunidades/index.tsx', 137 * 1024],
  ['/imoveis', 'routes/imoveis.tsx', 136 * 1024],
  ['/oportunidades/:id', 'routes/oportunidades/$id.tsx', 140 * 1024],
];

function run(cmd: string, args: string[]) {
  const res = spawnSync(cmd, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' },
  });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} → ${res.status}\n${res.stdout}`);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
// A chunk names its siblings by content hash, and random hash characters gzip differently: with the same code a page
// moved by up to 0.45 KB when an unrelated chunk changed. The figure is taken with every hash written as one fixed
// string, so it moves only when code does.
const withoutHashes = (code: Buffer) =>
  Buffer.from(code.toString('utf8').replace(/-[\w-]{8}\.(js|css)\b/g, '-HASH.$1'));
const failures: string[] = [];

run('node_modules/.bin/vite', ['build', '--mode', 'production', '--logLevel', 'error']);
const out = mkdtempSync(path.join(tmpdir(), 'conecta-worker-'));
try {
  run('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', out]);
  console.log('Worker (wrangler deploy --dry-run):');
  for (const file of readdirSync(out).filter((f) => !f.endsWith('.map') && f !== 'README.md')) {
    const bytes = statSync(path.join(out, file)).size;
    const gzip = gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length;
    const budget = file === 'index.js' ? ` (limite ${kb(WORKER_BUDGET)})` : '';
    console.log(`  ${file.padEnd(56)}${kb(bytes).padStart(11)}  gzip ${kb(gzip).padStart(9)}${budget}`);
    if (file === 'index.js' && bytes > WORKER_BUDGET) failures.push(`Worker: ${kb(bytes)} > ${kb(WORKER_BUDGET)}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

type Chunk = { file: string; imports?: string[] };
const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
function staticClosure(keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} não está no manifesto do Vite`);
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
console.log('\nJavaScript da primeira carga (gzip, grafo estático do manifesto do Vite):');
for (const [route, module, budget] of PAGES) {
  const files = [...staticClosure(['index.html', 'main.tsx', module])].map((k) => manifest[k]!.file);
  const js = files.filter((f) => f.endsWith('.js'));
  const bytes = js.reduce(
    (sum, f) => sum + gzipSync(withoutHashes(readFileSync(`dist/web/${f}`)), { level: 9 }).length,
    0,
  );
  console.log(
    `  ${route.padEnd(22)}${String(js.length).padStart(3)} arquivos${kb(bytes).padStart(11)}  (limite ${kb(budget)})`,
  );
  if (bytes > budget) failures.push(`${route}: ${kb(bytes)} > ${kb(budget)}`);
}

if (failures.length) {
  console.error(`\nAcima do orçamento:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nDentro do orçamento.');
