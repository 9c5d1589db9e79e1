// An agency's team (docs/regras.md#imobiliárias): invitations by e-mail, managers, removals, and a broker leaving.
// A membership is never deleted: removal and leaving set saiu_em, so what the broker did under the agency keeps
// pointing at it. Each change is one guarded statement (the agency's own row, the member still active).
import { sql } from 'drizzle-orm';
import type { Actor, Broker } from '../lib/actor.ts';
import { emailComLink, sendEmail, type EmailBindings } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { likeEscape } from '../lib/like.ts';
import {
  CONVITE_DIAS,
  MSG_IMOBILIARIA,
  type ConviteEquipe,
  type EmpreendimentoParaCaptar,
  type MembroEquipe,
  type MinhaImobiliaria,
  type PapelMembro,
} from '../schemas/imobiliarias.ts';
import { novoToken } from './assinaturas.ts';
import { loadNotificacoes, type Executor, type Notify } from './notificacoes.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';

export type Agency = Pick<Actor<'imobiliaria'>, 'userId' | 'imobiliariaId'>;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/** The team, current members first (managers before brokers), then those who left, newest first. */
export async function listEquipe(db: Db, agency: Agency): Promise<MembroEquipe[]> {
  const result = await db.execute<MembroEquipe>(sql`
    SELECT m.id, m.corretor_id, k.nome, k.email, k.creci, m.papel, m.gerente_id, gk.nome AS gerente_nome,
           to_json(m.entrou_em) #>> '{}' AS entrou_em, to_json(m.saiu_em) #>> '{}' AS saiu_em
      FROM imobiliaria_membros m
      JOIN corretores k ON k.id = m.corretor_id
      LEFT JOIN imobiliaria_membros g ON g.id = m.gerente_id
      LEFT JOIN corretores gk ON gk.id = g.corretor_id
     WHERE m.imobiliaria_id = ${agency.imobiliariaId}
     ORDER BY m.saiu_em IS NOT NULL, m.saiu_em DESC, m.papel DESC, k.nome, m.id
     LIMIT 500`);
  return result.rows.map((r) => ({ ...r, entrou_em: iso(r.entrou_em)!, saiu_em: iso(r.saiu_em) }));
}

/** Invitations not yet accepted, cancelled or expired, newest first. */
export async function listConvites(db: Db, agency: Agency): Promise<ConviteEquipe[]> {
  const result = await db.execute<ConviteEquipe>(sql`
    SELECT id, email, to_json(expira_em) #>> '{}' AS expira_em, to_json(created_at) #>> '{}' AS created_at
      FROM convites_imobiliaria
     WHERE imobiliaria_id = ${agency.imobiliariaId} AND aceito_em IS NULL AND cancelado_em IS NULL
       AND expira_em > now()
     ORDER BY created_at DESC
     LIMIT 200`);
  return result.rows.map((r) => ({ ...r, expira_em: iso(r.expira_em)!, created_at: iso(r.created_at)! }));
}

export const urlConvite = (origin: string, token: string) => `${origin}/convite/${token}`;

/**
 * Invites a broker by e-mail: a pending invitation to the same address is replaced (cancelled) by the new one in the
 * same transaction; the partial unique index of pending invitations leaves one winner in a burst. The link goes
 * through the e-mail outbox; only its hash is stored.
 */
export async function inviteCorretor(
  db: Db,
  env: EmailBindings,
  origin: string,
  agency: Agency,
  email: string,
): Promise<ConviteEquipe> {
  const { token, hash } = novoToken();
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const membro = await tx.execute(sql`
        SELECT 1 FROM imobiliaria_membros m JOIN corretores k ON k.id = m.corretor_id JOIN users u ON u.id = k.user_id
         WHERE m.imobiliaria_id = ${agency.imobiliariaId} AND m.saiu_em IS NULL AND u.email = ${email}`);
      if (membro.rows.length) throw new AppError('conflict', MSG_IMOBILIARIA.jaNaEquipe);
      await tx.execute(sql`
        UPDATE convites_imobiliaria SET cancelado_em = now()
         WHERE imobiliaria_id = ${agency.imobiliariaId} AND email = ${email}
           AND aceito_em IS NULL AND cancelado_em IS NULL`);
      const novo = await tx.execute<ConviteEquipe & { imobiliaria: string }>(sql`
        INSERT INTO convites_imobiliaria (imobiliaria_id, email, token_hash, expira_em)
        VALUES (${agency.imobiliariaId}, ${email}, ${hash}, now() + ${`${CONVITE_DIAS} days`}::interval)
        RETURNING id, email, to_json(expira_em) #>> '{}' AS expira_em, to_json(created_at) #>> '{}' AS created_at,
                  (SELECT nome FROM imobiliarias WHERE id = ${agency.imobiliariaId}) AS imobiliaria`);
      return novo.rows[0]!;
    });
  } catch (err) {
    // Two invitations to one address at once: the partial unique index of pending ones keeps the first.
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new AppError('conflict', MSG_IMOBILIARIA.conviteConcorrente);
    throw err;
  }
  await sendEmail(
    db,
    env,
    emailComLink(
      email,
      `Convite da ${row.imobiliaria} — Conecta Imóveis`,
      [
        `A imobiliária ${row.imobiliaria} convidou você para a equipe dela na Conecta Imóveis.`,
        `Na equipe, você reserva unidades e envia propostas nos empreendimentos em que a imobiliária tem contrato ativo. O convite vale por ${CONVITE_DIAS} dias e só pode ser usado uma vez.`,
        'Se você não esperava este convite, ignore este e-mail.',
      ],
      { texto: 'Ver o convite', url: urlConvite(origin, token) },
    ),
  );
  return { id: row.id, email: row.email, expira_em: iso(row.expira_em)!, created_at: iso(row.created_at)! };
}

export async function cancelConvite(db: Db, agency: Agency, conviteId: string): Promise<void> {
  const result = await db.execute(sql`
    UPDATE convites_imobiliaria SET cancelado_em = now()
     WHERE id = ${conviteId} AND imobiliaria_id = ${agency.imobiliariaId} AND aceito_em IS NULL AND cancelado_em IS NULL
    RETURNING id`);
  if (!result.rows.length) throw new AppError('not_found', MSG_IMOBILIARIA.conviteNaoEncontrado);
}

/** Ends a membership and detaches the members it managed; `aviso` tells the other side. */
export async function endMembership(
  db: Executor,
  filtro: ReturnType<typeof sql>,
  userId: string,
  aviso: ReturnType<typeof sql>,
): Promise<string[] | null> {
  const result = await db.execute<{ avisos: string[] }>(sql`
    WITH saiu AS (
      UPDATE imobiliaria_membros m SET saiu_em = now(), removido_por = ${userId}::uuid
       WHERE ${filtro} AND m.saiu_em IS NULL
      RETURNING m.id, m.imobiliaria_id, m.corretor_id
    ), liderados AS (
      UPDATE imobiliaria_membros m SET gerente_id = NULL FROM saiu s WHERE m.gerente_id = s.id
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, link_acao)
      ${aviso}
      RETURNING id
    )
    SELECT (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM saiu`);
  return result.rows[0]?.avisos ?? null;
}

/** The agency removes a member: their reservations, proposals and sales stay as they are. */
export async function removeMembro(db: Db, agency: Agency, membroId: string, notify: Notify = () => {}) {
  const avisos = await endMembership(
    db,
    sql`m.id = ${membroId} AND m.imobiliaria_id = ${agency.imobiliariaId}`,
    agency.userId,
    sql`SELECT k.user_id, 'equipe_imobiliaria', 'A imobiliária ' || i.nome || ' removeu você da equipe.',
               '/dashboard?tab=configuracoes'
          FROM saiu s JOIN corretores k ON k.id = s.corretor_id JOIN imobiliarias i ON i.id = s.imobiliaria_id`,
  );
  if (!avisos) throw new AppError('not_found', MSG_IMOBILIARIA.membroNaoEncontrado);
  notify(await loadNotificacoes(db, avisos));
}

/** What the agency is told when a broker leaves it (by leaving, or by deleting their account). */
export const avisoSaida = sql`SELECT i.user_id, 'equipe_imobiliaria', k.nome || ' saiu da equipe.', '/dashboard?tab=equipe'
  FROM saiu s JOIN corretores k ON k.id = s.corretor_id JOIN imobiliarias i ON i.id = s.imobiliaria_id`;

/** The broker leaves their agency. */
export async function leaveImobiliaria(db: Db, broker: Broker, notify: Notify = () => {}) {
  const avisos = await endMembership(db, sql`m.corretor_id = ${broker.corretorId}`, broker.userId, avisoSaida);
  if (!avisos) throw new AppError('not_found', MSG_IMOBILIARIA.semImobiliaria);
  notify(await loadNotificacoes(db, avisos));
}

/**
 * Names a member manager (or back to broker) and/or sets their manager: the manager must be another current member
 * of the same agency with papel Gerente. A member who stops being a manager leaves their team without one.
 */
export async function updateMembro(
  db: Db,
  agency: Agency,
  membroId: string,
  input: { papel?: PapelMembro; gerente_id?: string | null },
): Promise<MembroEquipe> {
  const mudaGerente = input.gerente_id !== undefined;
  const result = await db.execute<{ id: string; gerente_ok: boolean }>(sql`
    WITH alvo AS (
      SELECT m.id FROM imobiliaria_membros m
       WHERE m.id = ${membroId} AND m.imobiliaria_id = ${agency.imobiliariaId} AND m.saiu_em IS NULL
       FOR UPDATE
    ), gerente AS (
      SELECT (${!mudaGerente} OR ${input.gerente_id ?? null}::uuid IS NULL OR EXISTS (
               SELECT 1 FROM imobiliaria_membros g
                WHERE g.id = ${input.gerente_id ?? null}::uuid AND g.id <> ${membroId}
                  AND g.imobiliaria_id = ${agency.imobiliariaId} AND g.saiu_em IS NULL AND g.papel = 'Gerente'
                FOR SHARE)) AS ok
    ), alterado AS (
      UPDATE imobiliaria_membros m
         SET papel = coalesce(${input.papel ?? null}, m.papel),
             gerente_id = CASE WHEN ${mudaGerente} THEN ${input.gerente_id ?? null}::uuid ELSE m.gerente_id END
        FROM alvo, gerente
       WHERE m.id = alvo.id AND gerente.ok
      RETURNING m.id, m.papel
    ), liderados AS (
      UPDATE imobiliaria_membros m SET gerente_id = NULL
        FROM alterado a WHERE m.gerente_id = a.id AND a.papel <> 'Gerente'
    )
    SELECT alvo.id, gerente.ok AS gerente_ok FROM alvo, gerente`);
  const row = result.rows[0];
  if (!row) throw new AppError('not_found', MSG_IMOBILIARIA.membroNaoEncontrado);
  if (!row.gerente_ok) throw new AppError('validation_failed', MSG_IMOBILIARIA.gerenteInvalido);
  const membro = (await listEquipe(db, agency)).find((m) => m.id === membroId);
  return membro!;
}

/** The broker's current agency, or null. */
export async function myImobiliaria(db: Db, broker: Broker): Promise<MinhaImobiliaria | null> {
  const result = await db.execute<MinhaImobiliaria>(sql`
    SELECT m.id AS membro_id, i.id AS imobiliaria_id, i.nome, m.papel, to_json(m.entrou_em) #>> '{}' AS entrou_em
      FROM imobiliaria_membros m JOIN imobiliarias i ON i.id = m.imobiliaria_id
     WHERE m.corretor_id = ${broker.corretorId} AND m.saiu_em IS NULL`);
  const row = result.rows[0];
  return row ? { ...row, entrou_em: iso(row.entrou_em)! } : null;
}

/**
 * Active developments, the agency's captured ones first (with their contract), then the newest; every word of q in
 * the name or the city, ignoring accents and case.
 */
export async function listEmpreendimentosParaCaptar(
  db: Db,
  agency: Agency,
  q: string | null,
): Promise<EmpreendimentoParaCaptar[]> {
  const palavras = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const filtro = palavras.map(
    (w) => sql`AND lower(f_unaccent(i.nome || ' ' || coalesce(i.cidade, ''))) LIKE
                   '%' || lower(f_unaccent(${likeEscape(w)})) || '%'`,
  );
  const result = await db.execute<EmpreendimentoParaCaptar>(sql`
    SELECT i.id, i.nome, i.cidade, i.uf, t.nome AS construtora_nome, c.id AS captacao_id,
           CASE WHEN k.id IS NOT NULL THEN json_build_object('id', k.id, 'status_contrato', k.status_contrato,
             'limite_reservas', k.limite_reservas) END AS contrato
      FROM imoveis i
      JOIN construtoras t ON t.id = i.construtora_id
      LEFT JOIN captacoes c ON c.imovel_id = i.id AND c.imobiliaria_id = ${agency.imobiliariaId}
      LEFT JOIN contratos_captacao k ON k.captacao_id = c.id
     WHERE i.ativo ${sql.join(filtro, sql` `)}
     ORDER BY c.id IS NULL, i.created_at DESC, i.id
     LIMIT 60`);
  return result.rows;
}
