// Price-table import of a 2,000-unit development (10 towers × 25 floors × 8), against a running `npm start`
// (BENCH_URL, default http://localhost:8787) and its database: time of the preview and of the import, creating
// the units and then changing every price, as CSV and as XLSX (BENCH_RUNS runs each, median and max), and proof
// that a file whose line 1,999 is bad leaves nothing applied (units, prices and versions as before).
// `npm exec -- node --import tsx tests/bench/espelho-import.ts` (Node 22; PG_PORT/RELAY_PORT as given to the server).
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { DEMO_PASSWORDS } from '../../drizzle/seed/accounts.ts';
import { numeroBr } from '../../worker/schemas/numero-br.ts';
import { writeXlsx, type Cell } from '../../worker/lib/planilha.ts';
import { COLUNAS_TABELA } from '../../worker/schemas/tabela-precos.ts';
import { answerOf } from '../helpers/contract.ts';
import * as z from 'zod';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TORRES = 10;
const ANDARES = 25;
const FINAIS = 8;

const health = await fetch(`${base}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`O app não responde em ${base}. Rode \`npm start\` em outro terminal (ou defina BENCH_URL).`);
  process.exit(1);
}
const { db, close } = await connectLocalDatabase();

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({
    userType: 'construtora',
    email: 'construtora@conectaimoveis.com.br',
    password: DEMO_PASSWORDS.construtora,
  }),
});
if (!login.ok) throw new Error(`login: ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const logged = await answerOf(login, 'POST', '/api/auth/login');
if (!('user' in logged)) throw new Error('login asked for a second factor');
const { user } = logged;

async function novoImovel(): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO imoveis (construtora_id, nome, endereco, ativo)
    VALUES (${user.perfilId}, ${`Bench tabela ${crypto.randomUUID().slice(0, 8)}`}, 'Rua do Benchmark, 1 - Centro, Curitiba - PR', false)
    RETURNING id`);
  return rows[0]!.id;
}

/** The 2,000 lines; `precoBase` shifts every price so a second file changes every unit. */
function linhas(precoBase: number): Cell[][] {
  const out: Cell[][] = [];
  for (let t = 1; t <= TORRES; t++) {
    for (let a = 1; a <= ANDARES; a++) {
      for (let f = 1; f <= FINAIS; f++) {
        out.push([
          `Torre ${t}`,
          String(a * 100 + f),
          a,
          f % 2 ? '2 dorms' : '3 dorms',
          60 + f * 2.5,
          1,
          precoBase + a * 1000 + f * 100,
        ]);
      }
    }
  }
  return out;
}
const csv = (rows: Cell[][]) =>
  '\uFEFF' +
  [
    COLUNAS_TABELA.join(';'),
    ...rows.map((r) =>
      [r[0], r[1], r[2], r[3], numeroBr(r[4] as number, 0, 2), r[5], numeroBr(r[6] as number, 2, 2)].join(';'),
    ),
  ].join('\r\n');
const xlsx = (rows: Cell[][]) => writeXlsx('Tabela', [[...COLUNAS_TABELA], ...rows], new Set([4, 6]));

async function send(imovelId: string, rota: '' | '/previa', arquivo: string | Uint8Array, nome: string) {
  const form = new FormData();
  form.set('arquivo', new File([arquivo as BlobPart], nome));
  const started = performance.now();
  const res = await fetch(`${base}/api/tabela-precos/${imovelId}${rota}`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  // A preview, an import or an error: read as an object, checked.
  const body = z.record(z.string(), z.unknown()).parse(await res.json());
  return { ms: performance.now() - started, status: res.status, body };
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const resultados: Record<string, number[]> = {};
const measure = (nome: string, ms: number) => (resultados[nome] ??= []).push(ms);

console.log(
  `Tabela de ${TORRES * ANDARES * FINAIS} unidades (${TORRES} torres × ${ANDARES} andares × ${FINAIS}), ${RUNS} rodadas`,
);
for (let run = 0; run < RUNS; run++) {
  for (const formato of ['csv', 'xlsx'] as const) {
    const imovel = await novoImovel();
    const create = formato === 'csv' ? csv(linhas(400_000)) : xlsx(linhas(400_000));
    const change = formato === 'csv' ? csv(linhas(500_000)) : xlsx(linhas(500_000));
    const nome = `tabela.${formato}`;
    const p1 = await send(imovel, '/previa', create, nome);
    if (p1.status !== 200 || p1.body.criar !== 2000)
      throw new Error(`prévia: ${p1.status} ${JSON.stringify(p1.body).slice(0, 300)}`);
    measure(`${formato} prévia (2.000 novas)`, p1.ms);
    const i1 = await send(imovel, '', create, nome);
    if (i1.status !== 201) throw new Error(`importação: ${i1.status} ${JSON.stringify(i1.body).slice(0, 300)}`);
    measure(`${formato} importação (cria 2.000)`, i1.ms);
    const p2 = await send(imovel, '/previa', change, nome);
    if (p2.body.alterar !== 2000) throw new Error(`prévia 2: ${JSON.stringify(p2.body).slice(0, 300)}`);
    measure(`${formato} prévia (2.000 alteradas)`, p2.ms);
    const i2 = await send(imovel, '', change, nome);
    if (i2.status !== 201) throw new Error(`importação 2: ${i2.status}`);
    measure(`${formato} importação (altera 2.000 preços)`, i2.ms);
    const bytes = typeof create === 'string' ? new TextEncoder().encode(create).length : create.length;
    measure(`${formato} tamanho do arquivo (KB)`, bytes / 1024);
    await db.execute(sql`DELETE FROM imoveis WHERE id = ${imovel}`);
  }
}
console.log('\ncenário                                   mediana      máx');
for (const [nome, xs] of Object.entries(resultados)) {
  const kb = nome.includes('KB');
  const f = (x: number) => (kb ? `${x.toFixed(0)} KB` : fmt(x));
  console.log(`${nome.padEnd(40)} ${f(mediana(xs)).padStart(8)} ${f(Math.max(...xs)).padStart(8)}`);
}

// All or nothing: line 1,999 (as Excel numbers it, header = 1) is bad in an import that would change every price.
console.log('\nLinha 1.999 inválida (preço negativo) numa tabela que alteraria as 2.000 unidades:');
for (const formato of ['csv', 'xlsx'] as const) {
  const imovel = await novoImovel();
  const nome = `tabela.${formato}`;
  const ok = linhas(400_000);
  if ((await send(imovel, '', formato === 'csv' ? csv(ok) : xlsx(ok), nome)).status !== 201) throw new Error('setup');
  const estado = async () =>
    (
      await db.execute<{ n: number; soma: string; versao: number; versoes: number }>(sql`
        SELECT count(*)::int AS n, sum(preco_centavos)::text AS soma, max(versao) AS versao,
               (SELECT count(*)::int FROM tabelas_precos_versoes WHERE imovel_id = ${imovel}) AS versoes
          FROM unidades WHERE imovel_id = ${imovel}`)
    ).rows[0]!;
  const antes = await estado();
  const ruim = linhas(500_000);
  ruim[1997]![6] = -1; // data row 1,998 = line 1,999
  const r = await send(imovel, '', formato === 'csv' ? csv(ruim) : xlsx(ruim), nome);
  const depois = await estado();
  const issues = (r.body.error as { issues?: { path: unknown[]; message: string }[] } | undefined)?.issues ?? [];
  const intacto = JSON.stringify(antes) === JSON.stringify(depois);
  console.log(
    `  ${formato}: HTTP ${r.status} em ${fmt(r.ms)}, erros ${JSON.stringify(issues)}; unidades ${depois.n}, ` +
      `soma dos preços ${antes.soma === depois.soma ? 'igual' : 'MUDOU'}, versões ${antes.versoes} → ${depois.versoes}: ` +
      (intacto ? 'nada aplicado' : 'ALGO FOI APLICADO'),
  );
  if (r.status !== 400 || !intacto) process.exitCode = 1;
  await db.execute(sql`DELETE FROM imoveis WHERE id = ${imovel}`);
}
await close();
