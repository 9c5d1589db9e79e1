// Capture contracts for both parties (docs/regras.md#contratos): a broker (or an agency, for the contract of its
// whole team) sees and fills the contracts of their own id, a developer approves or rejects those of their own
// construtora id. A change is
// one statement: a guarded UPDATE (owner, allowed status, version) with the history row and the counterpart's
// notification; when the guard fails nothing was written, and a SELECT says why. Contracts of a removed development
// stay readable but no longer change.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeTimeCursor, isUuid, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import {
  ACOES_CONTRATO,
  MSG_CONTRATO,
  type Contrato,
  type ContratoDetalhe,
  type ContratoHistorico,
  type ContratoPage,
  type StatusContrato,
} from '../schemas/contratos.ts';
import type { contratoAcaoSchema, contratosQuerySchema } from '../schemas/contratos-input.ts';
import { loadNotificacoes, type Notificar } from './notificacoes.ts';
import { likeEscape } from '../lib/like.ts';
import type { ContractParty as Party } from '../lib/actor.ts';
import { LIMITE_RESERVAS_PADRAO } from '../schemas/imobiliarias.ts';

const OWNER_COLUMN = {
  corretor: sql`k.corretor_id`,
  imobiliaria: sql`k.imobiliaria_id`,
  construtora: sql`k.construtora_id`,
} as const;
const ownerColumn = (p: Party) => OWNER_COLUMN[p.tipo];
/** The agency fills and sends its contract as a broker does: it stands on the broker's side of ACOES_CONTRATO. */
const ladoDa = (p: Party) => (p.tipo === 'construtora' ? 'construtora' : 'corretor');
const notFound = () => new AppError('not_found', MSG_CONTRATO.naoEncontrado);

/** The message of a `contrato_status_alterado` notification, in SQL over `i` (imoveis) and the new status. */
export const mensagemStatus = (para: SQL) =>
  sql`'Contrato de captação de ' || i.nome || ': status alterado para "' || ${para} || '".'`;

type Row = {
  id: string;
  status_contrato: StatusContrato;
  termos_contrato: string | null;
  comissao_percent_acordada: string | null;
  data_inicio_validade: string | null;
  data_fim_validade: string | null;
  observacoes_construtora: string | null;
  observacoes_corretor: string | null;
  versao: number;
  created_at: string;
  updated_at: string;
  imovel_id: string;
  imovel_nome: string;
  imovel_endereco: string;
  limite_reservas: number | null;
  corretor: Contrato['corretor'];
  imobiliaria: Contrato['imobiliaria'];
  construtora_id: string;
  construtora_nome: string;
  construtora_email: string | null;
  construtora_telefone: string | null;
  construtora_cnpj: string | null;
};

const SELECT = sql`
  SELECT k.id, k.status_contrato, k.termos_contrato, k.comissao_percent_acordada::text AS comissao_percent_acordada,
         k.data_inicio_validade::text AS data_inicio_validade, k.data_fim_validade::text AS data_fim_validade,
         k.observacoes_construtora, k.observacoes_corretor, k.versao, k.limite_reservas,
         to_json(k.created_at) #>> '{}' AS created_at, to_json(k.updated_at) #>> '{}' AS updated_at,
         i.id AS imovel_id, i.nome AS imovel_nome, i.endereco AS imovel_endereco,
         CASE WHEN c.id IS NOT NULL THEN json_build_object('id', c.id, 'nome', c.nome, 'creci', c.creci,
           'email', c.email, 'telefone', c.telefone) END AS corretor,
         CASE WHEN m.id IS NOT NULL THEN json_build_object('id', m.id, 'nome', m.nome, 'cnpj', m.cnpj,
           'creci_juridico', m.creci_juridico, 'email', m.email, 'telefone', m.telefone) END AS imobiliaria,
         t.id AS construtora_id, t.nome AS construtora_nome, t.email AS construtora_email,
         t.telefone AS construtora_telefone, t.cnpj AS construtora_cnpj
    FROM contratos_captacao k
    JOIN imoveis i ON i.id = k.imovel_id
    LEFT JOIN corretores c ON c.id = k.corretor_id
    LEFT JOIN imobiliarias m ON m.id = k.imobiliaria_id
    JOIN construtoras t ON t.id = k.construtora_id`;

function toContrato(r: Row): Contrato {
  return {
    id: r.id,
    status_contrato: r.status_contrato,
    termos_contrato: r.termos_contrato,
    comissao_percent_acordada: r.comissao_percent_acordada === null ? null : Number(r.comissao_percent_acordada),
    data_inicio_validade: r.data_inicio_validade,
    data_fim_validade: r.data_fim_validade,
    observacoes_construtora: r.observacoes_construtora,
    observacoes_corretor: r.observacoes_corretor,
    versao: r.versao,
    limite_reservas: r.limite_reservas,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    imovel: { id: r.imovel_id, nome: r.imovel_nome, endereco: r.imovel_endereco },
    corretor: r.corretor,
    imobiliaria: r.imobiliaria,
    construtora: {
      id: r.construtora_id,
      nome: r.construtora_nome,
      email: r.construtora_email,
      telefone: r.construtora_telefone,
      cnpj: r.construtora_cnpj,
    },
  };
}

/**
 * The party's contracts, newest first, keyset-paginated on (created_at, id). Every word of q must appear in the
 * development's, the broker's or the developer's name, ignoring accents and case.
 */
export async function listContratos(
  db: Db,
  parte: Party,
  q: z.output<typeof contratosQuerySchema>,
): Promise<ContratoPage> {
  const where: SQL[] = [sql`${ownerColumn(parte)} = ${parte.perfilId}`];
  if (q.status) where.push(sql`k.status_contrato = ${q.status}`);
  // The names are folded once per matching row of the small tables, not once per contract: the contracts are then
  // filtered by id, which keeps a search over tens of thousands of contracts in tens of milliseconds.
  const seusImoveis =
    parte.tipo === 'construtora'
      ? sql`construtora_id = ${parte.perfilId}`
      : sql`id IN (SELECT imovel_id FROM contratos_captacao k WHERE ${ownerColumn(parte)} = ${parte.perfilId})`;
  for (const word of (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = sql`'%' || lower(f_unaccent(${likeEscape(word)})) || '%'`;
    where.push(sql`(
      k.imovel_id IN (SELECT id FROM imoveis WHERE ${seusImoveis} AND lower(f_unaccent(nome)) LIKE ${pattern})
      OR k.corretor_id IN (SELECT id FROM corretores WHERE lower(f_unaccent(nome)) LIKE ${pattern})
      OR k.imobiliaria_id IN (SELECT id FROM imobiliarias WHERE lower(f_unaccent(nome)) LIKE ${pattern})
      OR k.construtora_id IN (SELECT id FROM construtoras WHERE lower(f_unaccent(nome)) LIKE ${pattern}))`);
  }
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    where.push(sql`(k.created_at, k.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const result = await db.execute<Row>(sql`
    ${SELECT}
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY k.created_at DESC, k.id DESC
     LIMIT ${q.limit + 1}`);
  // The cursor keeps the database's microseconds: a JavaScript Date would round them away and skip rows.
  return toPage(result.rows, q.limit, (r) => r.created_at, toContrato);
}

async function detalhe(db: Db, parte: Party, id: string): Promise<ContratoDetalhe | null> {
  const result = await db.execute<Row>(sql`${SELECT} WHERE k.id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}`);
  const row = result.rows[0];
  if (!row) return null;
  const historico = await db.execute<Omit<ContratoHistorico, 'created_at'> & { created_at: string }>(sql`
    SELECT h.id, h.de, h.para, h.observacao, to_json(h.created_at) #>> '{}' AS created_at,
           CASE WHEN h.user_id IS NOT NULL THEN coalesce(hc.nome, hm.nome, ht.nome, u.email) END AS autor
      FROM contratos_historico h
      LEFT JOIN users u ON u.id = h.user_id
      LEFT JOIN corretores hc ON hc.user_id = h.user_id
      LEFT JOIN imobiliarias hm ON hm.user_id = h.user_id
      LEFT JOIN construtoras ht ON ht.user_id = h.user_id
     WHERE h.contrato_id = ${id}
     ORDER BY h.created_at, h.id`);
  return {
    ...toContrato(row),
    historico: historico.rows.map((h) => ({ ...h, created_at: new Date(h.created_at).toISOString() })),
  };
}

export async function getContrato(db: Db, parte: Party, id: string): Promise<ContratoDetalhe> {
  const found = isUuid(id) ? await detalhe(db, parte, id) : null;
  if (!found) throw notFound();
  return found;
}

type Acao = z.output<typeof contratoAcaoSchema>;

/** The columns an action writes: the broker's fields, or the developer's observation; never the other party's. */
function camposDa(acao: Acao): SQL {
  switch (acao.acao) {
    case 'salvar_rascunho':
    case 'enviar': {
      const d = acao.dados;
      return sql`termos_contrato = ${d.termos_contrato}, comissao_percent_acordada = ${d.comissao_percent_acordada},
                 data_inicio_validade = ${d.data_inicio_validade}::date, data_fim_validade = ${d.data_fim_validade}::date,
                 observacoes_corretor = ${d.observacoes_corretor},`;
    }
    case 'rejeitar':
      return sql`observacoes_construtora = ${acao.observacoes_construtora},`;
    case 'aprovar':
      // The agency-wide cap of live reservations is the construtora's to set, on an agency's contract only.
      return sql`limite_reservas = CASE WHEN k.imobiliaria_id IS NOT NULL
                   THEN ${acao.limite_reservas ?? LIMITE_RESERVAS_PADRAO}::int END,`;
  }
}

const observacaoDa = (acao: Acao) =>
  acao.acao === 'rejeitar'
    ? acao.observacoes_construtora
    : acao.acao === 'enviar'
      ? acao.dados.observacoes_corretor
      : null;

/**
 * Applies an action of ACOES_CONTRATO and answers the updated contract with its history. The guarded UPDATE, the
 * history row and the counterpart's notification are one statement, so they commit together or not at all.
 */
export async function actOnContrato(
  db: Db,
  parte: Party,
  id: string,
  acao: Acao,
  notificar: Notificar = () => {},
): Promise<ContratoDetalhe> {
  if (!isUuid(id)) throw notFound();
  const regra = ACOES_CONTRATO[acao.acao];
  if (regra.ator !== ladoDa(parte)) throw await motivoDaRecusa(db, parte, id, acao);
  const result = await db.execute<{ id: string; avisos: string[] }>(sql`
    WITH alvo AS (
      SELECT k.id, k.status_contrato AS de FROM contratos_captacao k
        JOIN imoveis im ON im.id = k.imovel_id AND im.removido_em IS NULL
       WHERE k.id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}
         AND k.status_contrato = ANY(${sql.param([...regra.de])}::text[]) AND k.versao = ${acao.versao}
         FOR UPDATE OF k FOR KEY SHARE OF im
    ), alterado AS (
      UPDATE contratos_captacao k
         SET ${camposDa(acao)} status_contrato = ${regra.para ?? sql`k.status_contrato`},
             versao = k.versao + 1, updated_at = now()
        FROM alvo
       WHERE k.id = alvo.id
      RETURNING k.id, k.imovel_id, k.corretor_id, k.imobiliaria_id, k.construtora_id, alvo.de,
                k.status_contrato AS para
    ), historico AS (
      INSERT INTO contratos_historico (contrato_id, user_id, de, para, observacao)
      SELECT id, ${parte.userId}::uuid, de, para, ${observacaoDa(acao)} FROM alterado WHERE de <> para
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT ${parte.tipo === 'construtora' ? sql`coalesce(c.user_id, m.user_id)` : sql`t.user_id`},
             'contrato_status_alterado', ${mensagemStatus(sql`a.para`)}, a.imovel_id, '/dashboard?tab=contracts'
        FROM alterado a
        JOIN imoveis i ON i.id = a.imovel_id
        LEFT JOIN corretores c ON c.id = a.corretor_id
        LEFT JOIN imobiliarias m ON m.id = a.imobiliaria_id
        JOIN construtoras t ON t.id = a.construtora_id
       WHERE a.de <> a.para
      RETURNING id
    )
    SELECT id, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM alterado`);
  if (!result.rows.length) throw await motivoDaRecusa(db, parte, id, acao);
  notificar(await loadNotificacoes(db, result.rows[0]!.avisos));
  const atualizado = await detalhe(db, parte, id);
  if (!atualizado) throw notFound();
  return atualizado;
}

/** Nothing was updated: another party's or a missing contract, the wrong party, the wrong status, or a stale version. */
async function motivoDaRecusa(db: Db, parte: Party, id: string, acao: Acao): Promise<AppError> {
  const result = await db.execute<{ status_contrato: StatusContrato; removido: boolean }>(sql`
    SELECT k.status_contrato, i.removido_em IS NOT NULL AS removido
      FROM contratos_captacao k JOIN imoveis i ON i.id = k.imovel_id
     WHERE k.id = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}`);
  const atual = result.rows[0];
  if (!atual) return notFound();
  const regra = ACOES_CONTRATO[acao.acao];
  if (regra.ator !== ladoDa(parte)) return new AppError('forbidden', MSG_CONTRATO.atorInvalido);
  if (atual.removido) return new AppError('conflict', MSG_CONTRATO.imovelRemovido);
  if (atual.status_contrato === 'Ativo') return new AppError('conflict', MSG_CONTRATO.somenteLeitura);
  if (!(regra.de as readonly StatusContrato[]).includes(atual.status_contrato)) {
    return new AppError('conflict', MSG_CONTRATO.estadoInvalido);
  }
  return new AppError('conflict', MSG_CONTRATO.conflitoVersao);
}

/**
 * Daily: Ativo contracts whose end date is before today in São Paulo become Expirado, each with a history row by the
 * system and a notification to both parties, in one statement.
 */
export async function expireContratos(db: Db, notificar: Notificar = () => {}): Promise<number> {
  const result = await db.execute<{ n: number; avisos: string[] }>(sql`
    WITH expirados AS (
      UPDATE contratos_captacao
         SET status_contrato = 'Expirado', versao = versao + 1, updated_at = now()
       WHERE status_contrato = 'Ativo' AND data_fim_validade < (now() AT TIME ZONE 'America/Sao_Paulo')::date
      RETURNING id, imovel_id, corretor_id, imobiliaria_id, construtora_id
    ), historico AS (
      INSERT INTO contratos_historico (contrato_id, user_id, de, para)
      SELECT id, NULL, 'Ativo', 'Expirado' FROM expirados
    ), avisos AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT p.user_id, 'contrato_status_alterado', ${mensagemStatus(sql`'Expirado'`)}, e.imovel_id,
             '/dashboard?tab=contracts'
        FROM expirados e
        JOIN imoveis i ON i.id = e.imovel_id
        LEFT JOIN corretores c ON c.id = e.corretor_id
        LEFT JOIN imobiliarias m ON m.id = e.imobiliaria_id
        JOIN construtoras t ON t.id = e.construtora_id
        CROSS JOIN LATERAL (VALUES (coalesce(c.user_id, m.user_id)), (t.user_id)) AS p(user_id)
      RETURNING id
    )
    SELECT (SELECT count(*)::int FROM expirados) AS n, (SELECT coalesce(json_agg(id), '[]') FROM avisos) AS avisos`);
  notificar(await loadNotificacoes(db, result.rows[0]!.avisos));
  return result.rows[0]!.n;
}
