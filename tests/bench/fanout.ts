// Launch fan-out: a development published where 10,000 brokers' preferences match, 500 of them online on
// /api/notificacoes/ws. Brokers, preferences and sessions are made in SQL (sessions stored the way
// worker/domain/sessions.ts stores them); the developer publishes through the API. Prints, per launch, the time until
// the API answered (the notification rows are committed by then: they are written in the launch's transaction),
// the rows counted in Postgres, and the time until the last online socket had its notification (goal ≤ 1 s).
// `node --import tsx tests/bench/fanout.ts` with BENCH_URL and PG_PORT/RELAY_PORT as given to the server.
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';
import { answerOf } from '../helpers/contract.ts';

const base = process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 8787}`;
const BROKERS = Number(process.env.BENCH_BROKERS ?? 10_000);
const ONLINE = Number(process.env.BENCH_ONLINE ?? 500);
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 3);
/** Fortaleza: no demo development or other benchmark is near, so only this run's brokers match. */
const PONTO = { lat: -3.7319, lng: -38.5267 };

if (!(await fetch(`${base}/api/health`).catch(() => null))?.ok) {
  console.error(`O app não responde em ${base}. Rode \`npm start\` em outro terminal (ou defina BENCH_URL).`);
  process.exit(1);
}

const run = Date.now().toString(36);
const { db, close } = await connectLocalDatabase();
// Earlier runs' brokers stop matching, so each launch reaches exactly this run's.
await db.execute(sql`UPDATE preferencias_corretores SET notificar_novos = false
                      WHERE corretor_id IN (SELECT id FROM corretores WHERE email LIKE 'bench.fanout.%')`);
let t = performance.now();
const brokers = (
  await db.execute<{ user_id: string }>(sql`
    WITH us AS (
      INSERT INTO users (email, password_hash, user_type)
      SELECT 'bench.fanout.' || ${run} || '.' || g || '@teste.com.br', 'bench-sem-login', 'corretor'
        FROM generate_series(1, ${BROKERS}) g RETURNING id, email
    ), ks AS (
      INSERT INTO corretores (user_id, nome, email, creci)
      SELECT id, 'Corretor Fanout', email, 'CRECI-CE 1' FROM us RETURNING id, user_id
    ), prefs AS (
      INSERT INTO preferencias_corretores (corretor_id, raio_km, latitude, longitude, notificar_novos)
      SELECT id, 10, ${PONTO.lat}, ${PONTO.lng}, true FROM ks
    )
    SELECT user_id FROM ks`)
).rows;
const dev = (
  await db.execute<{ user_id: string }>(sql`
    WITH u AS (
      INSERT INTO users (email, password_hash, user_type)
      VALUES ('bench.fanout.' || ${run} || '.dev@teste.com.br', 'bench-sem-login', 'construtora') RETURNING id, email)
    INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Fanout', email FROM u RETURNING user_id`)
).rows[0]!;
const online = brokers.slice(0, ONLINE);
const tokens = new Map<string, string>();
for (const b of [...online, dev]) tokens.set(b.user_id, (await createSession(db, b.user_id, 'bench-fanout')).token);
console.log(
  `${BROKERS} corretores com preferências e ${ONLINE} sessões criados em ${Math.round(performance.now() - t)} ms`,
);

const cookie = (userId: string) => `${SESSION_COOKIE}=${tokens.get(userId)}`;
type Tab = { ws: WebSocket | null; open: boolean; got: Map<string, number> };
let closing = false;
let reconnects = 0;
t = performance.now();
/**
 * One online tab; it reconnects when its socket closes (`npm start` reloads the Worker, and its objects, whenever a
 * source file changes, and eight engineers edit the tree).
 */
const openTab = (b: { user_id: string }, tab: Tab = { ws: null, open: false, got: new Map() }) =>
  new Promise<Tab>((resolve) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/notificacoes/ws`, {
      headers: { Cookie: cookie(b.user_id) },
    });
    tab.ws = ws;
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as { type: string; notificacao?: { imovel_id: string } };
      if (f.type !== 'notificacao' || !f.notificacao) return;
      const id = f.notificacao.imovel_id;
      tab.got.set(id, tab.got.has(id) ? -1 : performance.now());
    });
    ws.once('open', () => {
      tab.open = true;
      resolve(tab);
    });
    ws.on('error', () => ws.terminate());
    ws.once('close', () => {
      tab.open = false;
      if (closing) return;
      reconnects++;
      // Spread out, so 500 tabs do not come back at once.
      setTimeout(() => void openTab(b, tab).then(resolve), 1000 + Math.random() * 10_000);
    });
  });
// A few handshakes at a time: each one checks its session in the embedded database, which refuses (503) a crowd.
const tabs: Tab[] = [];
for (let i = 0; i < online.length; i += 16)
  tabs.push(...(await Promise.all(online.slice(i, i + 16).map((b) => openTab(b)))));
console.log(`${tabs.length} sockets abertos em ${Math.round(performance.now() - t)} ms`);

for (let i = 1; i <= LAUNCHES; i++) {
  while (tabs.some((tab) => !tab.open)) await new Promise((r) => setTimeout(r, 100));
  const start = performance.now();
  const res = await fetch(`${base}/api/empreendimentos`, {
    method: 'POST',
    headers: { Cookie: cookie(dev.user_id), Origin: new URL(base).origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      nome: `Lançamento Fanout ${i}`,
      endereco: 'Avenida Beira Mar, 1 - Meireles, Fortaleza - CE',
      tipo_imovel: 'Apartamento',
      preco_min: 400000,
      preco_max: 600000,
      latitude: PONTO.lat,
      longitude: PONTO.lng,
    }),
  }).catch((err: unknown) => new Response(String(err), { status: 503 }));
  const committed = performance.now() - start;
  if (res.status === 503) {
    console.log(`lançamento ${i}: o Worker recarregou no meio (${await res.text()}); repetindo`);
    i--;
    continue;
  }
  if (res.status !== 201) throw new Error(`lançamento: ${res.status} ${await res.text()}`);
  const { id } = await answerOf(res, 'POST', '/api/empreendimentos');
  const until = Date.now() + 60_000;
  while (tabs.some((tab) => !tab.got.has(id)) && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  const times = tabs.map((tab) => tab.got.get(id)).filter((x): x is number => x !== undefined && x > 0);
  const rows = (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notificacoes WHERE imovel_id = ${id} AND tipo = 'novo_imovel'`,
    )
  ).rows[0]!.n;
  const last = Math.max(...times) - start;
  const sorted = times.map((x) => x - start).sort((a, b) => a - b);
  console.log(
    `lançamento ${i}: ${rows} notificações gravadas; POST respondeu (linhas commitadas) em ${committed.toFixed(0)} ms; ` +
      `${times.length}/${tabs.length} abas receberam, mediana ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, ` +
      `última em ${last.toFixed(0)} ms do início (${(last - committed).toFixed(0)} ms após o commit); ` +
      `repetidas ${tabs.filter((tab) => tab.got.get(id) === -1).length}`,
  );
}
console.log(`reconexões durante a medição: ${reconnects}`);
closing = true;
for (const tab of tabs) tab.ws?.close();
await close();
process.exit(0);
