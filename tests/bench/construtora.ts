// The construtora's workspace under load: one developer owning 2,000 developments and 20,000 captures (plus views
// and favourites), seeded in SQL on first run. Against a running `npm start` (BENCH_URL, default
// http://localhost:8787): `node --import tsx tests/bench/construtora.ts`. Prints p50/p95/p99 per endpoint and
// EXPLAIN ANALYZE of the main queries with the indexes they use. Prints figures only.
import { sql, type SQL } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { relatorioSql } from '../../worker/domain/relatorios.ts';
import { hashPassword } from '../../worker/lib/password.ts';
import { load, printTable, type LoadResult } from './http-load.ts';
import { answerOf } from '../helpers/contract.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const total = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const EMAIL = 'bench.construtora@conectaimoveis.com.br';
const PASSWORD = 'Bench@2026-construtora';
const IMOVEIS = 2000;
const CORRETORES = 200;
const CAPTACOES_POR_IMOVEL = 10;
const VIZINHAS = 24;

const health = await fetch(`${base}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`O app não responde em ${base}. Rode \`npm start\` em outro terminal (ou defina BENCH_URL).`);
  process.exit(1);
}

const { db, close } = await connectLocalDatabase();

async function seed() {
  const found = await db.execute<{ id: string }>(
    sql`SELECT k.id FROM construtoras k JOIN users u ON u.id = k.user_id WHERE u.email = ${EMAIL}`,
  );
  if (found.rows[0]) return found.rows[0].id;
  const t0 = Date.now();
  const hash = await hashPassword(PASSWORD);
  return db.transaction(async (tx) => {
    const user = await tx.execute<{ id: string }>(
      sql`INSERT INTO users (email, password_hash, user_type, email_confirmado_em) VALUES (${EMAIL}, ${hash}, 'construtora', now()) RETURNING id`,
    );
    const dev = await tx.execute<{ id: string }>(sql`
      INSERT INTO construtoras (user_id, nome, email, telefone)
      VALUES (${user.rows[0]!.id}, 'Construtora Benchmark', ${EMAIL}, '(11) 3000-0000') RETURNING id`);
    const construtoraId = dev.rows[0]!.id;
    // Brokers share one (unusable) hash: they never sign in here.
    await tx.execute(sql`
      WITH u AS (
        INSERT INTO users (email, password_hash, user_type)
        SELECT 'bench.corretor' || g || '@conectaimoveis.com.br', 'x', 'corretor' FROM generate_series(1, ${CORRETORES}) g
        RETURNING id, email
      )
      INSERT INTO corretores (user_id, nome, email, creci, telefone)
      SELECT id, 'Corretor ' || split_part(email, '@', 1), email, 'CRECI-SP ' || (10000 + row_number() OVER ()) || '-F',
             '(11) 90000-0000'
        FROM u`);
    // Distinct created_at per development, spread over two years, so pages are ordered by a real key.
    await tx.execute(sql`
      INSERT INTO imoveis (construtora_id, nome, endereco, cidade, uf, status, status_imovel, disponivel, ativo,
                           tipo_imovel, preco_min, preco_max, quartos_min, quartos_max, latitude, longitude,
                           visualizacoes, created_at, updated_at)
      SELECT ${construtoraId}, 'Torre ' || g || (ARRAY[' Jardins', ' Vila Mariana', ' Moema', ' Pinheiros'])[1 + g % 4],
             'Rua ' || (ARRAY['Augusta', 'Oscar Freire', 'da Consolação', 'Haddock Lobo'])[1 + g % 4] || ', ' || g,
             (ARRAY['São Paulo', 'Campinas', 'Santos'])[1 + g % 3], 'SP',
             (ARRAY['Lançamento', 'Em construção', 'Pronto para Morar'])[1 + g % 3],
             (ARRAY['Disponível', 'Disponível', 'Reservado', 'Vendido'])[1 + g % 4], g % 4 < 2, g % 10 <> 0,
             'Apartamento', 300000 + g * 100, 600000 + g * 100, 1 + g % 3, 2 + g % 3,
             -23.55 + (g % 100) / 1000.0, -46.63 + (g / 100) / 1000.0, (g * 37) % 500,
             now() - (g || ' hours')::interval * 8, now() - (g || ' hours')::interval * 8
        FROM generate_series(1, ${IMOVEIS}) g`);
    await tx.execute(sql`
      WITH i AS (SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM imoveis WHERE construtora_id = ${construtoraId}),
           k AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM corretores WHERE email LIKE 'bench.corretor%')
      INSERT INTO captacoes (corretor_id, imovel_id, status, data_captacao)
      SELECT k.id, i.id, (ARRAY['Interesse Registrado', 'Em contato', 'Proposta enviada'])[1 + (i.n + j) % 3],
             now() - (((i.n * 7 + j * 13) % 2880) || ' hours')::interval
        FROM i CROSS JOIN generate_series(0, ${CAPTACOES_POR_IMOVEL - 1}) j
        JOIN k ON k.n = (i.n * 7 + j) % ${CORRETORES}`);
    await tx.execute(sql`
      WITH i AS (SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM imoveis WHERE construtora_id = ${construtoraId}),
           k AS (SELECT id, user_id, row_number() OVER (ORDER BY email) - 1 AS n FROM corretores WHERE email LIKE 'bench.corretor%')
      INSERT INTO favoritos (corretor_id, imovel_id, user_id, created_at)
      SELECT k.id, i.id, k.user_id, now() - (((i.n * 11 + j * 5) % 1440) || ' hours')::interval
        FROM i CROSS JOIN generate_series(0, 2) j
        JOIN k ON k.n = (i.n * 3 + j * 50) % ${CORRETORES}`);
    await tx.execute(sql`
      INSERT INTO visualizacoes_imoveis (imovel_id, dia, visitante)
      SELECT i.id, current_date - d, 'v' || v
        FROM imoveis i, generate_series(0, 29) d, generate_series(1, 2) v
       WHERE i.construtora_id = ${construtoraId} AND (hashtext(i.id::text) + d + v) % 3 = 0`);
    await tx.execute(sql`ANALYZE`);
    console.log(`Dados do benchmark criados em ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    return construtoraId;
  });
}

/**
 * Other developers' data around ours (48,000 developments with captures and favourites), so the planner faces the
 * selectivity of a real database rather than one developer owning every row.
 */
async function seedVizinhos() {
  const found = await db.execute(sql`SELECT 1 FROM construtoras WHERE nome = 'Construtora Vizinha 1'`);
  if (found.rows.length) return;
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH u AS (
        INSERT INTO users (email, password_hash, user_type)
        SELECT 'bench.vizinha' || g || '@conectaimoveis.com.br', 'x', 'construtora' FROM generate_series(1, ${VIZINHAS}) g
        RETURNING id, email
      )
      INSERT INTO construtoras (user_id, nome, email)
      SELECT id, 'Construtora Vizinha ' || split_part(split_part(email, '@', 1), 'vizinha', 2), email FROM u`);
    await tx.execute(sql`
      INSERT INTO imoveis (construtora_id, nome, endereco, cidade, uf, visualizacoes, created_at)
      SELECT k.id, 'Edifício ' || g, 'Avenida Brasil, ' || g, 'Rio de Janeiro', 'RJ', g % 300,
             now() - (g || ' minutes')::interval
        FROM construtoras k, generate_series(1, ${IMOVEIS}) g
       WHERE k.nome LIKE 'Construtora Vizinha %'`);
    await tx.execute(sql`
      WITH i AS (SELECT i.id, row_number() OVER () AS n FROM imoveis i JOIN construtoras k ON k.id = i.construtora_id
                  WHERE k.nome LIKE 'Construtora Vizinha %'),
           k AS (SELECT id, user_id, row_number() OVER (ORDER BY email) - 1 AS n FROM corretores WHERE email LIKE 'bench.corretor%')
      INSERT INTO captacoes (corretor_id, imovel_id, data_captacao)
      SELECT k.id, i.id, now() - (((i.n * 7 + j * 13) % 2880) || ' hours')::interval
        FROM i CROSS JOIN generate_series(0, 1) j
        JOIN k ON k.n = (i.n * 7 + j * 100) % ${CORRETORES}`);
    await tx.execute(sql`ANALYZE`);
  });
  console.log(`Dados de outras construtoras criados em ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
}

const construtoraId = await seed();
await seedVizinhos();
const counts = await db.execute<{ imoveis: number; captacoes: number; favoritos: number; visualizacoes: number }>(sql`
  SELECT (SELECT count(*)::int FROM imoveis WHERE construtora_id = ${construtoraId}) AS imoveis,
         (SELECT count(*)::int FROM captacoes c JOIN imoveis i ON i.id = c.imovel_id WHERE i.construtora_id = ${construtoraId}) AS captacoes,
         (SELECT count(*)::int FROM favoritos f JOIN imoveis i ON i.id = f.imovel_id WHERE i.construtora_id = ${construtoraId}) AS favoritos,
         (SELECT count(*)::int FROM visualizacoes_imoveis v JOIN imoveis i ON i.id = v.imovel_id WHERE i.construtora_id = ${construtoraId}) AS visualizacoes`);
const c = counts.rows[0]!;
const all = await db.execute<{ imoveis: number; captacoes: number }>(
  sql`SELECT (SELECT count(*)::int FROM imoveis) AS imoveis, (SELECT count(*)::int FROM captacoes) AS captacoes`,
);
console.log(`No banco: ${all.rows[0]!.imoveis} empreendimentos, ${all.rows[0]!.captacoes} captações.`);
console.log(
  `Construtora do benchmark: ${c.imoveis} empreendimentos, ${c.captacoes} captações, ${c.favoritos} favoritos, ` +
    `${c.visualizacoes} visualizações (linhas) · ${total} requisições por cenário, concorrência ${concurrency}`,
);

const loginRes = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ userType: 'construtora', email: EMAIL, password: PASSWORD }),
});
if (!loginRes.ok) {
  console.error(`Login falhou: ${loginRes.status} ${await loginRes.text()}`);
  process.exit(1);
}
const cookie = loginRes.headers.getSetCookie().at(-1)!.split(';')[0]!;
const api = (path: string) => () => fetch(`${base}${path}`, { headers: { cookie } });

const first = await answerOf(await api('/api/empreendimentos?limit=20')(), 'GET', '/api/empreendimentos');
const page5 = await (async () => {
  let cursor = first.nextCursor;
  for (let i = 0; i < 4; i++) {
    const next = await api(`/api/empreendimentos?limit=20&cursor=${cursor}`)();
    cursor = (await answerOf(next, 'GET', '/api/empreendimentos')).nextCursor;
  }
  return cursor;
})();

const scenarios: [string, () => Promise<Response>][] = [
  ['robots.txt (sem banco: piso do servidor)', () => fetch(`${base}/robots.txt`)],
  ['empreendimentos: 1ª página (20)', api('/api/empreendimentos?limit=20')],
  ['empreendimentos: busca "moema"', api('/api/empreendimentos?q=moema')],
  ['empreendimentos: busca rara "torre 1999"', api('/api/empreendimentos?q=torre%201999')],
  ['empreendimentos: Reservado + inativos', api('/api/empreendimentos?status_imovel=Reservado&ativo=false')],
  ['empreendimentos: 6ª página (cursor)', api(`/api/empreendimentos?limit=20&cursor=${page5}`)],
  ['empreendimentos/resumo', api('/api/empreendimentos/resumo')],
  ['captacoes/recebidas (50)', api('/api/captacoes/recebidas')],
  ['relatorios (30 dias)', api('/api/relatorios?dias=30')],
  ['relatorios/csv (30 dias)', api('/api/relatorios/csv?dias=30')],
];

const results: LoadResult[] = [];
for (const [label, fn] of scenarios) {
  await load(label, fn, { total: 10, concurrency }); // warm-up
  results.push(await load(label, fn, { total, concurrency }));
}
printTable(results);

console.log('\nEXPLAIN ANALYZE (índices em uso):');
const owner = { userId: '', construtoraId };
const plans: [string, SQL][] = [
  [
    'lista (1ª página)',
    sql`SELECT i.id, (SELECT count(*) FROM captacoes c WHERE c.imovel_id = i.id) FROM imoveis i
         JOIN construtoras k ON k.id = i.construtora_id
        WHERE i.construtora_id = ${construtoraId} ORDER BY i.created_at DESC, i.id DESC LIMIT 21`,
  ],
  ['lista (total)', sql`SELECT count(*) FROM imoveis WHERE construtora_id = ${construtoraId}`],
  [
    'busca "moema"',
    sql`SELECT id FROM imoveis WHERE construtora_id = ${construtoraId} AND busca LIKE '%moema%'
        ORDER BY created_at DESC, id DESC LIMIT 21`,
  ],
  [
    'resumo',
    sql`SELECT count(*), sum(visualizacoes),
               (SELECT count(*) FROM captacoes c JOIN imoveis i ON i.id = c.imovel_id WHERE i.construtora_id = ${construtoraId})
          FROM imoveis WHERE construtora_id = ${construtoraId}`,
  ],
  [
    'captações recebidas',
    sql`SELECT c.id FROM captacoes c JOIN imoveis i ON i.id = c.imovel_id JOIN corretores k ON k.id = c.corretor_id
         WHERE i.construtora_id = ${construtoraId} ORDER BY c.data_captacao DESC, c.id DESC LIMIT 51`,
  ],
  ['relatório (30 dias)', relatorioSql(owner, 30, 100)],
];
for (const [label, query] of plans) {
  const r = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
  const lines = r.rows.map((x) => x['QUERY PLAN']);
  const indexes = [
    ...new Set(lines.join('\n').match(/(?:Index Only|Index|Bitmap Index) Scan (?:Backward )?(?:using|on) \w+/g) ?? []),
  ];
  const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
  console.log(`  ${label.padEnd(22)} ${indexes.join(', ') || lines[0]}  ${time}`);
}
await close();
