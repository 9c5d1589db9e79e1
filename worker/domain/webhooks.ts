// A construtora's webhook receivers and their delivery log. The secret is answered once at creation; it signs
// every delivery (worker/domain/webhook-entregas.ts). A receiver must be a public https URL (worker/lib/public-url.ts).
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, desc, eq, sql } from 'drizzle-orm';
import { webhooks } from '../../drizzle/schema.ts';
import type { Owner } from '../lib/actor.ts';
import { decodeTimeCursor, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { withOwnerLock } from '../lib/owner-lock.ts';
import { isPublicUrl } from '../lib/public-url.ts';
import { MAX_WEBHOOKS, MSG_INTEGRACOES, type EventoWebhook } from '../schemas/integracoes.ts';
import type { Page } from '../schemas/page.ts';

export type WebhookItem = { id: string; url: string; eventos: EventoWebhook[]; created_at: string };
export type EntregaItem = {
  id: string;
  evento: EventoWebhook;
  dados: Record<string, string | boolean | null>;
  status: string;
  tentativas: number;
  ultimo_status_http: number | null;
  ultimo_erro: string | null;
  created_at: string;
  proxima_tentativa_em: string | null;
  concluida_em: string | null;
};

export async function createWebhook(
  db: Db,
  owner: Owner,
  input: { url: string; eventos: EventoWebhook[] },
  allowLocalHttp: boolean,
) {
  if (!isPublicUrl(input.url, allowLocalHttp)) {
    throw new AppError('validation_failed', MSG_INTEGRACOES.urlNaoPublica, [
      { path: ['url'], message: MSG_INTEGRACOES.urlNaoPublica },
    ]);
  }
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const segredo = `whsec_${encodeBase64urlNoPadding(bytes)}`;
  // One guarded INSERT: a burst cannot pass the cap together.
  const result = await withOwnerLock(db, `webhooks:${owner.construtoraId}`, (tx) =>
    tx.execute<{ id: string }>(sql`
      INSERT INTO webhooks (construtora_id, url, eventos, segredo)
      SELECT ${owner.construtoraId}, ${input.url}, ${`{${input.eventos.join(',')}}`}::text[], ${segredo}
       WHERE (SELECT count(*) FROM webhooks WHERE construtora_id = ${owner.construtoraId}) < ${MAX_WEBHOOKS}
      RETURNING id`),
  );
  const row = result.rows[0];
  if (!row) throw new AppError('conflict', MSG_INTEGRACOES.limiteWebhooks);
  return { id: row.id, segredo };
}

export async function listWebhooks(db: Db, owner: Owner): Promise<WebhookItem[]> {
  const rows = await db
    .select({ id: webhooks.id, url: webhooks.url, eventos: webhooks.eventos, createdAt: webhooks.createdAt })
    .from(webhooks)
    .where(eq(webhooks.construtoraId, owner.construtoraId))
    .orderBy(desc(webhooks.createdAt));
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    eventos: r.eventos as EventoWebhook[],
    created_at: r.createdAt.toISOString(),
  }));
}

/** Deleting a receiver drops its pending deliveries with it (a queued message then finds nothing to send). */
export async function deleteWebhook(db: Db, owner: Owner, id: string) {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.construtoraId, owner.construtoraId)))
    .returning({ id: webhooks.id });
  if (!rows.length) throw new AppError('not_found', MSG_INTEGRACOES.webhookNaoEncontrado);
}

type EntregaRow = Omit<EntregaItem, 'created_at'> & { created_at: string; dono: string | null };

/** The receiver's deliveries, newest first; 404 for another construtora's receiver. */
export async function listEntregas(
  db: Db,
  owner: Owner,
  webhookId: string,
  q: { cursor?: string; limit: number },
): Promise<Page<EntregaItem>> {
  const after = q.cursor ? decodeTimeCursor(q.cursor) : null;
  const result = await db.execute<EntregaRow>(sql`
    SELECT w.id AS dono, e.*
      FROM webhooks w
      LEFT JOIN LATERAL (
        SELECT e.id, e.evento, e.dados, e.status, e.tentativas, e.ultimo_status_http, e.ultimo_erro,
               to_json(e.created_at) #>> '{}' AS created_at, to_json(e.concluida_em) #>> '{}' AS concluida_em,
               to_json(e.proxima_tentativa_em) #>> '{}' AS proxima_tentativa_em,
               e.created_at AS ordem
          FROM webhook_entregas e
         WHERE e.webhook_id = w.id
           ${after ? sql`AND (e.created_at, e.id) < (${after.ts}::timestamptz, ${after.id}::uuid)` : sql``}
         ORDER BY e.created_at DESC, e.id DESC
         LIMIT ${q.limit + 1}
      ) e ON true
     WHERE w.id = ${webhookId} AND w.construtora_id = ${owner.construtoraId}
     ORDER BY e.ordem DESC, e.id DESC`);
  if (!result.rows.length) throw new AppError('not_found', MSG_INTEGRACOES.webhookNaoEncontrado);
  const rows = result.rows.filter((r) => r.id !== null);
  return toPage(
    rows,
    q.limit,
    (r) => r.created_at,
    (r) => ({
      id: r.id,
      evento: r.evento,
      dados: r.dados,
      status: r.status,
      tentativas: r.tentativas,
      ultimo_status_http: r.ultimo_status_http,
      ultimo_erro: r.ultimo_erro,
      created_at: r.created_at,
      proxima_tentativa_em: r.proxima_tentativa_em,
      concluida_em: r.concluida_em,
    }),
  );
}
