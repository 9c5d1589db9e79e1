// Proposals on reserved units: the broker holding the unit's reservation sends one, the developer approves, refuses
// or counters, the broker answers a counter or cancels. Every step is one statement: the proposal row is locked and
// guarded (party, allowed status, version), and the unit, the reservation, the sale, the commission (with an agency's
// shares), the history and the other party's notification are written with it, so they commit together or not at all. When the guard fails
// nothing was written, and a SELECT says why.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeTimeCursor, isUuid, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError, validationError } from '../lib/errors.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';
import type { Page } from '../schemas/page.ts';
import { type LinhaPlano, checkPlano } from '../schemas/plano-pagamento.ts';
import {
  propostaEnvioSchema,
  propostaSchema,
  type PropostaAcaoInput,
  type propostasQuerySchema,
} from '../schemas/proposta-input.ts';
import {
  ACOES_PROPOSTA,
  MSG_PROPOSTA,
  type Proposta,
  type PropostaDetalhe,
  type PropostaHistorico,
  type StatusProposta,
  type UnidadeVendida,
} from '../schemas/propostas.ts';
import { condicoesColunas, condicoesDaLinha, type CondicoesRow } from './condicoes-pagamento.ts';
import { insertPartes, type ComissaoDaImobiliaria } from './comissoes-partes-criacao.ts';
import { loadNotificacoes, type Executor, type Notify } from './notificacoes.ts';
import type { Party } from '../lib/actor.ts';

/** Called after commit with the units a step changed, so open sales grids can show them. */
export type UnidadesMudaram = (imovelId: string, unidadeIds: string[]) => void;

const ownerColumn = (p: Party) => (p.tipo === 'corretor' ? sql`p.corretor_id` : sql`p.construtora_id`);
const notFound = () => new AppError('not_found', MSG_PROPOSTA.naoEncontrada);
export const linkProposta = (id: SQL) => sql`'/dashboard?tab=propostas&proposta=' || ${id}`;
/** 'unidade 101 (Torre A) de Residencial X', in SQL over `u` (unidades) and `i` (imoveis). */
const unidadeTexto = sql`'unidade ' || u.numero || ' (' || u.torre || ') de ' || i.nome`;

type Row = {
  id: string;
  status: StatusProposta;
  versao: number;
  unidade_id: string;
  unidade: UnidadeVendida;
  imovel_id: string;
  imovel_nome: string;
  corretor_id: string;
  corretor_nome: string;
  corretor_creci: string | null;
  construtora_id: string;
  construtora_nome: string;
  imobiliaria_nome: string | null;
  cliente_nome: string;
  cliente_cpf: string;
  cliente_telefone: string;
  cliente_email: string;
  preco_tabela_centavos: number;
  preco_ofertado_centavos: number;
  plano: LinhaPlano[];
  motivo_recusa: string | null;
  created_at: string;
  updated_at: string;
};

const SELECT = sql`
  SELECT p.id, p.status, p.versao, p.unidade_id, p.unidade, i.id AS imovel_id, i.nome AS imovel_nome,
         c.id AS corretor_id, c.nome AS corretor_nome, c.creci AS corretor_creci,
         t.id AS construtora_id, t.nome AS construtora_nome, im.nome AS imobiliaria_nome,
         p.cliente_nome, p.cliente_cpf, p.cliente_telefone, p.cliente_email,
         p.preco_tabela_centavos::float8 AS preco_tabela_centavos,
         p.preco_ofertado_centavos::float8 AS preco_ofertado_centavos, p.plano, p.motivo_recusa,
         to_json(p.created_at) #>> '{}' AS created_at, to_json(p.updated_at) #>> '{}' AS updated_at
    FROM propostas p
    JOIN imoveis i ON i.id = p.imovel_id
    JOIN corretores c ON c.id = p.corretor_id
    JOIN construtoras t ON t.id = p.construtora_id
    LEFT JOIN imobiliarias im ON im.id = p.imobiliaria_id`;

function toProposta(r: Row): Proposta {
  return {
    id: r.id,
    status: r.status,
    versao: r.versao,
    unidade: { id: r.unidade_id, ...r.unidade },
    imovel: { id: r.imovel_id, nome: r.imovel_nome },
    corretor: { id: r.corretor_id, nome: r.corretor_nome, creci: r.corretor_creci },
    construtora: { id: r.construtora_id, nome: r.construtora_nome },
    imobiliaria_nome: r.imobiliaria_nome,
    cliente_nome: r.cliente_nome,
    cliente_cpf: r.cliente_cpf,
    cliente_telefone: r.cliente_telefone,
    cliente_email: r.cliente_email,
    preco_tabela_centavos: r.preco_tabela_centavos,
    preco_ofertado_centavos: r.preco_ofertado_centavos,
    plano: r.plano,
    motivo_recusa: r.motivo_recusa,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/** The list's one statement (exported so the benchmark can EXPLAIN exactly what the API runs). */
export function listPropostasSql(parte: Party, q: z.output<typeof propostasQuerySchema>): SQL {
  const where: SQL[] = [sql`${ownerColumn(parte)} = ${parte.perfilId}`];
  if (q.status) where.push(sql`p.status = ${q.status}`);
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    where.push(sql`(p.updated_at, p.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  return sql`
    ${SELECT}
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY p.updated_at DESC, p.id DESC
     LIMIT ${q.limit + 1}`;
}

/** The party's proposals, most recently changed first, keyset-paginated on (updated_at, id). */
export async function listPropostas(
  db: Db,
  parte: Party,
  q: z.output<typeof propostasQuerySchema>,
): Promise<Page<Proposta>> {
  const result = await db.execute<Row>(listPropostasSql(parte, q));
  // The cursor keeps the database's microseconds: a JavaScript Date would round them away and skip rows.
  return toPage(result.rows, q.limit, (r) => r.updated_at, toProposta);
}

async function detalhe(db: Db, parte: Party, id: string): Promise<PropostaDetalhe | null> {
  const [result, historico] = await Promise.all([
    db.execute<Row & CondicoesRow>(sql`
      SELECT q.*, ${condicoesColunas}
        FROM (${SELECT} WHERE p.id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}) q
        LEFT JOIN condicoes_pagamento cp ON cp.imovel_id = q.imovel_id`),
    db.execute<PropostaHistorico>(sql`
      SELECT h.id, h.de, h.para, h.preco_centavos::float8 AS preco_centavos, h.plano, h.observacao,
             to_json(h.created_at) #>> '{}' AS created_at,
             CASE WHEN h.user_id IS NOT NULL THEN coalesce(hc.nome, ht.nome, hu.email) END AS autor
        FROM propostas_historico h
        JOIN propostas p ON p.id = h.proposta_id
        LEFT JOIN users hu ON hu.id = h.user_id
        LEFT JOIN corretores hc ON hc.user_id = h.user_id
        LEFT JOIN construtoras ht ON ht.user_id = h.user_id
       WHERE h.proposta_id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}
       ORDER BY h.created_at, h.id`),
  ]);
  const row = result.rows[0];
  if (!row) return null;
  const proposta = toProposta(row);
  const condicoes = condicoesDaLinha(row);
  return {
    ...proposta,
    historico: historico.rows.map((h) => ({ ...h, created_at: new Date(h.created_at).toISOString() })),
    condicoes,
    resumo: checkPlano(proposta.plano, proposta.preco_ofertado_centavos, proposta.preco_tabela_centavos, condicoes),
  };
}

/** One proposal for one of its two parties; anyone else gets 404, exactly like a missing one. */
export async function getProposta(db: Db, parte: Party, id: string): Promise<PropostaDetalhe> {
  const found = isUuid(id) ? await detalhe(db, parte, id) : null;
  if (!found) throw notFound();
  return found;
}

type UnidadeAlvo = CondicoesRow & {
  id: string;
  status: string;
  preco_centavos: number | null;
  reserva_id: string | null;
  reserva_corretor_id: string | null;
  reserva_vencida: boolean;
};

async function unidadeAlvo(db: Db, unidadeId: string): Promise<UnidadeAlvo | undefined> {
  const result = await db.execute<UnidadeAlvo>(sql`
    SELECT u.id, u.status, u.preco_centavos::float8 AS preco_centavos, r.id AS reserva_id,
           r.corretor_id AS reserva_corretor_id, coalesce(r.expira_em <= now(), false) AS reserva_vencida,
           ${condicoesColunas}
      FROM unidades u
      JOIN imoveis i ON i.id = u.imovel_id
      LEFT JOIN reservas_unidades r ON r.unidade_id = u.id AND r.status = 'Ativa'
      LEFT JOIN condicoes_pagamento cp ON cp.imovel_id = u.imovel_id
     WHERE u.id = ${unidadeId} AND i.ativo`);
  return result.rows[0];
}

/** Why the broker may not send a proposal on this unit now, or null when they may. */
function recusaDoEnvio(parte: Party, u: UnidadeAlvo | undefined): AppError | null {
  if (!u) return new AppError('not_found', MSG_PROPOSTA.unidadeNaoEncontrada);
  const minha = u.reserva_corretor_id === parte.perfilId;
  if (u.status === 'Em Proposta' && minha) return new AppError('conflict', MSG_PROPOSTA.jaTemProposta);
  if ((u.status === 'Reservada' || u.status === 'Em Proposta') && !minha) {
    return new AppError('forbidden', MSG_PROPOSTA.naoReservada);
  }
  if (u.status !== 'Reservada') return new AppError('conflict', MSG_PROPOSTA.naoReservada);
  // The alarm may not have ended the hold yet: past its end it holds nothing.
  if (u.reserva_vencida) return new AppError('conflict', MSG_PROPOSTA.reservaVencida);
  if (u.preco_centavos === null) return new AppError('conflict', MSG_PROPOSTA.semPreco);
  return null;
}

/**
 * 'Enviar Proposta': the body is checked with the same schema as the form, for the unit's table price and the
 * development's conditions; then the unit becomes Em Proposta and the proposal, its first history row and the
 * developer's notification are written in one statement guarded by the reservation and the price just checked.
 */
export async function sendProposta(
  db: Db,
  parte: Party,
  body: unknown,
  notify: Notify = () => {},
  unidadesMudaram: UnidadesMudaram = () => {},
): Promise<PropostaDetalhe> {
  if (parte.tipo !== 'corretor') throw new AppError('forbidden', MSG_PROPOSTA.atorInvalido);
  const envio = propostaEnvioSchema.safeParse(body);
  if (!envio.success) throw validationError(envio.error);
  const unidadeId = envio.data.unidade_id;
  const alvo = await unidadeAlvo(db, unidadeId);
  const recusa = recusaDoEnvio(parte, alvo);
  if (recusa) throw recusa;
  const u = alvo!;
  const parsed = propostaSchema(u.preco_centavos!, condicoesDaLinha(u)).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const v = parsed.data;
  const plano = JSON.stringify(v.plano);
  let result;
  try {
    result = await db.execute<{ id: string; imovel_id: string; avisos: string[] }>(sql`
      WITH unidade AS (
        UPDATE unidades u
           SET status = 'Em Proposta', versao = u.versao + 1, seq = nextval('unidades_seq'), updated_at = now()
          FROM reservas_unidades r
         WHERE u.id = ${unidadeId} AND u.status = 'Reservada' AND u.preco_centavos = ${u.preco_centavos}
           AND r.id = ${u.reserva_id} AND r.unidade_id = u.id AND r.status = 'Ativa' AND r.corretor_id = ${parte.perfilId}
           AND r.expira_em > now()
        RETURNING u.id, u.imovel_id, u.torre, u.numero, u.preco_centavos, r.id AS reserva_id, r.imobiliaria_id,
                  jsonb_build_object('torre', u.torre, 'numero', u.numero, 'andar', u.andar, 'tipologia', u.tipologia,
                                     'area_privativa', u.area_privativa, 'vagas', u.vagas) AS retrato
      ), proposta AS (
        INSERT INTO propostas (unidade_id, reserva_id, imovel_id, corretor_id, construtora_id, imobiliaria_id,
                               cliente_nome, cliente_cpf, cliente_telefone, cliente_email, preco_tabela_centavos,
                               preco_ofertado_centavos, plano, unidade)
        SELECT u.id, u.reserva_id, u.imovel_id, ${parte.perfilId}, i.construtora_id, u.imobiliaria_id, ${v.cliente_nome},
               ${v.cliente_cpf}, ${v.cliente_telefone}, ${v.cliente_email}, u.preco_centavos,
               ${v.preco_ofertado_centavos}, ${plano}::jsonb, u.retrato
          FROM unidade u JOIN imoveis i ON i.id = u.imovel_id
        RETURNING id, imovel_id, construtora_id, preco_ofertado_centavos, plano
      ), historico AS (
        INSERT INTO propostas_historico (proposta_id, de, para, user_id, preco_centavos, plano)
        SELECT id, NULL, 'Enviada', ${parte.userId}::uuid, preco_ofertado_centavos, plano FROM proposta
      ), historico_unidade AS (
        INSERT INTO unidades_historico (unidade_id, de, para, user_id, observacao)
        SELECT id, 'Reservada', 'Em Proposta', ${parte.userId}::uuid, 'Proposta enviada.' FROM unidade
      ), aviso AS (
        INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
        SELECT t.user_id, 'proposta_recebida',
               'Nova proposta de ' || c.nome || ' para a ' || ${unidadeTexto} || '.', p.imovel_id,
               ${linkProposta(sql`p.id`)}
          FROM proposta p
          JOIN unidade u ON true
          JOIN imoveis i ON i.id = p.imovel_id
          JOIN construtoras t ON t.id = p.construtora_id
          JOIN corretores c ON c.id = ${parte.perfilId}
        RETURNING id
      )
      SELECT id, imovel_id, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM proposta`);
  } catch (err) {
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new AppError('conflict', MSG_PROPOSTA.jaTemProposta);
    throw err;
  }
  const criada = result.rows[0];
  if (!criada) {
    throw (
      recusaDoEnvio(parte, await unidadeAlvo(db, unidadeId)) ?? new AppError('conflict', MSG_PROPOSTA.precoAlterado)
    );
  }
  notify(await loadNotificacoes(db, criada.avisos));
  unidadesMudaram(criada.imovel_id, [unidadeId]);
  return getProposta(db, parte, criada.id);
}

/** The columns of the proposal an action writes besides status and version. */
function camposDa(acao: PropostaAcaoInput): SQL {
  switch (acao.acao) {
    case 'recusar':
      return sql`motivo_recusa = ${acao.motivo},`;
    case 'contrapropor':
      return sql`preco_ofertado_centavos = ${acao.preco_ofertado_centavos}, plano = ${JSON.stringify(acao.plano)}::jsonb,`;
    default:
      return sql``;
  }
}

const observacaoDa = (acao: PropostaAcaoInput) =>
  acao.acao === 'recusar' ? acao.motivo : acao.acao === 'contrapropor' ? (acao.observacao ?? null) : null;

/** Notification of each action: its type and message (SQL over u, i, c = the broker, a = the changed proposal). */
const AVISO: Record<PropostaAcaoInput['acao'], { tipo: string; mensagem: SQL }> = {
  aprovar: {
    tipo: 'proposta_aprovada',
    mensagem: sql`'Proposta aprovada: ' || ${unidadeTexto} || '. Venda registrada.'`,
  },
  recusar: {
    tipo: 'proposta_recusada',
    mensagem: sql`'Proposta recusada: ' || ${unidadeTexto} || '. Motivo: ' || a.motivo_recusa`,
  },
  contrapropor: {
    tipo: 'contraproposta',
    mensagem: sql`'Contraproposta da construtora para a ' || ${unidadeTexto} || '.'`,
  },
  aceitar_contraproposta: {
    tipo: 'proposta_recebida',
    mensagem: sql`c.nome || ' aceitou a contraproposta da ' || ${unidadeTexto} || '.'`,
  },
  recusar_contraproposta: {
    tipo: 'proposta_recusada',
    mensagem: sql`c.nome || ' recusou a contraproposta da ' || ${unidadeTexto} || '.'`,
  },
  cancelar: {
    tipo: 'proposta_recusada',
    mensagem: sql`c.nome || ' cancelou a proposta da ' || ${unidadeTexto} || '.'`,
  },
};

/**
 * What the step does to the unit, its reservation, and the sale, as CTEs over `alterada` (the updated proposal
 * with `segue_reservada`). An approval sells the unit, converts the reservation and records the sale and its
 * commission; a refusal or a cancellation gives the unit back to its holder for the rest of the hold, or frees it
 * (and ends the reservation) when the hold is over; a counter-proposal and its acceptance leave the unit alone.
 */
function efeitosNaUnidade(acao: PropostaAcaoInput['acao'], userId: string): SQL {
  const historicoUnidade = (obs: string) => sql`
    historico_unidade AS (
      INSERT INTO unidades_historico (unidade_id, de, para, user_id, observacao)
      SELECT id, 'Em Proposta', status, ${userId}::uuid, ${obs} FROM unidade
    )`;
  if (acao === 'aprovar') {
    return sql`,
    unidade AS (
      UPDATE unidades u SET status = 'Vendida', versao = u.versao + 1, seq = nextval('unidades_seq'), updated_at = now()
        FROM alterada a WHERE u.id = a.unidade_id AND u.status = 'Em Proposta'
      RETURNING u.id, u.status
    ), reserva AS (
      UPDATE reservas_unidades r SET status = 'Convertida', encerrada_em = now(), encerrada_por = ${userId}::uuid
        FROM alterada a WHERE r.id = a.reserva_id AND r.status = 'Ativa'
    ), venda AS (
      INSERT INTO vendas (proposta_id, unidade_id, imovel_id, corretor_id, construtora_id, imobiliaria_id,
                          preco_tabela_centavos, preco_centavos, unidade, cliente, plano)
      SELECT a.id, a.unidade_id, a.imovel_id, a.corretor_id, a.construtora_id, a.imobiliaria_id, a.preco_tabela_centavos,
             a.preco_ofertado_centavos, a.unidade,
             jsonb_build_object('nome', a.cliente_nome, 'cpf', a.cliente_cpf, 'telefone', a.cliente_telefone,
                                'email', a.cliente_email),
             a.plano
        FROM alterada a
      RETURNING id, imovel_id, corretor_id, construtora_id, imobiliaria_id, preco_centavos
    ), comissao AS (
      -- The Ativo contract the broker sold under sets the percentage: the agency's for an agency's sale, else the
      -- broker's own; without one agreed, the development's. An agency's sale owes the commission to the agency and
      -- freezes the agency's split rule in force, with the seller's manager (docs/vendas.md#divisão-da-comissão).
      INSERT INTO comissoes (venda_id, corretor_id, construtora_id, imovel_id, imobiliaria_id, divisao, base_centavos,
                             percentual, valor_centavos)
      SELECT v.id, v.corretor_id, v.construtora_id, v.imovel_id, v.imobiliaria_id, dv.divisao, v.preco_centavos,
             pc.percentual, round(v.preco_centavos * pc.percentual / 100)::bigint
        FROM venda v
        CROSS JOIN LATERAL (
          SELECT coalesce(
                   (SELECT k.comissao_percent_acordada FROM contratos_captacao k
                     WHERE (CASE WHEN v.imobiliaria_id IS NULL THEN k.corretor_id = v.corretor_id
                                 ELSE k.imobiliaria_id = v.imobiliaria_id END)
                       AND k.imovel_id = v.imovel_id
                       AND k.status_contrato = 'Ativo' AND k.comissao_percent_acordada IS NOT NULL
                     ORDER BY k.updated_at DESC LIMIT 1),
                   (SELECT comissao_percent FROM imoveis WHERE id = v.imovel_id),
                   0) AS percentual) pc
        LEFT JOIN LATERAL (
          SELECT jsonb_build_object(
                   'corretor_bp', im.divisao_corretor_bp, 'gerente_bp', im.divisao_gerente_bp,
                   'imobiliaria_bp', 10000 - im.divisao_corretor_bp - im.divisao_gerente_bp,
                   'gerente_corretor_id', (
                     SELECT g.corretor_id FROM imobiliaria_membros m
                       JOIN imobiliaria_membros g ON g.id = m.gerente_id AND g.saiu_em IS NULL
                      WHERE m.imobiliaria_id = im.id AND m.corretor_id = v.corretor_id AND m.saiu_em IS NULL
                        AND g.corretor_id <> v.corretor_id
                      LIMIT 1)) AS divisao
            FROM imobiliarias im WHERE im.id = v.imobiliaria_id) dv ON true
      RETURNING id, venda_id, imobiliaria_id, corretor_id, valor_centavos::float8 AS valor_centavos, divisao
    ), ${historicoUnidade('Proposta aprovada: unidade vendida.')}`;
  }
  if (acao === 'recusar' || acao === 'recusar_contraproposta' || acao === 'cancelar') {
    return sql`,
    unidade AS (
      UPDATE unidades u
         SET status = CASE WHEN a.segue_reservada THEN 'Reservada' ELSE 'Disponível' END,
             versao = u.versao + 1, seq = nextval('unidades_seq'), updated_at = now()
        FROM alterada a WHERE u.id = a.unidade_id AND u.status = 'Em Proposta'
      RETURNING u.id, u.status
    ), reserva AS (
      UPDATE reservas_unidades r SET status = 'Expirada', encerrada_em = now()
        FROM alterada a WHERE r.id = a.reserva_id AND r.status = 'Ativa' AND NOT a.segue_reservada
    ), ${historicoUnidade(acao === 'cancelar' ? 'Proposta cancelada.' : 'Proposta recusada.')}`;
  }
  return sql`, unidade AS (SELECT NULL::uuid AS id WHERE false)`;
}

/**
 * Applies an action of ACOES_PROPOSTA and answers the updated proposal with its history. The proposal and its unit
 * are locked and guarded in the same statement that writes every consequence, so twenty approvals of one proposal
 * sell the unit once, and an approval on a unit already sold fails on the sales' unique index.
 */
export async function actOnProposta(
  db: Db,
  parte: Party,
  id: string,
  acao: PropostaAcaoInput,
  notify: Notify = () => {},
  unidadesMudaram: UnidadesMudaram = () => {},
): Promise<PropostaDetalhe> {
  if (!isUuid(id)) throw notFound();
  const regra = ACOES_PROPOSTA[acao.acao];
  if (regra.ator !== parte.tipo) throw await motivoDaRecusa(db, parte, id, acao);
  const aviso = AVISO[acao.acao];
  const destinatario = parte.tipo === 'corretor' ? sql`t.user_id` : sql`c.user_id`;
  const approve = acao.acao === 'aprovar';
  const statement = sql`
      WITH alvo AS (
        SELECT p.id, p.status AS de,
               coalesce(r.status = 'Ativa' AND r.expira_em > now(), false) AS segue_reservada
          FROM propostas p
          JOIN unidades u ON u.id = p.unidade_id
          LEFT JOIN reservas_unidades r ON r.id = p.reserva_id
         WHERE p.id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}
           AND p.status = ANY(${sql.param([...regra.de])}::text[]) AND p.versao = ${acao.versao}
           ${acao.acao === 'aprovar' ? sql`AND u.status = 'Em Proposta'` : sql``}
           FOR UPDATE OF p, u
      ), alterada AS (
        UPDATE propostas p
           SET ${camposDa(acao)} status = ${regra.para}, versao = p.versao + 1, updated_at = now()
          FROM alvo
         WHERE p.id = alvo.id
        RETURNING p.*, alvo.de, alvo.segue_reservada
      ), historico AS (
        INSERT INTO propostas_historico (proposta_id, de, para, user_id, preco_centavos, plano, observacao)
        SELECT id, de, status, ${parte.userId}::uuid, preco_ofertado_centavos, plano, ${observacaoDa(acao)}
          FROM alterada
      ) ${efeitosNaUnidade(acao.acao, parte.userId)},
      aviso AS (
        INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
        SELECT ${destinatario}, ${aviso.tipo}, ${aviso.mensagem}, a.imovel_id, ${linkProposta(sql`a.id`)}
          FROM alterada a
          JOIN unidades u ON u.id = a.unidade_id
          JOIN imoveis i ON i.id = a.imovel_id
          JOIN corretores c ON c.id = a.corretor_id
          JOIN construtoras t ON t.id = a.construtora_id
        RETURNING id
      )
      SELECT id, imovel_id,
             (SELECT coalesce(json_agg(id), '[]') FROM unidade) AS unidades,
             (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos
             ${approve ? sql`, (SELECT row_to_json(cm) FROM comissao cm WHERE cm.imobiliaria_id IS NOT NULL) AS comissao_imobiliaria` : sql``}
        FROM alterada`;
  type Feito = { id: string; imovel_id: string; unidades: string[]; avisos: string[] };
  // An approval writes the agency's shares from the commission it just wrote, in the same transaction: the shares
  // never exist without their commission, nor an agency's commission without its shares.
  const run = async (ex: Executor) => {
    const r = await ex.execute<Feito & { comissao_imobiliaria?: ComissaoDaImobiliaria | null }>(statement);
    const comissao = r.rows[0]?.comissao_imobiliaria;
    if (comissao) await insertPartes(ex, comissao);
    return r;
  };
  let result;
  try {
    result = approve ? await db.transaction((tx) => run(tx)) : await run(db);
  } catch (err) {
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new AppError('conflict', MSG_PROPOSTA.jaVendida);
    throw err;
  }
  const feito = result.rows[0];
  if (!feito) throw await motivoDaRecusa(db, parte, id, acao);
  notify(await loadNotificacoes(db, feito.avisos));
  if (feito.unidades.length) unidadesMudaram(feito.imovel_id, feito.unidades);
  return getProposta(db, parte, id);
}

/** Nothing was updated: a missing or another party's proposal, the wrong party, the wrong status, a stale version. */
async function motivoDaRecusa(db: Db, parte: Party, id: string, acao: PropostaAcaoInput): Promise<AppError> {
  const result = await db.execute<{ status: StatusProposta; versao: number; unidade_status: string }>(sql`
    SELECT p.status, p.versao, u.status AS unidade_status
      FROM propostas p JOIN unidades u ON u.id = p.unidade_id
     WHERE p.id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}`);
  const atual = result.rows[0];
  if (!atual) return notFound();
  const regra = ACOES_PROPOSTA[acao.acao];
  if (regra.ator !== parte.tipo) return new AppError('forbidden', MSG_PROPOSTA.atorInvalido);
  if (!(regra.de as readonly StatusProposta[]).includes(atual.status)) {
    return new AppError('conflict', MSG_PROPOSTA.estadoInvalido);
  }
  if (atual.versao !== acao.versao) return new AppError('conflict', MSG_PROPOSTA.conflitoVersao);
  if (acao.acao === 'aprovar' && atual.unidade_status === 'Vendida') {
    return new AppError('conflict', MSG_PROPOSTA.jaVendida);
  }
  return new AppError('conflict', MSG_PROPOSTA.conflitoVersao);
}
