// One submission, one result. A write that creates something accepts an Idempotency-Key (a UUID the client makes
// per submission and sends again on a retry): the first request reserves the key (the primary key of
// chaves_idempotencia makes that atomic), runs, and stores its answer; every repeat, even one arriving while the
// first is still running, waits for it and gets the same status and body. Without the header the route runs as usual.
import { sql } from 'drizzle-orm';
import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isUuid } from './cursor.ts';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';
import { clientKey } from './request-meta.ts';
import { MSG_IDEMPOTENCIA } from '../schemas/erros.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a repeat waits for the first request before giving up, and how often it looks. */
const WAIT_MS = 20_000;
const POLL_MS = 50;
/**
 * A reservation nobody finished (the Worker died mid-request) is released after this long; any key is forgotten
 * after 24 h (the daily cron deletes the rows).
 */
const EXPIRED = sql`(k.criado_em < now() - interval '24 hours'
                     OR (k.status IS NULL AND k.criado_em < now() - interval '2 minutes'))`;

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
const digest = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data));

/**
 * What the request asks for, independent of transport details: a multipart body by its fields (the browser picks a
 * new boundary on every send), anything else by its text, read through Hono's body cache (the text guard has
 * usually read it already, and the route reads it again).
 */
async function bodyHash(req: HonoRequest): Promise<string> {
  if ((req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    const parts: string[] = [];
    try {
      for (const [name, value] of await req.raw.clone().formData()) {
        parts.push(
          typeof value === 'string'
            ? `${name}=${value}`
            : `${name}:${value.name}:${value.type}:${await digest(await value.arrayBuffer())}`,
        );
      }
    } catch {
      // Not parseable: the route answers the error, and the raw bytes stand for it here.
      return digest(await req.raw.clone().arrayBuffer());
    }
    return digest(new TextEncoder().encode(JSON.stringify(parts)));
  }
  return digest(new TextEncoder().encode(await req.text()));
}

type Guardada = { rota: string; corpo_hash: string; status: number | null; resposta: string | null; expirada: boolean };

function replay(status: number, resposta: string | null) {
  const headers: Record<string, string> = { 'Idempotency-Replayed': 'true' };
  if (resposta !== null) headers['Content-Type'] = 'application/json';
  return new Response(resposta, { status: status as ContentfulStatusCode, headers });
}

export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const chave = c.req.header(IDEMPOTENCY_HEADER);
  if (chave === undefined) return next();
  if (!isUuid(chave)) {
    throw new AppError('validation_failed', MSG_IDEMPOTENCIA.chaveInvalida, [
      { path: [IDEMPOTENCY_HEADER], message: MSG_IDEMPOTENCIA.chaveInvalida },
    ]);
  }
  const db = c.var.db;
  const dono = c.var.user?.id ?? `rede:${clientKey(c)}`;
  const rota = `${c.req.method} ${c.req.path}`;
  const corpoHash = await bodyHash(c.req);
  const alvo = sql`k.dono = ${dono} AND k.chave = ${chave}::uuid`;

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const reservada = await db.execute(sql`
      INSERT INTO chaves_idempotencia (dono, chave, rota, corpo_hash) VALUES (${dono}, ${chave}::uuid, ${rota}, ${corpoHash})
      ON CONFLICT DO NOTHING RETURNING chave`);
    if (reservada.rows.length) break;
    const existente = await db.execute<Guardada>(sql`
      SELECT k.rota, k.corpo_hash, k.status, k.resposta, ${EXPIRED} AS expirada FROM chaves_idempotencia k
       WHERE ${alvo}`);
    const row = existente.rows[0];
    // Released between the two statements (the first request failed): reserve it again.
    if (!row) continue;
    if (row.expirada) {
      await db.execute(sql`DELETE FROM chaves_idempotencia k WHERE ${alvo} AND ${EXPIRED}`);
      continue;
    }
    if (row.rota !== rota || row.corpo_hash !== corpoHash) {
      throw new AppError('conflict', MSG_IDEMPOTENCIA.outrosDados);
    }
    if (row.status !== null) return replay(row.status, row.resposta);
    if (Date.now() > deadline) throw new AppError('conflict', MSG_IDEMPOTENCIA.emAndamento);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  let guardada = false;
  try {
    await next();
    // A server failure or a rate limit is not the answer to the submission: the key is released for a retry.
    if (c.res.status < 500 && c.res.status !== 429) {
      const texto = await c.res.clone().text();
      await db.execute(sql`
        UPDATE chaves_idempotencia k SET status = ${c.res.status}, resposta = ${texto || null} WHERE ${alvo}`);
      guardada = true;
    }
  } finally {
    if (!guardada) await db.execute(sql`DELETE FROM chaves_idempotencia k WHERE ${alvo} AND k.status IS NULL`);
  }
});
