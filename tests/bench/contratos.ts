// Contracts list and transitions with 50,000 contracts, against a running `npm start` (BENCH_URL, default
// http://localhost:8787) and its database: ensures the contracts exist (SQL, for the demo developer and five
// brokers), then prints p50/p95/p99 per scenario and the EXPLAIN ANALYZE of the list queries the API runs.
// `npm exec -- node --import tsx tests/bench/contratos.ts` (Node 22; PG_PORT/RELAY_PORT as given to the server).
import { type SQL, sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { DEMO_PASSWORDS } from '../../drizzle/seed/accounts.ts';
import { listContratos } from '../../worker/domain/contratos.ts';
import type { Party } from '../../worker/lib/actor.ts';
import type { Db } from '../../worker/lib/env.ts';
import { contratosQuerySchema } from '../../worker/schemas/contratos-input.ts';
import { load, printTable, type LoadResult } from './http-load.ts';
import { answerOf } from '../helpers/contract.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const TARGET = Number(process.env.BENCH_CONTRATOS ?? 50_000);
const total = Number(process.env.BENCH_REQUESTS ?? 200);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,4').split(',').map(Number);

const health = await fetch(`${base}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`O app não responde em ${base}. Rode \`npm start\` em outro terminal (ou defina BENCH_URL).`);
  process.exit(1);
}

const { db, close } = await connectLocalDatabase();
const one = async <T>(q: SQL) => (await db.execute<T & Record<string, unknown>>(q)).rows[0]!;

const dev = await one<{ id: string; user_id: string }>(sql`
  SELECT t.id, t.user_id FROM construtoras t JOIN users u ON u.id = t.user_id
   WHERE u.email = 'construtora@conectaimoveis.com.br'`);
const broker = await one<{ id: string; user_id: string }>(sql`
  SELECT k.id, k.user_id FROM corretores k JOIN users u ON u.id = k.user_id
   WHERE u.email = 'corretor@conectaimoveis.com.br'`);

// Four more brokers who never sign in (their password hash is not a valid one).
await db.execute(sql`
  WITH novos AS (
    INSERT INTO users (email, password_hash, user_type)
    SELECT 'bench.corretor' || g || '@teste.com.br', 'bench-sem-login', 'corretor' FROM generate_series(1, 4) g
    ON CONFLICT (email) DO NOTHING RETURNING id, email)
  INSERT INTO corretores (user_id, nome, email, creci)
  SELECT id, 'Corretor Bench ' || split_part(split_part(email, '@', 1), 'corretor', 2), email, 'CRECI-SP 9' || substr(md5(email), 1, 4)
    FROM novos`);

const existing = await one<{ n: number }>(
  sql`SELECT count(*)::int AS n FROM contratos_captacao WHERE construtora_id = ${dev.id}`,
);
const missing = TARGET - existing.n;
if (missing > 0) {
  console.log(`Inserindo ${missing.toLocaleString('pt-BR')} contratos…`);
  const started = performance.now();
  // Spread over a year, one in five per status, the demo broker on a fifth of them.
  await db.execute(sql`
    WITH im AS (SELECT array_agg(id) AS ids FROM imoveis WHERE construtora_id = ${dev.id}),
         br AS (SELECT array_agg(k.id ORDER BY k.id = ${broker.id} DESC, k.id) AS ids FROM corretores k JOIN users u ON u.id = k.user_id
                 WHERE u.email = 'corretor@conectaimoveis.com.br' OR u.email LIKE 'bench.corretor%')
    INSERT INTO contratos_captacao (imovel_id, corretor_id, construtora_id, status_contrato, termos_contrato,
                                    comissao_percent_acordada, data_inicio_validade, data_fim_validade, created_at, updated_at)
    SELECT im.ids[1 + g % cardinality(im.ids)], br.ids[1 + (g / 7) % cardinality(br.ids)], ${dev.id},
           (ARRAY['Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'Ativo', 'Expirado', 'Rejeitado'])[1 + g % 5],
           'Contrato de benchmark ' || g, 5, (now() - g * interval '10 minutes')::date,
           (now() - g * interval '10 minutes')::date + 365,
           now() - g * interval '10 minutes', now() - g * interval '10 minutes'
      FROM generate_series(1, ${missing}) g, im, br`);
  await db.execute(sql`ANALYZE contratos_captacao`);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const counts = await one<{ total: number; corretor: number }>(sql`
  SELECT count(*)::int AS total, count(*) FILTER (WHERE corretor_id = ${broker.id})::int AS corretor
    FROM contratos_captacao WHERE construtora_id = ${dev.id}`);
console.log(
  `Contratos da construtora demo: ${counts.total.toLocaleString('pt-BR')} (do corretor demo: ${counts.corretor.toLocaleString('pt-BR')}) · ${total} requisições por cenário`,
);

async function login(userType: 'construtora' | 'corretor', email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userType, email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
const cookies = {
  construtora: await login('construtora', 'construtora@conectaimoveis.com.br', DEMO_PASSWORDS.construtora),
  corretor: await login('corretor', 'corretor@conectaimoveis.com.br', DEMO_PASSWORDS.corretor),
};
const get = (who: keyof typeof cookies, path: string) => fetch(`${base}${path}`, { headers: { cookie: cookies[who] } });
const list = (who: keyof typeof cookies, qs: string) => (i: number) =>
  get(who, `/api/contratos?${qs}${qs ? '&' : ''}_=${i % 7}`);
const cursor = await answerOf(await get('construtora', '/api/contratos?limit=20'), 'GET', '/api/contratos');
// A page deep in the list: the cursor of a contract about 40,000 rows down.
const deep = await one<{ created_at: string; id: string }>(sql`
  SELECT to_json(created_at) #>> '{}' AS created_at, id FROM contratos_captacao WHERE construtora_id = ${dev.id}
   ORDER BY created_at DESC, id DESC OFFSET 40000 LIMIT 1`);
const deepCursor = Buffer.from(JSON.stringify([deep.created_at, deep.id])).toString('base64url');
const detailId = await answerOf(await get('corretor', '/api/contratos?limit=1'), 'GET', '/api/contratos');

// Drafts of the demo broker, each saved once from the version it has, so no save meets a conflict.
const drafts = (
  await db.execute<{ id: string; versao: number }>(sql`
    SELECT id, versao FROM contratos_captacao
     WHERE corretor_id = ${broker.id} AND status_contrato = 'Pendente Preenchimento Corretor'
     ORDER BY created_at DESC LIMIT ${(total + 20) * levels.length * 2}`)
).rows;
let nextDraft = 0;
const save = () => {
  const d = drafts[nextDraft++ % drafts.length]!;
  return fetch(`${base}/api/contratos/${d.id}/acao`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: cookies.corretor },
    body: JSON.stringify({
      acao: 'salvar_rascunho',
      versao: d.versao++,
      dados: { termos_contrato: `Rascunho ${nextDraft}`, comissao_percent_acordada: 4.5 },
    }),
  });
};

const scenarios: [string, (i: number) => Promise<Response>][] = [
  ['construtora: 1ª página (20)', list('construtora', 'limit=20')],
  ['construtora: 2ª página (cursor)', list('construtora', `limit=20&cursor=${cursor.nextCursor}`)],
  ['construtora: página profunda (40 mil abaixo)', list('construtora', `limit=20&cursor=${deepCursor}`)],
  ['construtora: status Ativo', list('construtora', 'status=Ativo')],
  ['construtora: busca "joao" (corretor)', list('construtora', 'q=joao')],
  ['construtora: busca sem resultado "xyzw"', list('construtora', 'q=xyzw')],
  ['construtora: busca + status', list('construtora', 'q=bench&status=Rejeitado')],
  ['corretor: 1ª página (20)', list('corretor', 'limit=20')],
  ['corretor: status Expirado', list('corretor', 'status=Expirado')],
  ['corretor: detalhe com histórico', () => get('corretor', `/api/contratos/${detailId.items[0]!.id}`)],
  ['corretor: salvar rascunho (transição)', save],
];

for (const concurrency of levels) {
  const results: LoadResult[] = [];
  for (const [label, fn] of scenarios) {
    await load(label, fn, { total: 20, concurrency }); // warm-up
    results.push(await load(label, fn, { total, concurrency }));
  }
  console.log(`\nConcorrência ${concurrency}:`);
  printTable(results);
}

// The exact statements the API runs: the domain function's query, explained instead of answered.
console.log('\nEXPLAIN ANALYZE da lista (a consulta da API):');
const parteDev: Party = { tipo: 'construtora', userId: dev.user_id, perfilId: dev.id };
const parteBroker: Party = { tipo: 'corretor', userId: broker.user_id, perfilId: broker.id };
const plans: [string, Party, Record<string, string>][] = [
  ['construtora 1ª página', parteDev, {}],
  ['construtora página profunda', parteDev, { cursor: deepCursor }],
  ['construtora status Ativo', parteDev, { status: 'Ativo' }],
  ['construtora busca "joao"', parteDev, { q: 'joao' }],
  ['construtora busca "xyzw"', parteDev, { q: 'xyzw' }],
  ['corretor 1ª página', parteBroker, {}],
  ['corretor status Expirado', parteBroker, { status: 'Expirado' }],
];
for (const [label, parte, query] of plans) {
  let lines: string[] = [];
  const explaining = {
    execute: async (q: SQL) => {
      const r = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${q}`);
      lines = r.rows.map((x) => x['QUERY PLAN']);
      return { rows: [] };
    },
  } as unknown as Db;
  await listContratos(explaining, parte, contratosQuerySchema.parse(query));
  const indexes = [
    ...new Set(lines.join('\n').match(/(?:Index Only|Index|Bitmap Index) Scan (?:Backward )?(?:using|on) \w+/g) ?? []),
  ];
  const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
  console.log(`  ${label.padEnd(30)} ${indexes.join(', ') || lines[0]}  ${time}`);
  if (process.env.BENCH_PLANS) console.log(lines.map((l) => `      ${l}`).join('\n'));
}
await close();
