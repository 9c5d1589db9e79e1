// Grid load against a running `npm start`: a development of 2,000 units (10 towers × 25 floors × 8) with a few
// reserved; BENCH_REQUESTS (200) GET /api/espelho/:id by its developer, BENCH_CONCURRENCY (4) at a time, then as
// many GET /api/health (the floor: the Worker without the database) and as many revalidations with the grid's ETag
// (304). Prints the latency p50/p95/p99 of each, the ratio to the floor, and the body size raw and gzipped.
// `BENCH_URL=http://127.0.0.1:8787 node --import tsx tests/bench/espelho-grid.ts` with PG_PORT/RELAY_PORT of the server.
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';
import { pct } from './launch-setup.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const run = Date.now().toString(36);

const { db, close } = await connectLocalDatabase();
const setup = await db.execute<{ imovel_id: string; user_id: string }>(sql`
  WITH dev AS (
    INSERT INTO users (email, password_hash, user_type)
    VALUES ('bench.grade.' || ${run} || '@teste.com.br', 'bench-sem-login', 'construtora') RETURNING id, email
  ), ct AS (
    INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Grade', email FROM dev RETURNING id, user_id
  ), im AS (
    INSERT INTO imoveis (construtora_id, nome, endereco)
    SELECT id, 'Residencial Grade ' || ${run}, 'Rua do Bench, 3' FROM ct RETURNING id
  ), un AS (
    INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos, status)
    SELECT im.id, 'Torre ' || t, (f * 100 + p)::text, f, p::text, '2 dorms · 68 m²', 68, 1, 45000000 + f * 100000,
           CASE WHEN (t + f + p) % 17 = 0 THEN 'Vendida' WHEN (t * f + p) % 23 = 0 THEN 'Bloqueada' ELSE 'Disponível' END
      FROM im, generate_series(1, 10) t, generate_series(1, 25) f, generate_series(1, 8) p
  )
  SELECT im.id AS imovel_id, ct.user_id FROM im, ct`);
const { imovel_id: imovelId, user_id: userId } = setup.rows[0]!;
const cookie = `${SESSION_COOKIE}=${(await createSession(db, userId, 'bench')).token}`;
await close();

const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0)} · p95 ${pct(xs, 95).toFixed(0)} · p99 ${pct(xs, 99).toFixed(0)}`;

/** BENCH_REQUESTS GETs of `path`, BENCH_CONCURRENCY at a time; the latencies and the last body. */
async function load(path: string, headers: Record<string, string>, status: number) {
  const latencias: number[] = [];
  let body = '';
  let next = 0;
  const worker = async () => {
    while (next++ < REQUESTS) {
      const t0 = performance.now();
      const res = await fetch(`${BASE}${path}`, { headers });
      body = await res.text();
      latencias.push(performance.now() - t0);
      if (res.status !== status) throw new Error(`GET ${path} ${res.status}: ${body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencias, body };
}

const primeira = await fetch(`${BASE}/api/espelho/${imovelId}`, { headers: { Cookie: cookie } });
const etag = primeira.headers.get('etag')!;
await primeira.arrayBuffer();
const grade = await load(`/api/espelho/${imovelId}`, { Cookie: cookie }, 200);
const piso = await load('/api/health', {}, 200);
const revalidada = await load(`/api/espelho/${imovelId}`, { Cookie: cookie, 'If-None-Match': etag }, 304);
const unidades = (JSON.parse(grade.body) as { unidades: unknown[] }).unidades.length;
const kib = (n: number) => (n / 1024).toFixed(1);
console.log(
  `grade: ${unidades} unidades, ${kib(Buffer.byteLength(grade.body))} KiB por resposta, ` +
    `${kib(gzipSync(grade.body).length)} KiB gzip; ${REQUESTS} GETs (${CONCURRENCY} simultâneos)`,
);
console.log(`GET /api/espelho/:id ms: ${fmt(grade.latencias)}`);
console.log(`GET /api/health (piso) ms: ${fmt(piso.latencias)}`);
console.log(`revalidação com ETag (304) ms: ${fmt(revalidada.latencias)}`);
console.log(`grade ÷ piso (p50): ${(pct(grade.latencias, 50) / pct(piso.latencias, 50)).toFixed(1)}×`);
