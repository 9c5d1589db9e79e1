// Proposals list and decisions with 20,000 proposals and 5,000 commissions, against a running `npm start`
// (BENCH_URL, default http://localhost:8787) and its database: ensures a benchmark development of the demo developer
// with one unit per proposal (SQL: a quarter sold with their sale and commission, a quarter Em Proposta, the rest
// refused or cancelled), then prints p50/p95/p99 per scenario and the EXPLAIN ANALYZE of the list queries the API
// runs. `node --import tsx tests/bench/propostas.ts` (PG_PORT/RELAY_PORT as given to the server).
import { type SQL, sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { DEMO_PASSWORDS } from '../../drizzle/seed/accounts.ts';
import { listComissoesSql, resumoComissoesSql } from '../../worker/domain/comissoes.ts';
import { listPropostasSql } from '../../worker/domain/propostas.ts';
import type { Party } from '../../worker/lib/actor.ts';
import { comissoesQuerySchema, propostasQuerySchema } from '../../worker/schemas/proposta-input.ts';
import { load, printTable, type LoadResult } from './http-load.ts';
import { answerOf } from '../helpers/contract.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const TARGET = Number(process.env.BENCH_PROPOSTAS ?? 20_000);
const total = Number(process.env.BENCH_REQUESTS ?? 200);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,4').split(',').map(Number);
const NOME = 'Residencial Bench Propostas';

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

const imovel = await one<{ id: string }>(sql`
  WITH novo AS (
    INSERT INTO imoveis (construtora_id, nome, endereco, comissao_percent)
    SELECT ${dev.id}, ${NOME}, 'Rua do Benchmark, 1 - Curitiba - PR', 4.5
     WHERE NOT EXISTS (SELECT 1 FROM imoveis WHERE construtora_id = ${dev.id} AND nome = ${NOME})
    RETURNING id)
  SELECT id FROM novo UNION ALL SELECT id FROM imoveis WHERE construtora_id = ${dev.id} AND nome = ${NOME}`);

const existing = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM propostas WHERE imovel_id = ${imovel.id}`);
if (existing.n < TARGET) {
  console.log(`Inserindo ${(TARGET - existing.n).toLocaleString('pt-BR')} propostas…`);
  const started = performance.now();
  // Unit g: g % 4 = 0 sold (Aprovada, sale, commission), 1 Em Proposta (Enviada, reservation Ativa), 2 Recusada,
  // 3 Cancelada; spread over a year, the demo broker on a fifth of them.
  const plano = JSON.stringify([
    { tipo: 'entrada', valor_centavos: 12_000_000, vencimento: '2027-01-10' },
    { tipo: 'financiamento', valor_centavos: 28_000_000 },
  ]);
  await db.execute(sql`
    WITH br AS (SELECT array_agg(k.id ORDER BY k.id = ${broker.id} DESC, k.id) AS ids FROM corretores k
                  JOIN users u ON u.id = k.user_id
                 WHERE u.email = 'corretor@conectaimoveis.com.br' OR u.email LIKE 'bench.corretor%'),
    g AS (
      SELECT g, br.ids[1 + (g / 7) % cardinality(br.ids)] AS corretor_id, now() - g * interval '25 minutes' AS em
        FROM generate_series(${existing.n + 1}::int, ${TARGET}::int) g, br
    ),
    u AS (
      INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos, status)
      SELECT ${imovel.id}, 'Torre ' || (g % 20), g::text, g / 100, 40000000,
             (ARRAY['Vendida', 'Em Proposta', 'Disponível', 'Disponível'])[1 + g % 4]
        FROM g
      RETURNING id, numero::int AS g
    ),
    r AS (
      INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, cliente_nome, cliente_telefone, expira_em,
                                     status, created_at)
      SELECT u.id, ${imovel.id}, g.corretor_id, 'Cliente ' || g.g, '41999990000', now() + interval '2 days',
             (ARRAY['Convertida', 'Ativa', 'Ativa', 'Ativa'])[1 + g.g % 4], g.em
        FROM u JOIN g ON g.g = u.g
       WHERE g.g % 4 IN (0, 1)
      RETURNING id, unidade_id
    )
    INSERT INTO propostas (unidade_id, reserva_id, imovel_id, corretor_id, construtora_id, cliente_nome, cliente_cpf,
                           cliente_telefone, cliente_email, preco_tabela_centavos, preco_ofertado_centavos, plano,
                           unidade, status, created_at, updated_at)
    SELECT u.id, r.id, ${imovel.id}, g.corretor_id, ${dev.id}, 'Cliente ' || g.g, '52998224725', '41999990000',
           'cliente' || g.g || '@teste.com.br', 40000000, 40000000, ${plano}::jsonb,
           jsonb_build_object('torre', 'Torre ' || (g.g % 20), 'numero', g.g::text, 'andar', g.g / 100,
                              'tipologia', NULL, 'area_privativa', NULL, 'vagas', 0),
           (ARRAY['Aprovada', 'Enviada', 'Recusada', 'Cancelada'])[1 + g.g % 4], g.em, g.em
      FROM u JOIN g ON g.g = u.g LEFT JOIN r ON r.unidade_id = u.id`);
  await db.execute(sql`
    WITH v AS (
      INSERT INTO vendas (proposta_id, unidade_id, imovel_id, corretor_id, construtora_id, preco_tabela_centavos,
                          preco_centavos, unidade, cliente, plano, created_at)
      SELECT p.id, p.unidade_id, p.imovel_id, p.corretor_id, p.construtora_id, 40000000, 40000000, p.unidade,
             jsonb_build_object('nome', p.cliente_nome, 'cpf', p.cliente_cpf, 'telefone', p.cliente_telefone,
                                'email', p.cliente_email),
             p.plano, p.updated_at
        FROM propostas p
       WHERE p.imovel_id = ${imovel.id} AND p.status = 'Aprovada'
         AND NOT EXISTS (SELECT 1 FROM vendas WHERE proposta_id = p.id)
      RETURNING id, corretor_id, created_at)
    INSERT INTO comissoes (venda_id, corretor_id, construtora_id, imovel_id, base_centavos, percentual, valor_centavos,
                           status, faturada_em, paga_em, created_at)
    SELECT v.id, v.corretor_id, ${dev.id}, ${imovel.id}, 40000000, 4.5, 1800000,
           (ARRAY['Prevista', 'Faturada', 'Paga'])[1 + (row_number() OVER ()) % 3],
           CASE WHEN (row_number() OVER ()) % 3 > 0 THEN v.created_at::date END,
           CASE WHEN (row_number() OVER ()) % 3 = 2 THEN v.created_at::date END, v.created_at
      FROM v`);
  for (const t of ['unidades', 'propostas', 'vendas', 'comissoes']) await db.execute(sql.raw(`ANALYZE ${t}`));
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const counts = await one<{ propostas: number; comissoes: number; corretor: number }>(sql`
  SELECT (SELECT count(*)::int FROM propostas WHERE construtora_id = ${dev.id}) AS propostas,
         (SELECT count(*)::int FROM comissoes WHERE construtora_id = ${dev.id}) AS comissoes,
         (SELECT count(*)::int FROM propostas WHERE corretor_id = ${broker.id}) AS corretor`);
console.log(
  `Propostas da construtora demo: ${counts.propostas.toLocaleString('pt-BR')} (do corretor demo: ${counts.corretor.toLocaleString('pt-BR')}) · comissões: ${counts.comissoes.toLocaleString('pt-BR')} · ${total} requisições por cenário`,
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
const list = (who: keyof typeof cookies, path: string, qs: string) => (i: number) =>
  get(who, `${path}?${qs}${qs ? '&' : ''}_=${i % 7}`);
const cursor = await answerOf(await get('construtora', '/api/propostas?limit=20'), 'GET', '/api/propostas');
// A page deep in the list: the cursor of a proposal about 15,000 rows down.
const deep = await one<{ updated_at: string; id: string }>(sql`
  SELECT to_json(updated_at) #>> '{}' AS updated_at, id FROM propostas WHERE construtora_id = ${dev.id}
   ORDER BY updated_at DESC, id DESC OFFSET ${Math.floor(counts.propostas * 0.75)} LIMIT 1`);
const deepCursor = Buffer.from(JSON.stringify([deep.updated_at, deep.id])).toString('base64url');
const detailId = await answerOf(await get('corretor', '/api/propostas?limit=1'), 'GET', '/api/propostas');

// Open proposals, each approved once from its version: the heaviest decision (unit, reservation, sale, commission,
// history and notification in one statement).
const abertas = (
  await db.execute<{ id: string; versao: number }>(sql`
    SELECT id, versao FROM propostas WHERE imovel_id = ${imovel.id} AND status = 'Enviada'
     ORDER BY created_at DESC LIMIT ${(total + 20) * levels.length}`)
).rows;
let proxima = 0;
const approve = () => {
  const p = abertas[proxima++ % abertas.length]!;
  return fetch(`${base}/api/propostas/${p.id}/acao`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: cookies.construtora },
    body: JSON.stringify({ acao: 'aprovar', versao: p.versao }),
  });
};

const scenarios: [string, (i: number) => Promise<Response>][] = [
  ['construtora: propostas 1ª página (20)', list('construtora', '/api/propostas', 'limit=20')],
  ['construtora: 2ª página (cursor)', list('construtora', '/api/propostas', `limit=20&cursor=${cursor.nextCursor}`)],
  ['construtora: página profunda', list('construtora', '/api/propostas', `limit=20&cursor=${deepCursor}`)],
  ['construtora: status Enviada', list('construtora', '/api/propostas', 'status=Enviada')],
  ['corretor: propostas 1ª página', list('corretor', '/api/propostas', 'limit=20')],
  ['corretor: status Aprovada', list('corretor', '/api/propostas', 'status=Aprovada')],
  ['corretor: detalhe com histórico', () => get('corretor', `/api/propostas/${detailId.items[0]!.id}`)],
  ['construtora: comissões + totais', list('construtora', '/api/comissoes', '')],
  ['corretor: comissões + totais', list('corretor', '/api/comissoes', '')],
  ['construtora: exportar CSV (5 mil)', list('construtora', '/api/comissoes/exportar', '')],
  ['construtora: aprovar (decisão)', approve],
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

// The exact statements the API runs, explained instead of answered.
console.log('\nEXPLAIN ANALYZE das listas (as consultas da API):');
const parteDev: Party = { tipo: 'construtora', userId: dev.user_id, perfilId: dev.id };
const parteBroker: Party = { tipo: 'corretor', userId: broker.user_id, perfilId: broker.id };
const plans: [string, SQL][] = [
  ['propostas construtora 1ª página', listPropostasSql(parteDev, propostasQuerySchema.parse({}))],
  ['propostas construtora profunda', listPropostasSql(parteDev, propostasQuerySchema.parse({ cursor: deepCursor }))],
  ['propostas construtora Enviada', listPropostasSql(parteDev, propostasQuerySchema.parse({ status: 'Enviada' }))],
  ['propostas corretor 1ª página', listPropostasSql(parteBroker, propostasQuerySchema.parse({}))],
  ['comissões construtora', listComissoesSql(parteDev, comissoesQuerySchema.parse({}))],
  ['comissões corretor Paga', listComissoesSql(parteBroker, comissoesQuerySchema.parse({ status: 'Paga' }))],
  ['totais construtora', resumoComissoesSql(parteDev)],
];
for (const [label, q] of plans) {
  const r = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${q}`);
  const lines = r.rows.map((x) => x['QUERY PLAN']);
  const indexes = [
    ...new Set(lines.join('\n').match(/(?:Index Only|Index|Bitmap Index) Scan (?:Backward )?(?:using|on) \w+/g) ?? []),
  ];
  const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
  console.log(`  ${label.padEnd(34)} ${indexes.join(', ') || lines[0]}  ${time}`);
  if (process.env.BENCH_PLANS) console.log(lines.map((l) => `      ${l}`).join('\n'));
}
await close();
