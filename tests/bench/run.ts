// `npm run bench`: latency of the list, search, nearby and login endpoints under concurrency against a running
// `npm start` (BENCH_URL, default http://localhost:8787), plus EXPLAIN of the main queries. Prints figures only.
// For the 100,000-development figures: `npm run seed -- --imoveis 100000`, then `npm start`, then this.
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { load, printTable, requireRunningApp, type LoadResult } from './http-load.ts';
import { answerOf } from '../helpers/contract.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const total = Number(process.env.BENCH_REQUESTS ?? 300);
// The local stack shares 2 cores between the load generator, wrangler's proxy, workerd and PGlite (one backend),
// so latency is printed per concurrency level, with a no-database route as the floor of the dev server itself.
const levels = (process.env.BENCH_CONCURRENCY ?? '1,4,8').split(',').map(Number);

await requireRunningApp(base);

const db = await connectLocalDatabase();
const count = await db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM imoveis WHERE ativo`);
console.log(`Empreendimentos ativos: ${count.rows[0]!.n.toLocaleString('pt-BR')} · ${total} requisições por cenário`);

const list = (qs: string) => (i: number) => fetch(`${base}/api/oportunidades?${qs}${qs ? '&' : ''}_=${i % 7}`);
const cursorPage = await answerOf(await fetch(`${base}/api/oportunidades?limit=20`), 'GET', '/api/oportunidades');

const scenarios: [string, (i: number) => Promise<Response>][] = [
  ['robots.txt (sem banco: piso do servidor)', () => fetch(`${base}/robots.txt`)],
  ['lista (mais recentes, 20)', list('limit=20')],
  ['busca (mais recentes, 24)', list('limit=24')],
  ['2ª página (cursor)', list(`limit=20&cursor=${cursorPage.nextCursor}`)],
  ['menor preço', list('ordenar=priceAsc')],
  ['maior preço', list('ordenar=priceDesc')],
  ['tipo+categoria+preço', list('tipo=venda&categoria=apartamento&preco=300000-500000')],
  ['quartos 3+ banheiros 2+ área 101-200', list('quartos=3&banheiros=2&area=101-200')],
  ['status Lançamento + maior preço', list('status_empreendimento=Lan%C3%A7amento&ordenar=priceDesc')],
  ['texto com acento "sao paulo"', list('q=sao%20paulo')],
  ['texto raro "florianopolis casa"', list('q=florianopolis%20casa')],
  ['texto sem resultado "xyzw"', list('q=xyzw')],
  [
    'próximos (50 km, 6)',
    (i) => fetch(`${base}/api/oportunidades/proximos?lat=${-23.55 + (i % 10) / 100}&long=-46.63&raio_km=50&limit=6`),
  ],
  ['detalhe', async () => fetch(`${base}/api/oportunidades/${await firstId}`)],
];
const firstId = fetch(`${base}/api/oportunidades?limit=1`).then(
  async (r) => (await answerOf(r, 'GET', '/api/oportunidades')).items[0]!.id,
);

for (const concurrency of levels) {
  const results: LoadResult[] = [];
  for (const [label, fn] of scenarios) {
    await load(label, fn, { total: 20, concurrency }); // warm-up
    results.push(await load(label, fn, { total, concurrency }));
  }
  console.log(`\nConcorrência ${concurrency}:`);
  printTable(results);
}
const login = () =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userType: 'corretor', email: 'corretor@conectaimoveis.com.br', password: 'Corretor@2026' }),
  });
console.log('\nLogin:');
printTable([await load('login (scrypt N=2^15), sequencial', login, { total: 20, concurrency: 1 })]);

console.log('\nEXPLAIN (índices em uso):');
const plans: [string, ReturnType<typeof sql>][] = [
  ['mais recentes', sql`SELECT id FROM imoveis WHERE ativo ORDER BY created_at DESC, id DESC LIMIT 21`],
  ['menor preço', sql`SELECT id FROM imoveis WHERE ativo ORDER BY coalesce(preco_min, 1e13), id LIMIT 21`],
  [
    'texto "sao paulo"',
    sql`SELECT id FROM imoveis WHERE ativo AND busca LIKE '%sao%' AND busca LIKE '%paulo%' ORDER BY created_at DESC, id DESC LIMIT 21`,
  ],
  [
    'texto raro',
    sql`SELECT id FROM imoveis WHERE ativo AND busca LIKE '%florianopolis%' AND busca LIKE '%casa%' ORDER BY created_at DESC, id DESC LIMIT 21`,
  ],
  ['próximos', sql`SELECT id FROM get_imoveis_proximos(-23.55, -46.63, 50, 6)`],
];
for (const [label, query] of plans) {
  const r = await db.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
  const lines = r.rows.map((x) => x['QUERY PLAN']);
  const indexes = [
    ...new Set(lines.join('\n').match(/(?:Index Only|Index|Bitmap Index) Scan (?:Backward )?(?:using|on) \w+/g) ?? []),
  ];
  const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
  console.log(`  ${label.padEnd(20)} ${indexes.join(', ') || lines[0]}  ${time}`);
}
await db.close();
