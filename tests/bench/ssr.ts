// `node --import tsx tests/bench/ssr.ts`: server rendering of the public pages, uncached, against a running
// `npm start` (BENCH_URL, default http://localhost:8787). Every request carries a cookie that is not a session, so
// the edge cache (worker/lib/edge-cache.ts) neither answers nor stores it while the page stays anonymous: each
// one is read from the database and rendered by React in the Worker. Prints p50/p95 per page at concurrency 1
// and 8 (BENCH_CONCURRENCY). For the volume: `npm run seed -- --imoveis 100000`, then `npm start`.
import { countActiveDevelopments, load, printTable, requireRunningApp, type LoadResult } from './http-load.ts';
import { demoDevelopmentId } from './demo-development.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const total = Number(process.env.BENCH_REQUESTS ?? 100);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,8').split(',').map(Number);

await requireRunningApp(base);

const ativos = await countActiveDevelopments();
const id = await demoDevelopmentId(base);

const pages = ['/', '/oportunidades', '/imoveis', `/oportunidades/${id}`, '/sobre', '/planos'];
const render = (page: string) => () =>
  fetch(base + page, { headers: { cookie: 'bench=1', accept: 'text/html' } }).then((res) => {
    if (!res.headers.get('content-type')?.startsWith('text/html')) throw new Error(`${page}: não é HTML`);
    return res;
  });

console.log(`Empreendimentos ativos: ${ativos.toLocaleString('pt-BR')} · ${total} requisições por página, sem cache`);
for (const concurrency of levels) {
  const results: LoadResult[] = [];
  for (const page of pages) {
    await load(page, render(page), { total: 10, concurrency }); // warm-up
    results.push(await load(page.length > 40 ? '/oportunidades/:id' : page, render(page), { total, concurrency }));
  }
  console.log(`\nConcorrência ${concurrency}:`);
  printTable(results);
}
