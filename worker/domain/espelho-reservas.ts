// Reservations of units: a broker holds a Disponível unit for a client for the development's hold time; the
// developer or the holder cancels it; it expires by itself. The winner of a race is decided by one guarded UPDATE
// (status = 'Disponível'), with the partial unique index of live reservations as the backstop; the per-broker limit
// is counted under an advisory lock of (broker, development), so a burst of one broker cannot pass it either. A
// broker acting under their agency's contract also takes the lock of (agency, development), under which the
// agency's limit of live reservations there is counted (docs/regras.md#imobiliárias).
import { sql } from 'drizzle-orm';
import { isUuid } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { inOneExchange } from '../lib/one-exchange.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';
import {
  AVISO_EXPIRANDO_MS,
  MSG_ESPELHO,
  type MinhaReserva,
  type ReservaVisivel,
  type StatusUnidade,
  type Unidade,
} from '../schemas/espelho.ts';
import type { ReservaInput } from '../schemas/espelho-input.ts';
import { LIMITE_RESERVAS_PADRAO, MSG_IMOBILIARIA } from '../schemas/imobiliarias.ts';
import { espelhoAccess, readUnidades, redactFor, unidadeNotFound, type EspelhoViewer } from './espelho.ts';
import { loadNotificacoes, type Executor, type Notify } from './notificacoes.ts';

/** ' 1502 (Torre A) de Residencial X' in SQL over u (unidades) and i (imoveis). */
const unidadeTexto = sql`u.numero || ' (' || u.torre || ') de ' || i.nome`;
const linkEspelho = sql`'/dashboard?tab=espelho&imovel=' || i.id`;

export async function reserveUnidade(
  db: Db,
  ator: EspelhoViewer,
  imovelId: string,
  unidadeId: string,
  input: ReservaInput,
  notify: Notify = () => {},
): Promise<{ unidade: Unidade; reserva: ReservaVisivel }> {
  if (ator.tipo !== 'corretor') throw new AppError('forbidden', 'Só corretores reservam unidades.');
  const acesso = await espelhoAccess(db, ator, imovelId);
  if (!acesso.permissoes.reservar) throw new AppError('forbidden', MSG_ESPELHO.semContrato);
  if (!isUuid(unidadeId)) throw unidadeNotFound();
  const corretorId = ator.corretorId;
  // The agency the reservation is made under: none when the broker has an Ativo contract of their own on the
  // development; else the broker's current agency, when it has an Ativo contract there, with its limit.
  const agencia = sql`SELECT k.imobiliaria_id, coalesce(k.limite_reservas, ${LIMITE_RESERVAS_PADRAO})::int AS limite
      FROM imobiliaria_membros m
      JOIN contratos_captacao k ON k.imobiliaria_id = m.imobiliaria_id
     WHERE m.corretor_id = ${corretorId} AND m.saiu_em IS NULL AND k.imovel_id = ${imovelId}
       AND k.status_contrato = 'Ativo'
       AND NOT EXISTS (SELECT 1 FROM contratos_captacao p
                        WHERE p.corretor_id = ${corretorId} AND p.imovel_id = ${imovelId} AND p.status_contrato = 'Ativo')
     LIMIT 1`;
  let ganhou: { id: string | null; avisos: string[]; imobiliaria_id: string | null; limite: number | null };
  try {
    // Three statements in one exchange: the broker's lock, then the agency's (each a statement of its own, so the
    // next one's snapshot sees what the previous holder committed), then the guarded UPDATE with what it writes.
    const [, , rows] = await inOneExchange(db, [
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${corretorId}:${imovelId}`}, 0))`,
      sql`SELECT pg_advisory_xact_lock(hashtextextended('imobiliaria:' || a.imobiliaria_id || ':' || ${imovelId}, 0))
            FROM (${agencia}) a`,
      sql`
        WITH agencia AS (${agencia}), reservada AS (
          UPDATE unidades u
             SET status = 'Reservada', versao = u.versao + 1, seq = nextval('unidades_seq'), updated_at = now()
            FROM imoveis i
           WHERE u.id = ${unidadeId} AND u.imovel_id = ${imovelId} AND i.id = u.imovel_id AND u.status = 'Disponível'
             AND (SELECT count(*) FROM reservas_unidades r
                   WHERE r.corretor_id = ${corretorId} AND r.imovel_id = ${imovelId} AND r.status = 'Ativa')
                 < i.reservas_max_por_corretor
             -- Under an agency's contract, its cap too (no agency: the comparison is null, and passes).
             AND ((SELECT count(*) FROM reservas_unidades r
                    WHERE r.imobiliaria_id = (SELECT imobiliaria_id FROM agencia) AND r.imovel_id = ${imovelId}
                      AND r.status = 'Ativa')
                  < (SELECT limite FROM agencia)) IS NOT FALSE
          RETURNING u.id, i.reserva_horas
        ), reserva AS (
          INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, imobiliaria_id, cliente_nome,
                                         cliente_telefone, expira_em)
          SELECT id, ${imovelId}, ${corretorId}, (SELECT imobiliaria_id FROM agencia), ${input.cliente_nome},
                 ${input.cliente_telefone}, now() + make_interval(hours => reserva_horas)
            FROM reservada
          RETURNING id, unidade_id
        ), historico AS (
          INSERT INTO unidades_historico (unidade_id, de, para, user_id, observacao)
          SELECT unidade_id, 'Disponível', 'Reservada', ${ator.userId}::uuid, 'Reservada para ' || ${input.cliente_nome}
            FROM reserva
        ), aviso AS (
          INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
          SELECT t.user_id, 'nova_reserva',
                 k.nome || ' reservou a unidade ' || ${unidadeTexto} || ' para ' || ${input.cliente_nome} || '.',
                 i.id, ${linkEspelho}
            FROM reserva r
            JOIN unidades u ON u.id = r.unidade_id
            JOIN imoveis i ON i.id = u.imovel_id
            JOIN construtoras t ON t.id = i.construtora_id
            JOIN corretores k ON k.id = ${corretorId}
          RETURNING id
        )
        SELECT (SELECT id FROM reserva) AS id, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos,
               (SELECT imobiliaria_id FROM agencia) AS imobiliaria_id, (SELECT limite FROM agencia) AS limite`,
    ]);
    ganhou = rows![0] as typeof ganhou;
  } catch (err) {
    // The partial unique index of live reservations: another one won between our guard and our insert.
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new AppError('conflict', MSG_ESPELHO.corrida);
    throw err;
  }
  if (!ganhou.id) {
    const sob = ganhou.imobiliaria_id ? { imobiliaria_id: ganhou.imobiliaria_id, limite: ganhou.limite! } : null;
    throw await motivoDaRecusa(db, corretorId, imovelId, unidadeId, acesso.imovel, sob);
  }
  notify(await loadNotificacoes(db, ganhou.avisos));
  const unidade = redactFor((await readUnidades(db, imovelId, [unidadeId]))[0]!, ator);
  return { unidade, reserva: unidade.reserva! };
}

type Agencia = { imobiliaria_id: string; limite: number };

/** The guarded UPDATE changed nothing: say why. */
async function motivoDaRecusa(
  db: Executor,
  corretorId: string,
  imovelId: string,
  unidadeId: string,
  imovel: { reservas_max_por_corretor: number },
  agencia: Agencia | null,
): Promise<AppError> {
  const result = await db.execute<{ status: StatusUnidade; titular: string | null }>(sql`
    SELECT u.status, r.corretor_id AS titular FROM unidades u
      LEFT JOIN reservas_unidades r ON r.unidade_id = u.id AND r.status = 'Ativa'
     WHERE u.id = ${unidadeId} AND u.imovel_id = ${imovelId}`);
  const u = result.rows[0];
  if (!u) return unidadeNotFound();
  if (u.status === 'Reservada' && u.titular !== corretorId) return new AppError('conflict', MSG_ESPELHO.corrida);
  if (u.status !== 'Disponível') return new AppError('conflict', MSG_ESPELHO.indisponivel);
  if (agencia) {
    const ativas = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM reservas_unidades
       WHERE imobiliaria_id = ${agencia.imobiliaria_id} AND imovel_id = ${imovelId} AND status = 'Ativa'`);
    if (ativas.rows[0]!.n >= agencia.limite) {
      return new AppError('conflict', MSG_IMOBILIARIA.limiteReservas(agencia.limite));
    }
  }
  return new AppError('conflict', MSG_ESPELHO.limiteReservas(imovel.reservas_max_por_corretor));
}

/**
 * Cancels the unit's live reservation: its holder or the development's developer; the unit is Disponível again.
 * When the developer cancels, the broker is told.
 */
export async function cancelReserva(
  db: Db,
  ator: EspelhoViewer,
  imovelId: string,
  unidadeId: string,
  notify: Notify = () => {},
): Promise<Unidade> {
  await espelhoAccess(db, ator, imovelId);
  if (!isUuid(unidadeId)) throw unidadeNotFound();
  const doTitular = ator.tipo === 'corretor' ? sql`AND r.corretor_id = ${ator.corretorId}` : sql``;
  // The unit row is the guard, locked first: a unit Em Proposta (or sold) keeps its reservation until the
  // proposal is decided, and a proposal sent at the same moment waits for this statement or wins before it.
  const result = await db.execute<{ id: string; avisos: string[] }>(sql`
    WITH liberada AS (
      UPDATE unidades u SET status = 'Disponível', versao = u.versao + 1, seq = nextval('unidades_seq'), updated_at = now()
        FROM reservas_unidades r
       WHERE u.id = ${unidadeId} AND u.imovel_id = ${imovelId} AND u.status = 'Reservada'
         AND r.unidade_id = u.id AND r.status = 'Ativa' ${doTitular}
      RETURNING u.id, r.id AS reserva_id
    ), encerrada AS (
      UPDATE reservas_unidades r SET status = 'Cancelada', encerrada_em = now(), encerrada_por = ${ator.userId}
        FROM liberada l
       WHERE r.id = l.reserva_id AND r.status = 'Ativa'
      RETURNING r.id, r.unidade_id, r.corretor_id
    ), historico AS (
      INSERT INTO unidades_historico (unidade_id, de, para, user_id, observacao)
      SELECT unidade_id, 'Reservada', 'Disponível', ${ator.userId}::uuid, 'Reserva cancelada' FROM encerrada
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT k.user_id, 'reserva_cancelada',
             'A construtora cancelou sua reserva da unidade ' || ${unidadeTexto} || '.', i.id, ${linkEspelho}
        FROM encerrada e
        JOIN unidades u ON u.id = e.unidade_id
        JOIN imoveis i ON i.id = u.imovel_id
        JOIN corretores k ON k.id = e.corretor_id
       WHERE ${ator.tipo === 'construtora'}
      RETURNING id
    )
    SELECT id, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM encerrada`);
  const row = result.rows[0];
  if (!row) throw await motivoDoCancelamento(db, ator, imovelId, unidadeId);
  notify(await loadNotificacoes(db, row.avisos));
  return redactFor((await readUnidades(db, imovelId, [unidadeId]))[0]!, ator);
}

async function motivoDoCancelamento(db: Executor, ator: EspelhoViewer, imovelId: string, unidadeId: string) {
  const result = await db.execute<{ existe: boolean; titular: string | null; teve: boolean }>(sql`
    SELECT true AS existe,
           (SELECT corretor_id FROM reservas_unidades WHERE unidade_id = u.id AND status = 'Ativa') AS titular,
           EXISTS (SELECT 1 FROM reservas_unidades WHERE unidade_id = u.id AND status <> 'Ativa'
                     AND (${ator.tipo === 'construtora'} OR corretor_id = ${ator.tipo === 'corretor' ? ator.corretorId : null}))
             AS teve
      FROM unidades u WHERE u.id = ${unidadeId} AND u.imovel_id = ${imovelId}`);
  const u = result.rows[0];
  if (!u) return unidadeNotFound();
  if (u.titular && ator.tipo === 'corretor' && u.titular !== ator.corretorId) {
    return new AppError('forbidden', MSG_ESPELHO.naoPodeCancelar);
  }
  // Held by the caller (or the caller's development) and still not cancelled: the unit has moved on to a proposal.
  if (u.titular) return new AppError('conflict', MSG_ESPELHO.emProposta);
  if (u.teve) return new AppError('conflict', MSG_ESPELHO.reservaEncerrada);
  return new AppError('not_found', MSG_ESPELHO.reservaNaoEncontrada);
}

/** The broker's own reservations across developments: live ones first, then the newest. */
export async function myReservas(db: Db, ator: EspelhoViewer): Promise<MinhaReserva[]> {
  if (ator.tipo !== 'corretor') throw new AppError('forbidden', 'Acesso negado.');
  const result = await db.execute<MinhaReserva>(sql`
    SELECT r.id, r.corretor_id, k.nome AS corretor_nome, m.nome AS imobiliaria_nome, r.cliente_nome, r.cliente_telefone,
           to_json(r.expira_em) #>> '{}' AS expira_em, to_json(r.created_at) #>> '{}' AS created_at, r.status,
           u.id AS unidade_id, u.numero AS unidade_numero, u.torre, i.id AS imovel_id, i.nome AS imovel_nome
      FROM reservas_unidades r
      JOIN unidades u ON u.id = r.unidade_id
      JOIN imoveis i ON i.id = r.imovel_id
      JOIN corretores k ON k.id = r.corretor_id
      LEFT JOIN imobiliarias m ON m.id = r.imobiliaria_id
     WHERE r.corretor_id = ${ator.corretorId}
     ORDER BY (r.status = 'Ativa') DESC, r.created_at DESC
     LIMIT 200`);
  return result.rows.map((r) => ({
    ...r,
    expira_em: new Date(r.expira_em).toISOString(),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export type Expiracao = {
  /** Units freed, by development, for the live push. */
  liberadas: { imovel_id: string; unidade_id: string }[];
  expiradas: number;
  avisadas: number;
};

const filtroImovel = (imovelId: string | null) => (imovelId ? sql`AND r.imovel_id = ${imovelId}` : sql``);
/** A hold runs only while its unit is Reservada: a unit Em Proposta keeps its reservation until the decision. */
const unidadeReservada = sql`AND EXISTS (SELECT 1 FROM unidades ur WHERE ur.id = r.unidade_id AND ur.status = 'Reservada')`;

/**
 * Ends the holds due at `agora` (of one development, or all with null): each reservation Expirada, its unit
 * Disponível again, a history row and a 'reserva_expirada' to the broker, in one statement. Then, in another, a
 * 'reserva_expirando' once per live hold ending within AVISO_EXPIRANDO_MS. Guarded by status, so the alarm and the
 * cron running at once never double anything.
 */
export async function expireReservas(
  db: Executor,
  imovelId: string | null,
  agora: Date,
  notify: Notify = () => {},
): Promise<Expiracao> {
  const now = agora.toISOString();
  const vencidas = await db.execute<{ liberadas: Expiracao['liberadas']; n: number; avisos: string[] }>(sql`
    WITH vencida AS (
      UPDATE reservas_unidades r SET status = 'Expirada', encerrada_em = ${now}::timestamptz
       WHERE r.status = 'Ativa' AND r.expira_em <= ${now}::timestamptz ${filtroImovel(imovelId)}
         ${unidadeReservada}
      RETURNING r.id, r.unidade_id, r.imovel_id, r.corretor_id
    ), liberada AS (
      UPDATE unidades u SET status = 'Disponível', versao = u.versao + 1, seq = nextval('unidades_seq'), updated_at = now()
        FROM vencida v
       WHERE u.id = v.unidade_id AND u.status = 'Reservada'
      RETURNING u.id, u.imovel_id
    ), historico AS (
      INSERT INTO unidades_historico (unidade_id, de, para, observacao)
      SELECT unidade_id, 'Reservada', 'Disponível', 'Reserva expirada' FROM vencida
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT k.user_id, 'reserva_expirada',
             'Sua reserva da unidade ' || ${unidadeTexto} || ' expirou e a unidade voltou a ficar disponível.',
             i.id, ${linkEspelho}
        FROM vencida v
        JOIN unidades u ON u.id = v.unidade_id
        JOIN imoveis i ON i.id = v.imovel_id
        JOIN corretores k ON k.id = v.corretor_id
      RETURNING id
    )
    SELECT (SELECT coalesce(json_agg(json_build_object('imovel_id', imovel_id, 'unidade_id', id)), '[]') FROM liberada)
             AS liberadas,
           (SELECT count(*)::int FROM vencida) AS n,
           (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos`);
  const avisos = await db.execute<{ n: number; avisos: string[] }>(sql`
    WITH avisada AS (
      UPDATE reservas_unidades r SET aviso_enviado_em = ${now}::timestamptz
       WHERE r.status = 'Ativa' AND r.aviso_enviado_em IS NULL ${unidadeReservada}
         AND r.expira_em <= ${now}::timestamptz + ${AVISO_EXPIRANDO_MS} * interval '1 millisecond'
         ${filtroImovel(imovelId)}
      RETURNING r.id, r.unidade_id, r.imovel_id, r.corretor_id, r.expira_em
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT k.user_id, 'reserva_expirando',
             'Sua reserva da unidade ' || ${unidadeTexto} || ' expira às ' ||
               to_char(a.expira_em AT TIME ZONE 'America/Sao_Paulo', 'HH24:MI "de" DD/MM') || '.',
             i.id, ${linkEspelho}
        FROM avisada a
        JOIN unidades u ON u.id = a.unidade_id
        JOIN imoveis i ON i.id = a.imovel_id
        JOIN corretores k ON k.id = a.corretor_id
      RETURNING id
    )
    SELECT (SELECT count(*)::int FROM avisada) AS n, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos`);
  const v = vencidas.rows[0]!;
  const a = avisos.rows[0]!;
  notify(await loadNotificacoes(db, [...v.avisos, ...a.avisos]));
  return { liberadas: v.liberadas, expiradas: v.n, avisadas: a.n };
}

/** The next instant something is due in the development (a warning or an expiry), or null with no live hold. */
export async function proximoVencimento(db: Executor, imovelId: string): Promise<Date | null> {
  const result = await db.execute<{ em: string | null }>(sql`
    SELECT to_json(min(CASE WHEN aviso_enviado_em IS NULL
                            THEN expira_em - ${AVISO_EXPIRANDO_MS} * interval '1 millisecond'
                            ELSE expira_em END)) #>> '{}' AS em
      FROM reservas_unidades r WHERE r.imovel_id = ${imovelId} AND r.status = 'Ativa' ${unidadeReservada}`);
  const em = result.rows[0]?.em;
  return em ? new Date(em) : null;
}
