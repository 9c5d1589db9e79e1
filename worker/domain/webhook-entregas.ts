// Webhook deliveries. Triggers write one row per event and receiver in the transaction of the change
// (migrations/0018_integracoes.sql); after the commit, enqueueEntregas puts their ids on the Cloudflare queue, and
// the Worker's queue handler sends each one here. An attempt POSTs the JSON (ids and statuses only), signed with
// HMAC-SHA256 of the raw body under the receiver's secret; a failure is retried by the queue with a growing delay
// until 24 h after the event, then the delivery is marked Falhou. Every attempt is recorded for the settings screen.
import { encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'drizzle-orm';
import type { Db, EntregaMensagem } from '../lib/env.ts';
import { logError } from '../lib/log.ts';
import { isPublicUrl } from '../lib/public-url.ts';
import { ASSINATURA_HEADER } from '../schemas/integracoes.ts';

/** How long a delivery keeps being retried, counted from the event. */
export const JANELA_ENTREGA_MS = 24 * 60 * 60 * 1000;
const ATRASO_INICIAL_S = 30;
const ATRASO_MAX_S = 3 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** At most this many ids per sendBatch (the platform's own limit is 100 messages). */
const LOTE = 100;

/** The delay before attempt n + 1, after n failed ones: 30 s, 1 min, 2 min… up to 3 h. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(ATRASO_MAX_S, ATRASO_INICIAL_S * 2 ** Math.max(0, failedAttempts - 1));
}

type Queue = { sendBatch(messages: { body: EntregaMensagem }[]): Promise<unknown> };

/** Puts the deliveries not yet queued on the queue; a failed send gives them back to the next call. */
export async function enqueueEntregas(db: Db, queue: Queue): Promise<number> {
  const claimed = await db.execute<{ id: string }>(sql`
    UPDATE webhook_entregas SET enfileirada_em = now()
     WHERE id IN (SELECT id FROM webhook_entregas WHERE enfileirada_em IS NULL
                   ORDER BY created_at LIMIT ${LOTE} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = claimed.rows.map((r) => r.id);
  if (!ids.length) return 0;
  try {
    await queue.sendBatch(ids.map((entregaId) => ({ body: { entregaId } })));
  } catch (err) {
    await db.execute(
      sql`UPDATE webhook_entregas SET enfileirada_em = NULL WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
    );
    throw err;
  }
  return ids.length;
}

/** Lower-case hex of HMAC-SHA256(secret, body): what the receiver recomputes from the raw body it got. */
export async function signBody(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))));
}

type Pendente = {
  id: string;
  evento: string;
  dados: Record<string, unknown>;
  created_at: string;
  tentativas: number;
  url: string;
  segredo: string;
};

export type Desfecho = { tipo: 'concluida' } | { tipo: 'repetir'; delaySeconds: number };

/** One attempt of one delivery: what the queue should do with its message next. */
export async function attemptEntrega(db: Db, entregaId: string, allowLocalHttp: boolean): Promise<Desfecho> {
  const found = await db.execute<Pendente>(sql`
    SELECT e.id, e.evento, e.dados, to_json(e.created_at) #>> '{}' AS created_at, e.tentativas, w.url, w.segredo
      FROM webhook_entregas e JOIN webhooks w ON w.id = e.webhook_id
     WHERE e.id = ${entregaId} AND e.status = 'Pendente'`);
  const entrega = found.rows[0];
  // Already delivered or given up (a message the queue sent twice), or its receiver was deleted.
  if (!entrega) return { tipo: 'concluida' };

  const body = JSON.stringify({
    id: entrega.id,
    evento: entrega.evento,
    criado_em: entrega.created_at,
    dados: entrega.dados,
  });
  let status: number | null = null;
  let erro: string | null = null;
  if (!isPublicUrl(entrega.url, allowLocalHttp)) {
    erro = 'URL não pública';
  } else {
    try {
      const res = await fetch(entrega.url, {
        method: 'POST',
        // A redirect could point anywhere, private addresses included: it counts as a failure, never followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ConectaImoveis-Webhooks/1.0',
          [ASSINATURA_HEADER]: `sha256=${await signBody(entrega.segredo, body)}`,
          'X-Conecta-Evento': entrega.evento,
          'X-Conecta-Entrega': entrega.id,
        },
        body,
      });
      status = res.status;
      await res.body?.cancel();
      if (res.status < 200 || res.status >= 300) erro = `HTTP ${res.status}`;
    } catch (err) {
      erro = err instanceof Error && err.name === 'TimeoutError' ? 'Tempo esgotado' : 'Falha de conexão';
    }
  }

  const tentativas = entrega.tentativas + 1;
  const delaySeconds = retryDelaySeconds(tentativas);
  const expira = Date.parse(entrega.created_at) + JANELA_ENTREGA_MS;
  const giveUp = erro !== null && (erro === 'URL não pública' || Date.now() + delaySeconds * 1000 > expira);
  const novoStatus = erro === null ? 'Entregue' : giveUp ? 'Falhou' : 'Pendente';
  await db.execute(sql`
    UPDATE webhook_entregas
       SET tentativas = ${tentativas}, status = ${novoStatus}, ultimo_status_http = ${status}, ultimo_erro = ${erro},
           concluida_em = ${novoStatus === 'Pendente' ? null : sql`now()`},
           proxima_tentativa_em = ${novoStatus === 'Pendente' ? sql`now() + make_interval(secs => ${delaySeconds})` : null},
           updated_at = now()
     WHERE id = ${entrega.id} AND status = 'Pendente'`);
  return novoStatus === 'Pendente' ? { tipo: 'repetir', delaySeconds } : { tipo: 'concluida' };
}

/** The queue handler's body: each message acknowledged or retried on its own. */
export async function consumeEntregas(db: Db, batch: MessageBatch<EntregaMensagem>, allowLocalHttp: boolean) {
  for (const message of batch.messages) {
    try {
      const desfecho = await attemptEntrega(db, message.body.entregaId, allowLocalHttp);
      if (desfecho.tipo === 'repetir') message.retry({ delaySeconds: desfecho.delaySeconds });
      else message.ack();
    } catch (err) {
      // Our own failure (the database did not answer): the attempt did not count, try again soon.
      logError('webhook_delivery_failed', err, { entregaId: message.body.entregaId });
      message.retry({ delaySeconds: ATRASO_INICIAL_S });
    }
  }
}
