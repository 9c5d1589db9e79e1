// Chat between a developer and a broker about one development (docs/regras.md#chat).
// Postgres holds every message; the ChatRoom Durable Object accepts them, carries them live and writes them here
// (docs/decisoes/011-mensagens-gravadas-em-lote-pela-sala.md).
import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError, MSG } from '../lib/errors.ts';
import { MENSAGEM_MAX, MSG_CHAT, type ConversaResumo, type MensagemChat } from '../schemas/chat.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';
import type { Notificacao } from '../schemas/notificacoes.ts';
import { joinImovel, notificacaoJson, novaMensagemSelect } from './notificacoes.ts';
import { likeEscape } from '../lib/like.ts';
import type { Party } from '../lib/actor.ts';

/** The two user ids of a conversation: what the Worker checks a socket against and the ChatRoom needs. */
export type ConversaPartes = { id: string; corretorUserId: string; construtoraUserId: string };

/** Refuses blank text and text over the limit (counted in characters, as the CHECK counts them). */
export function validateConteudo(conteudo: unknown): string {
  if (typeof conteudo !== 'string' || conteudo.trim() === '') throw new AppError('validation_failed', MSG_CHAT.vazia);
  if ([...conteudo].length > MENSAGEM_MAX) throw new AppError('validation_failed', MSG_CHAT.longa);
  return conteudo;
}

const resumoJson = (userId: string) => sql`json_build_object(
    'id', cv.id, 'last_message_at', cv.last_message_at,
    'imovel', CASE WHEN i.id IS NULL THEN NULL
              ELSE json_build_object('id', i.id, 'nome', i.nome, 'imagem', coalesce(i.thumb_url, i.imagens_urls[1])) END,
    'contraparte', CASE WHEN ct.user_id = ${userId}
      THEN json_build_object('user_id', k.user_id, 'nome', k.nome, 'foto_url', k.foto_url, 'tipo', 'corretor')
      ELSE json_build_object('user_id', ct.user_id, 'nome', ct.nome, 'foto_url', ct.logo_url, 'tipo', 'construtora') END,
    'ultima_mensagem', (SELECT json_build_object('conteudo', m.conteudo_mensagem,
                                                 'remetente_user_id', m.remetente_user_id, 'created_at', m.created_at)
                          FROM mensagens_chat m WHERE m.conversa_id = cv.id
                         ORDER BY m.created_at DESC, m.id DESC LIMIT 1),
    'nao_lidas', (SELECT count(*) FROM mensagens_chat m
                   WHERE m.conversa_id = cv.id AND m.destinatario_user_id = ${userId} AND NOT m.lida))`;

const fromConversas = sql`FROM conversas cv
  JOIN construtoras ct ON ct.id = cv.construtora_id
  JOIN corretores k ON k.id = cv.corretor_id
  LEFT JOIN imoveis i ON i.id = cv.imovel_id`;

function ownWhere(party: Party): SQL {
  return party.tipo === 'corretor'
    ? sql`cv.corretor_id = ${party.perfilId}`
    : sql`cv.construtora_id = ${party.perfilId}`;
}

/** The user's conversations, newest activity first; q matches the counterpart's or the development's name. */
export async function listConversas(db: Db, party: Party, q?: string): Promise<ConversaResumo[]> {
  const term = q?.trim();
  const busca = term
    ? sql`AND f_unaccent(lower(${party.tipo === 'corretor' ? sql`ct.nome` : sql`k.nome`} || ' ' || coalesce(i.nome, '')))
            LIKE '%' || f_unaccent(lower(${likeEscape(term)})) || '%'`
    : sql``;
  const result = await db.execute<{ c: ConversaResumo }>(sql`
    SELECT ${resumoJson(party.userId)} AS c ${fromConversas}
     WHERE ${ownWhere(party)} ${busca}
     ORDER BY cv.last_message_at DESC, cv.id DESC
     LIMIT 200`);
  return result.rows.map((r) => r.c);
}

async function resumo(db: Db, party: Party, id: string): Promise<ConversaResumo> {
  const result = await db.execute<{ c: ConversaResumo }>(
    sql`SELECT ${resumoJson(party.userId)} AS c ${fromConversas} WHERE cv.id = ${id}`,
  );
  return result.rows[0]!.c;
}

/**
 * One conversation per (development, broker): a broker starts it from an active development, a developer from a
 * capture of one of their developments. An existing conversation is returned as it is.
 */
export async function startConversa(
  db: Db,
  party: Party,
  input: { imovel_id?: string; captacao_id?: string },
): Promise<{ conversa: ConversaResumo; criada: boolean }> {
  let found: { imovel_id: string; construtora_id: string; corretor_id: string } | undefined;
  if (party.tipo === 'corretor') {
    if (!input.imovel_id) throw new AppError('validation_failed', MSG_IMOVEL_NAO_ENCONTRADO);
    const r = await db.execute<{ imovel_id: string; construtora_id: string; corretor_id: string }>(sql`
      SELECT id AS imovel_id, construtora_id, ${party.perfilId}::uuid AS corretor_id
        FROM imoveis WHERE id = ${input.imovel_id} AND ativo`);
    found = r.rows[0];
    if (!found) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
  } else {
    if (!input.captacao_id) throw new AppError('validation_failed', MSG_CHAT.destinatario);
    // An agency's captação has no broker to talk to: the chat is between a construtora and a broker.
    const r = await db.execute<{ imovel_id: string; construtora_id: string; corretor_id: string }>(sql`
      SELECT c.imovel_id, i.construtora_id, c.corretor_id
        FROM captacoes c JOIN imoveis i ON i.id = c.imovel_id
       WHERE c.id = ${input.captacao_id} AND i.construtora_id = ${party.perfilId} AND c.corretor_id IS NOT NULL`);
    found = r.rows[0];
    if (!found) throw new AppError('not_found', MSG_CHAT.destinatario);
  }
  const inserted = await db.execute<{ id: string }>(sql`
    INSERT INTO conversas (imovel_id, construtora_id, corretor_id)
    VALUES (${found.imovel_id}, ${found.construtora_id}, ${found.corretor_id})
    ON CONFLICT (imovel_id, construtora_id, corretor_id) DO NOTHING RETURNING id`);
  let id = inserted.rows[0]?.id;
  if (!id) {
    const existing = await db.execute<{ id: string }>(sql`
      SELECT id FROM conversas
       WHERE imovel_id = ${found.imovel_id} AND construtora_id = ${found.construtora_id}
         AND corretor_id = ${found.corretor_id}`);
    id = existing.rows[0]!.id;
  }
  return { conversa: await resumo(db, party, id), criada: Boolean(inserted.rows[0]) };
}

/** 404 when the conversation does not exist, 403 when the user is not one of its two parties. */
export async function conversaDoUsuario(db: Db, userId: string, id: string): Promise<ConversaPartes> {
  if (!isUuid(id)) throw new AppError('not_found', MSG_CHAT.conversa);
  const r = await db.execute<{ corretor_user_id: string; construtora_user_id: string }>(sql`
    SELECT k.user_id AS corretor_user_id, ct.user_id AS construtora_user_id
      FROM conversas cv JOIN corretores k ON k.id = cv.corretor_id JOIN construtoras ct ON ct.id = cv.construtora_id
     WHERE cv.id = ${id}`);
  const row = r.rows[0];
  if (!row) throw new AppError('not_found', MSG_CHAT.conversa);
  if (row.corretor_user_id !== userId && row.construtora_user_id !== userId) {
    throw new AppError('forbidden', MSG.acessoNegado);
  }
  return { id, corretorUserId: row.corretor_user_id, construtoraUserId: row.construtora_user_id };
}

export function destinatarioDe(conversa: ConversaPartes, remetenteUserId: string) {
  return conversa.corretorUserId === remetenteUserId ? conversa.construtoraUserId : conversa.corretorUserId;
}

const mensagemJson = sql`json_build_object('id', m.id, 'conversa_id', m.conversa_id,
  'remetente_user_id', m.remetente_user_id, 'destinatario_user_id', m.destinatario_user_id,
  'conteudo_mensagem', m.conteudo_mensagem, 'lida', m.lida, 'created_at', m.created_at)`;

const MENSAGENS_LIMITE = 500;

/**
 * Messages in ascending order: the latest 500, or with `after` (a message id or a time) the ones after it.
 * Opening the conversation marks everything addressed to the user in it as read.
 */
export async function listMensagens(
  db: Db,
  userId: string,
  conversa: ConversaPartes,
  after?: string,
): Promise<MensagemChat[]> {
  let depois = sql``;
  if (after && isUuid(after)) {
    depois = sql`AND (m.created_at, m.id) > (SELECT created_at, id FROM mensagens_chat
                                               WHERE id = ${after} AND conversa_id = ${conversa.id})`;
  } else if (after) {
    depois = sql`AND m.created_at > ${after}::timestamptz`;
  }
  await db.execute(sql`UPDATE mensagens_chat SET lida = true
                        WHERE conversa_id = ${conversa.id} AND destinatario_user_id = ${userId} AND NOT lida`);
  const result = await db.execute<{ m: MensagemChat }>(sql`
    SELECT s.m FROM (SELECT ${mensagemJson} AS m, m.created_at, m.id FROM mensagens_chat m
                    WHERE m.conversa_id = ${conversa.id} ${depois}
                    ORDER BY m.created_at ${after ? sql`ASC` : sql`DESC`}, m.id ${after ? sql`ASC` : sql`DESC`}
                    LIMIT ${MENSAGENS_LIMITE}) s
     ORDER BY s.created_at, s.id`);
  return result.rows.map((r) => r.m);
}

/** A message the ChatRoom accepted and holds until Postgres has it, with the session it was sent under. */
export type PendingMensagem = { mensagem: MensagemChat; sessao: string };

export type WrittenMensagens = {
  /** Recipients' notification rows, written or rewritten by this batch. */
  notificacoes: Notificacao[];
  /** Sessions that were no longer valid: their messages were not stored. */
  endedSessions: string[];
  /** Message ids already taken by a message of another sender or conversation: not stored. */
  takenIds: string[];
};

/**
 * Stores a ChatRoom's accepted messages, in order, in one statement (atomic on its own): the messages (the client's
 * client_id is the id, so a resend already stored is skipped), the conversation's last_message_at and the
 * recipients' notifications. Measured with tests/bench/chat.ts, the embedded database spent 80% of its time held
 * idle inside explicit transactions waiting for the next round trip, so no transaction of several statements.
 * The same statement checks each message's session (the sender's, as the socket was opened under it), so a socket
 * outliving a logout, a password change or a deactivation stores nothing. A message to a recipient who had the
 * conversation open is already read and writes no notification; the others keep at most one unread notification
 * per conversation, rewritten (text and time) by the newest message of the batch.
 */
export async function writeMensagens(db: Db, pending: PendingMensagem[]): Promise<WrittenMensagens> {
  const rows = pending.map(({ mensagem: m, sessao }, ord) => ({ ...m, ord, sessao }));
  const result = await db.execute<WrittenMensagens>(
    sql`
    WITH p AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS p(ord int, id uuid, conversa_id uuid,
        remetente_user_id uuid, destinatario_user_id uuid, conteudo_mensagem text, lida boolean,
        created_at timestamptz, sessao text)
       -- Tells the planner how many rows the JSON holds: it would assume 100 and scan whole tables to join them.
       LIMIT ${rows.length}
    ), sessao AS (
      SELECT p.ord FROM p JOIN sessions s ON s.id = p.sessao AND s.user_id = p.remetente_user_id
        JOIN users u ON u.id = s.user_id
       WHERE u.ativo AND s.expires_at > now() AND s.absolute_expires_at > now()
    ), m AS (
      INSERT INTO mensagens_chat (id, conversa_id, remetente_user_id, destinatario_user_id, conteudo_mensagem, lida,
                                  created_at)
      SELECT p.id, p.conversa_id, p.remetente_user_id, p.destinatario_user_id, p.conteudo_mensagem, p.lida,
             p.created_at
        FROM p
       WHERE p.ord IN (SELECT ord FROM sessao)
       ORDER BY p.ord
      ON CONFLICT (id) DO NOTHING RETURNING *
    ), cv AS (
      UPDATE conversas SET last_message_at = greatest(conversas.last_message_at, x.at)
        FROM (SELECT conversa_id, max(created_at) AS at FROM m GROUP BY conversa_id) x
       WHERE conversas.id = x.conversa_id
    ), n AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      ${novaMensagemSelect(sql`(SELECT DISTINCT ON (destinatario_user_id) * FROM m WHERE NOT lida
                                 ORDER BY destinatario_user_id, created_at DESC)`)}
      ON CONFLICT (user_id, link_acao) WHERE tipo = 'nova_mensagem_chat' AND NOT lida
      DO UPDATE SET mensagem = excluded.mensagem, imovel_id = excluded.imovel_id, created_at = excluded.created_at
      RETURNING *
    )
    SELECT (SELECT coalesce(json_agg(DISTINCT p.sessao), '[]'::json) FROM p
             WHERE p.ord NOT IN (SELECT ord FROM sessao)) AS "endedSessions",
           (SELECT coalesce(json_agg(${notificacaoJson}), '[]'::json) FROM n ${joinImovel}) AS notificacoes,
           (SELECT coalesce(json_agg(p.id), '[]'::json) FROM p
             WHERE p.ord IN (SELECT ord FROM sessao) AND p.id NOT IN (SELECT id FROM m)
               AND NOT EXISTS (SELECT 1 FROM mensagens_chat x WHERE x.id = p.id AND x.conversa_id = p.conversa_id
                                  AND x.remetente_user_id = p.remetente_user_id)) AS "takenIds"`,
  );
  return result.rows[0]!;
}
