// Notifications (docs/regras.md#notificações): the rows are written by set-based
// SQL in the same transaction as their cause; pushNotifications sends them, after commit, to the UserHub of each
// recipient with an open tab.
import { sql, type SQL } from 'drizzle-orm';
import { decodeTimeCursor, isUuid, toPage } from '../lib/cursor.ts';
import type { Bindings, Db } from '../lib/env.ts';
import { createDb } from '../lib/db.ts';
import { AppError } from '../lib/errors.ts';
import { filterOnline } from './presenca.ts';
import type { Notificacao } from '../schemas/notificacoes.ts';
import type { Page } from '../schemas/page.ts';
import { logError } from '../lib/log.ts';
import { MSG_NOTIFICACAO } from '../schemas/notificacoes.ts';

/** A database or an open transaction: the triggers run inside their cause's transaction. */
export type Executor = Pick<Db, 'execute'>;
/** The API shape of notification rows `n` with their joined development, as one JSON value per row. */
export const notificacaoJson = sql`json_build_object(
    'id', n.id, 'user_id', n.user_id, 'tipo', n.tipo, 'mensagem', n.mensagem, 'lida', n.lida, 'imovel_id', n.imovel_id,
    'link_acao', n.link_acao, 'created_at', n.created_at,
    'imovel', CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
      'id', i.id, 'nome', i.nome, 'endereco', i.endereco, 'preco_min', i.preco_min, 'preco_max', i.preco_max,
      'status_imovel', i.status_imovel, 'tipo_imovel', i.tipo_imovel, 'construtora_nome', c.nome) END)`;

export const joinImovel = sql`LEFT JOIN imoveis i ON i.id = n.imovel_id LEFT JOIN construtoras c ON c.id = i.construtora_id`;

/** Wraps an INSERT ... RETURNING * so the inserted rows come back in the API shape. */
async function insertReturning(db: Executor, insert: SQL): Promise<Notificacao[]> {
  const result = await db.execute<{ n: Notificacao }>(
    sql`WITH n AS (${insert} RETURNING *) SELECT ${notificacaoJson} AS n FROM n ${joinImovel} ORDER BY n.user_id`,
  );
  return result.rows.map((r) => r.n);
}

function parseAfter(after: string | undefined): SQL {
  if (!after) return sql``;
  if (isUuid(after)) {
    return sql`AND (n.created_at, n.id) > (SELECT created_at, id FROM notificacoes WHERE id = ${after})`;
  }
  return sql`AND n.created_at > ${after}::timestamptz`;
}

/**
 * A page of the user's notifications, newest first. With `after` (a notification id or a time: a tab catching up
 * after a reconnection) only the newer ones, oldest first, and the cursor carries on forward.
 */
export async function listNotificacoes(
  db: Db,
  userId: string,
  q: { cursor?: string; limit: number; after?: string },
): Promise<Page<Notificacao>> {
  const forward = Boolean(q.after);
  const c = q.cursor ? decodeTimeCursor(q.cursor) : null;
  const keyset = c
    ? sql`AND (n.created_at, n.id) ${forward ? sql`>` : sql`<`} (${c.ts}::timestamptz, ${c.id}::uuid)`
    : sql``;
  const dir = forward ? sql`ASC` : sql`DESC`;
  const result = await db.execute<{ n: Notificacao; id: string; cursor_key: string }>(sql`
    SELECT ${notificacaoJson} AS n, n.id, to_json(n.created_at) #>> '{}' AS cursor_key
      FROM notificacoes n ${joinImovel}
     WHERE n.user_id = ${userId} ${parseAfter(q.after)} ${keyset}
     ORDER BY n.created_at ${dir}, n.id ${dir}
     LIMIT ${q.limit + 1}`);
  return toPage(
    result.rows,
    q.limit,
    (r) => r.cursor_key,
    (r) => r.n,
  );
}

export async function countNaoLidas(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM notificacoes WHERE user_id = ${userId} AND NOT lida`,
  );
  return result.rows[0]?.total ?? 0;
}

/** Another user's notification answers 404, exactly like a missing one. */
export async function markRead(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('not_found', MSG_NOTIFICACAO.naoEncontrada);
  const result = await db.execute(
    sql`UPDATE notificacoes SET lida = true WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  if (!result.rows.length) throw new AppError('not_found', MSG_NOTIFICACAO.naoEncontrada);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db.execute(
    sql`UPDATE notificacoes SET lida = true WHERE user_id = ${userId} AND NOT lida RETURNING id`,
  );
  return result.rows.length;
}

export async function removeNotificacao(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('not_found', MSG_NOTIFICACAO.naoEncontrada);
  const result = await db.execute(sql`DELETE FROM notificacoes WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  if (!result.rows.length) throw new AppError('not_found', MSG_NOTIFICACAO.naoEncontrada);
}

/** Rows already committed by another module's transaction (nova_captacao, contrato_status_alterado), to push. */
export async function loadNotificacoes(db: Executor, ids: string[]): Promise<Notificacao[]> {
  if (!ids.length) return [];
  const result = await db.execute<{ n: Notificacao }>(sql`
    SELECT ${notificacaoJson} AS n FROM notificacoes n ${joinImovel}
     WHERE n.id = ANY(${sql.param(ids)}::uuid[])`);
  return result.rows.map((r) => r.n);
}

/**
 * `novo_imovel`: a development published active (or reactivated to active) → every broker whose preferences
 * match: their point within raio_km (PostGIS), the type in their list or an empty list, the price ranges
 * overlapping (a missing bound is open), notificar_novos on. A broker already told about it is not told again.
 */
export function notifyNovoImovel(tx: Executor, imovelId: string): Promise<Notificacao[]> {
  return insertReturning(
    tx,
    sql`INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT k.user_id, 'novo_imovel',
             'Novo empreendimento compatível com suas preferências: ' || i.nome || '.', i.id, '/oportunidades/' || i.id
        FROM imoveis i
        JOIN preferencias_corretores p ON p.notificar_novos
        JOIN corretores k ON k.id = p.corretor_id
        JOIN users u ON u.id = k.user_id AND u.ativo
       WHERE i.id = ${imovelId} AND i.ativo AND i.status_imovel = 'Disponível' AND i.localizacao IS NOT NULL
         AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
         AND ST_DWithin(i.localizacao, ST_SetSRID(ST_MakePoint(p.longitude, p.latitude), 4326)::geography,
                        p.raio_km * 1000)
         AND (cardinality(p.tipos_imoveis) = 0 OR i.tipo_imovel = ANY(p.tipos_imoveis))
         AND (p.faixa_preco_min IS NULL OR i.preco_max IS NULL OR i.preco_max >= p.faixa_preco_min)
         AND (p.faixa_preco_max IS NULL OR i.preco_min IS NULL OR i.preco_min <= p.faixa_preco_max)
         AND NOT EXISTS (SELECT 1 FROM notificacoes o
                          WHERE o.user_id = k.user_id AND o.imovel_id = i.id AND o.tipo = 'novo_imovel')`,
  );
}

const STATUS_TEXTO: Record<string, string> = {
  Disponível: 'está disponível novamente',
  Reservado: 'foi reservado',
  Vendido: 'foi vendido',
};

/**
 * `status_alterado`: reserved, sold or reactivated → the brokers who captured it (with notificar_mudancas) or
 * favourited it, unless their preferences turn notificar_vendidos_reservados off (no preferences: on).
 * Call it after the status update, in the same transaction.
 */
export function notifyStatusAlterado(tx: Executor, imovelId: string): Promise<Notificacao[]> {
  const textos = sql.join(
    Object.entries(STATUS_TEXTO).map(([status, texto]) => sql`WHEN ${status} THEN ${texto}`),
    sql` `,
  );
  return insertReturning(
    tx,
    sql`INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT k.user_id, 'status_alterado',
             i.nome || ' ' || (CASE i.status_imovel ${textos} ELSE 'mudou de status' END) || '.',
             i.id, '/oportunidades/' || i.id
        FROM imoveis i
        JOIN corretores k ON k.id IN (
               SELECT corretor_id FROM captacoes WHERE imovel_id = i.id AND notificar_mudancas
               UNION SELECT corretor_id FROM favoritos WHERE imovel_id = i.id)
        JOIN users u ON u.id = k.user_id AND u.ativo
        LEFT JOIN preferencias_corretores p ON p.corretor_id = k.id
       WHERE i.id = ${imovelId} AND coalesce(p.notificar_vendidos_reservados, true)`,
  );
}

/**
 * A removed development is a `status_alterado` for every broker who captured or favourited it, whatever their
 * preferences: what they saved is gone from the site. The link opens their dashboard, where it now shows as removed.
 */
export function notifyImovelRemovido(tx: Executor, imovelId: string): Promise<Notificacao[]> {
  return insertReturning(
    tx,
    sql`INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT k.user_id, 'status_alterado', 'O empreendimento ' || i.nome || ' foi removido pela construtora.', i.id,
             '/dashboard'
        FROM imoveis i
        JOIN corretores k ON k.id IN (
               SELECT corretor_id FROM captacoes WHERE imovel_id = i.id
               UNION SELECT corretor_id FROM favoritos WHERE imovel_id = i.id)
        JOIN users u ON u.id = k.user_id AND u.ativo
       WHERE i.id = ${imovelId}`,
  );
}

/**
 * The `nova_mensagem_chat` row (user_id, tipo, mensagem, imovel_id, link_acao) for each message of `mensagens` (the
 * table or a CTE of its rows, aliased m), addressed to its recipient. The chat domain decides when to use it.
 */
export function novaMensagemSelect(mensagens: SQL): SQL {
  return sql`SELECT m.destinatario_user_id, 'nova_mensagem_chat',
             'Nova mensagem de ' || coalesce(ct.nome, k.nome, 'um contato') || ': ' ||
               CASE WHEN length(m.conteudo_mensagem) > 80 THEN left(m.conteudo_mensagem, 77) || '...'
                    ELSE m.conteudo_mensagem END,
             cv.imovel_id, '/dashboard?tab=chat&conversa=' || cv.id
        FROM ${mensagens} m
        JOIN conversas cv ON cv.id = m.conversa_id
        LEFT JOIN construtoras ct ON ct.id = cv.construtora_id AND ct.user_id = m.remetente_user_id
        LEFT JOIN corretores k ON k.id = cv.corretor_id AND k.user_id = m.remetente_user_id`;
}

/** At most this many UserHub calls in flight. */
const PUSH_CONCURRENCY = 64;

export type PushEnv = Pick<Bindings, 'USER_HUB' | 'DATABASE_URL' | 'DB_RELAY'>;
export type Empurrado = { usuarios: number; online: number; abas: number };

/**
 * After commit: the recipients with an open tab (usuarios_online) get their rows over DO RPC, and their UserHub
 * sends them to every tab. The others are not called at all: a launch reaching 10,000 brokers costs one presence
 * query and a call per online broker, and an offline tab catches up over HTTP when it connects. Failures are
 * logged, never thrown: the rows are already committed.
 */
export async function pushNotifications(env: PushEnv, rows: Notificacao[]): Promise<Empurrado> {
  const byUser = new Map<string, Notificacao[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let online: string[];
  const { db, pool } = createDb(env);
  try {
    online = await filterOnline(db, [...byUser.keys()]);
  } catch (err) {
    logError('push_failed', err);
    return { usuarios: byUser.size, online: 0, abas: 0 };
  } finally {
    void pool.end().catch(() => undefined);
  }
  let abas = 0;
  const worker = async () => {
    for (let userId = online.pop(); userId; userId = online.pop()) {
      try {
        const tabs = await env.USER_HUB.get(env.USER_HUB.idFromName(userId)).notify(byUser.get(userId)!);
        abas += tabs;
      } catch (err) {
        logError('push_failed', err, { userId });
      }
    }
  };
  const chamados = online.length;
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, chamados) }, worker));
  return { usuarios: byUser.size, online: chamados, abas };
}

/** What a domain function calls with the rows its transaction wrote, once that transaction has committed. */
export type Notify = (rows: Notificacao[]) => void;

/** The usual Notificar of a request: push in the background, after the response if need be. */
export function pushAfterCommit(env: PushEnv, ctx: Pick<ExecutionContext, 'waitUntil'>): Notify {
  return (rows) => {
    if (rows.length) ctx.waitUntil(pushNotifications(env, rows));
  };
}
