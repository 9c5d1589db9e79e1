// Capturing an opportunity (docs/regras.md#captações): the capture, its contract draft and the developer's
// notification are written in one transaction, so a capture never exists without its draft.
// Limits: CAPTACOES_POR_HORA new captures per broker, and one `nova_captacao` notification per broker and
// development a day, so capturing and removing in a loop neither floods the developer nor the database.
import { and, eq, sql } from 'drizzle-orm';
import {
  captacoes,
  contratosCaptacao,
  corretores,
  imobiliarias,
  imoveis,
  construtoras,
  notificacoes,
} from '../../drizzle/schema.ts';
import { decodeTimeCursor, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError, MSG } from '../lib/errors.ts';
import { hit, rateLimited } from '../lib/rate-limit.ts';
import { MSG_CAPTACAO, type CaptacaoCriada } from '../schemas/captacoes.ts';
import type { CaptacaoRecebida, CaptacaoRecebidaPage } from '../schemas/empreendimentos.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';
import { MSG_CORRETOR, type MinhaCaptacao, type ResumoCorretor } from '../schemas/corretor-painel.ts';
import { toCard } from './imoveis.ts';
import { loadNotificacoes, type Notificar } from './notificacoes.ts';

/** A broker captures what they mean to sell: a few an hour at most; 30 leaves room for a busy morning. */
const CAPTACOES_POR_HORA = 30;
const HORA_MS = 60 * 60 * 1000;
const DIA_MS = 24 * HORA_MS;

export async function isCaptured(db: Db, corretorId: string, imovelId: string) {
  const [row] = await db
    .select({ id: captacoes.id })
    .from(captacoes)
    .where(and(eq(captacoes.corretorId, corretorId), eq(captacoes.imovelId, imovelId)));
  return Boolean(row);
}

/** Who captures: a broker for themselves, or an agency for its whole team (docs/regras.md#imobiliárias). */
export type Captador = { corretorId: string } | { imobiliariaId: string };

const captadorDe = (c: Captador) =>
  'imobiliariaId' in c
    ? { corretorId: null, imobiliariaId: c.imobiliariaId, chave: `imobiliaria:${c.imobiliariaId}` }
    : { corretorId: c.corretorId, imobiliariaId: null, chave: c.corretorId };

export async function captureImovel(
  db: Db,
  captador: Captador,
  imovelId: string,
  notificar: Notificar = () => {},
): Promise<CaptacaoCriada> {
  const parte = captadorDe(captador);
  const nomeCaptador =
    parte.imobiliariaId === null
      ? sql`(SELECT nome FROM ${corretores} WHERE id = ${parte.corretorId})`
      : sql`(SELECT nome FROM ${imobiliarias} WHERE id = ${parte.imobiliariaId})`;
  const { criada, avisoId } = await db.transaction(async (tx) => {
    const [imovel] = await tx
      .select({
        id: imoveis.id,
        nome: imoveis.nome,
        comissao: imoveis.comissaoPercent,
        construtoraId: imoveis.construtoraId,
        construtoraUserId: construtoras.userId,
      })
      .from(imoveis)
      .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
      .where(and(eq(imoveis.id, imovelId), eq(imoveis.ativo, true)))
      // Shared lock: a removal of the development in progress is waited for, and then its row is seen inactive.
      .for('key share', { of: imoveis });
    if (!imovel) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
    const [captacao] = await tx
      .insert(captacoes)
      .values({
        corretorId: parte.corretorId,
        imobiliariaId: parte.imobiliariaId,
        imovelId,
        status: 'Interesse Registrado',
        notificarMudancas: true,
      })
      .onConflictDoNothing({
        target:
          parte.imobiliariaId === null
            ? [captacoes.corretorId, captacoes.imovelId]
            : [captacoes.imobiliariaId, captacoes.imovelId],
      })
      .returning();
    if (!captacao) throw new AppError('conflict', MSG_CAPTACAO.jaCaptada);
    // Counted in the capture's transaction: a refused or failed capture does not use up the hour.
    const porHora = await hit(tx, `captacoes:${parte.chave}`, HORA_MS);
    if (porHora.count > CAPTACOES_POR_HORA) {
      throw rateLimited(MSG_CAPTACAO.muitas(Math.ceil(porHora.retryAfter / 60)), porHora.retryAfter);
    }
    const [contrato] = await tx
      .insert(contratosCaptacao)
      .values({
        captacaoId: captacao.id,
        imovelId,
        corretorId: parte.corretorId,
        imobiliariaId: parte.imobiliariaId,
        construtoraId: imovel.construtoraId,
        comissaoPercentAcordada: imovel.comissao,
        statusContrato: 'Pendente Preenchimento Corretor',
      })
      .returning({ id: contratosCaptacao.id, status_contrato: contratosCaptacao.statusContrato });
    const avisos = await hit(tx, `aviso-captacao:${parte.chave}:${imovelId}`, DIA_MS);
    const [aviso] =
      avisos.count > 1
        ? []
        : await tx
            .insert(notificacoes)
            .values({
              userId: imovel.construtoraUserId,
              tipo: 'nova_captacao',
              imovelId,
              mensagem: sql`${nomeCaptador} || ' demonstrou interesse em ' || ${imovel.nome} || '.'`,
              linkAcao: '/dashboard?tab=received_captures',
            })
            .returning({ id: notificacoes.id });
    const criada: CaptacaoCriada = {
      captacao: {
        id: captacao.id,
        imovel_id: captacao.imovelId,
        status: captacao.status,
        data_captacao: captacao.dataCaptacao.toISOString(),
      },
      contrato: contrato ?? null,
    };
    return { criada, avisoId: aviso?.id };
  });
  if (avisoId) notificar(await loadNotificacoes(db, [avisoId]));
  return criada;
}

/**
 * Captures of the developer's own developments with the broker's contact, newest first, keyset-paginated on
 * (data_captacao, id).
 */
export async function listRecebidas(
  db: Db,
  owner: { construtoraId: string },
  q: { limit: number; cursor?: string },
): Promise<CaptacaoRecebidaPage> {
  let after = sql``;
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    after = sql`AND (c.data_captacao, c.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`;
  }
  const result = await db.execute<{
    id: string;
    status: string;
    status_captacao: string | null;
    data_captacao: string;
    corretor: CaptacaoRecebida['corretor'];
    imobiliaria: CaptacaoRecebida['imobiliaria'];
    imovel_id: string;
    imovel_nome: string;
  }>(sql`
    SELECT c.id, c.status, c.status_captacao, to_json(c.data_captacao) #>> '{}' AS data_captacao,
           CASE WHEN k.id IS NOT NULL THEN json_build_object('id', k.id, 'nome', k.nome, 'email', k.email,
             'creci', k.creci, 'telefone', k.telefone) END AS corretor,
           CASE WHEN m.id IS NOT NULL THEN json_build_object('id', m.id, 'nome', m.nome, 'email', m.email,
             'creci_juridico', m.creci_juridico, 'telefone', m.telefone) END AS imobiliaria,
           i.id AS imovel_id, i.nome AS imovel_nome
      FROM captacoes c
      JOIN imoveis i ON i.id = c.imovel_id
      LEFT JOIN corretores k ON k.id = c.corretor_id
      LEFT JOIN imobiliarias m ON m.id = c.imobiliaria_id
     WHERE c.construtora_id = ${owner.construtoraId} ${after}
     ORDER BY c.data_captacao DESC, c.id DESC
     LIMIT ${q.limit + 1}`);
  // The cursor keeps the database's microseconds: a JavaScript Date would round them away and skip rows.
  return toPage(
    result.rows,
    q.limit,
    (r) => r.data_captacao,
    (r): CaptacaoRecebida => ({
      id: r.id,
      status: r.status,
      status_captacao: r.status_captacao,
      data_captacao: new Date(r.data_captacao).toISOString(),
      corretor: r.corretor,
      imobiliaria: r.imobiliaria,
      imovel: { id: r.imovel_id, nome: r.imovel_nome },
    }),
  );
}

/** The broker's captures, newest first (at most 100), each with its contract; imovel null once deactivated. */
export async function listMinhasCaptacoes(db: Db, broker: { corretorId: string }): Promise<MinhaCaptacao[]> {
  const result = await db.execute<{
    id: string;
    imovel_id: string;
    status: string;
    status_captacao: string | null;
    data_captacao: string;
    observacoes: string | null;
    ativo: boolean;
    card: Parameters<typeof toCard>[0];
    contrato_id: string | null;
    status_contrato: string | null;
  }>(sql`
    SELECT c.id, c.imovel_id, c.status, c.status_captacao, to_json(c.data_captacao) #>> '{}' AS data_captacao,
           c.observacoes, i.ativo, k.id AS contrato_id, k.status_contrato,
           json_build_object(
             'id', i.id, 'nome', i.nome, 'endereco', i.endereco, 'cidade', i.cidade, 'uf', i.uf, 'status', i.status,
             'status_imovel', i.status_imovel, 'tipo_imovel', i.tipo_imovel, 'tipo_negocio', i.tipo_negocio,
             'preco_min', i.preco_min, 'preco_max', i.preco_max, 'faixa_preco_texto', i.faixa_preco_texto,
             'quartos_min', i.quartos_min, 'quartos_max', i.quartos_max, 'banheiros_min', i.banheiros_min,
             'banheiros_max', i.banheiros_max, 'area_min', i.area_min, 'area_max', i.area_max,
             'thumb_url', i.thumb_url, 'construtora_nome', t.nome, 'created_at', i.created_at) AS card
      FROM captacoes c
      JOIN imoveis i ON i.id = c.imovel_id
      JOIN construtoras t ON t.id = i.construtora_id
      LEFT JOIN contratos_captacao k ON k.captacao_id = c.id
     WHERE c.corretor_id = ${broker.corretorId}
     ORDER BY c.data_captacao DESC, c.id DESC
     LIMIT 100`);
  return result.rows.map((r) => ({
    id: r.id,
    imovel_id: r.imovel_id,
    status: r.status,
    status_captacao: r.status_captacao,
    data_captacao: new Date(r.data_captacao).toISOString(),
    observacoes: r.observacoes,
    imovel: r.ativo ? toCard(r.card) : null,
    contrato: r.contrato_id ? { id: r.contrato_id, status_contrato: r.status_contrato! } : null,
  }));
}

export async function resumoCorretor(db: Db, broker: { corretorId: string }): Promise<ResumoCorretor> {
  const result = await db.execute<ResumoCorretor>(sql`
    SELECT (SELECT count(*)::int FROM captacoes WHERE corretor_id = ${broker.corretorId}) AS captacoes,
           (SELECT count(*)::int FROM favoritos WHERE corretor_id = ${broker.corretorId}) AS favoritos,
           (SELECT count(*)::int FROM fichas_geradas WHERE corretor_id = ${broker.corretorId}) AS materiais_gerados`);
  return result.rows[0]!;
}

/**
 * Removes the broker's own capture with its unsigned contract (draft, pending or rejected), in one statement.
 * An Ativo contract keeps the capture; an Expirado one stays as a record, detached from the capture. Both rows are
 * locked first, so an approval landing at the same moment is seen.
 */
export async function removeCaptacao(db: Db, broker: { corretorId: string }, captacaoId: string) {
  const result = await db.execute<{ existe: boolean; removida: boolean }>(sql`
    WITH captacao AS (
      SELECT id FROM captacoes WHERE id = ${captacaoId} AND corretor_id = ${broker.corretorId} FOR UPDATE
    ), contrato AS (
      SELECT id, status_contrato FROM contratos_captacao WHERE captacao_id IN (SELECT id FROM captacao) FOR UPDATE
    ), livre AS (
      SELECT id FROM captacao WHERE NOT EXISTS (SELECT 1 FROM contrato WHERE status_contrato = 'Ativo')
    ), rascunho AS (
      DELETE FROM contratos_captacao
       WHERE id IN (SELECT id FROM contrato WHERE status_contrato <> 'Expirado') AND EXISTS (SELECT 1 FROM livre)
    ), removida AS (
      DELETE FROM captacoes WHERE id IN (SELECT id FROM livre) RETURNING id
    )
    SELECT EXISTS (SELECT 1 FROM captacao) AS existe, EXISTS (SELECT 1 FROM removida) AS removida`);
  const { existe, removida } = result.rows[0]!;
  if (!existe) throw new AppError('not_found', MSG.naoEncontrado);
  if (!removida) throw new AppError('conflict', MSG_CORRETOR.captacaoComContratoAtivo);
}
