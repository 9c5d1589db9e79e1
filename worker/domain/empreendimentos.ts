// The construtora's own developments (docs/regras.md#empreendimentos): list, create, edit, delete and
// availability. Every statement is scoped by construtora_id, so another developer's id simply is not found.
import { type SQL, and, desc, eq, isNull, sql } from 'drizzle-orm';
import { auditoriaRemocoes, construtoras, imoveis } from '../../drizzle/schema.ts';
import { decodeTimeCursor, isUuid, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import type { EmpreendimentoValues, EmpreendimentosQuery } from '../schemas/empreendimentos-input.ts';
import {
  ACOES_STATUS,
  MSG_EMPREENDIMENTO,
  type AcaoStatus,
  type Empreendimento,
  type EmpreendimentoItem,
  type EmpreendimentoPage,
  type ResumoConstrutora,
} from '../schemas/empreendimentos.ts';
import type { StatusImovel } from '../schemas/imoveis.ts';
import { cardColumns, toCard } from './imoveis.ts';
import { type Notify, notifyImovelRemovido, notifyNovoImovel, notifyStatusAlterado } from './notificacoes.ts';
import { type Queryable, ownsImages, removeImages, thumbnailOf } from './uploads.ts';
import { likeEscape } from '../lib/like.ts';
import type { Owner } from '../lib/actor.ts';

const notFound = () => new AppError('not_found', MSG_EMPREENDIMENTO.naoEncontrado);

export async function listEmpreendimentos(db: Db, owner: Owner, q: EmpreendimentosQuery): Promise<EmpreendimentoPage> {
  const where: SQL[] = [eq(imoveis.construtoraId, owner.construtoraId), isNull(imoveis.removidoEm)];
  // Same folded text as the public search, so "sao paulo" finds "São Paulo".
  for (const word of (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    where.push(sql`${imoveis.busca} LIKE '%' || lower(f_unaccent(${likeEscape(word)})) || '%'`);
  }
  if (q.status_imovel) where.push(eq(imoveis.statusImovel, q.status_imovel));
  if (q.ativo) where.push(eq(imoveis.ativo, q.ativo === 'true'));
  const filtered = and(...where);

  const page = [...where];
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    page.push(sql`(${imoveis.createdAt}, ${imoveis.id}) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        ativo: imoveis.ativo,
        disponivel: imoveis.disponivel,
        visualizacoes: imoveis.visualizacoes,
        updated_at: imoveis.updatedAt,
        captacoes: sql<number>`(SELECT count(*)::int FROM captacoes c WHERE c.imovel_id = ${imoveis.id})`,
        // With the database's microseconds: a JavaScript Date would round them away and the next page skip rows.
        cursor_key: sql<string>`to_json(${imoveis.createdAt}) #>> '{}'`,
      })
      .from(imoveis)
      .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
      .where(and(...page))
      .orderBy(desc(imoveis.createdAt), desc(imoveis.id))
      .limit(q.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(imoveis)
      .where(filtered),
  ]);
  const listed = toPage(
    rows,
    q.limit,
    (r) => r.cursor_key,
    ({ cursor_key: _, ...r }): EmpreendimentoItem => ({
      ...toCard(r),
      ativo: r.ativo,
      disponivel: r.disponivel,
      visualizacoes: r.visualizacoes,
      captacoes: Number(r.captacoes),
      updated_at: r.updated_at.toISOString(),
    }),
  );
  return { ...listed, total: count?.total ?? 0 };
}

export async function resumo(db: Db, owner: Owner): Promise<ResumoConstrutora> {
  const result = await db.execute<ResumoConstrutora>(sql`
    SELECT count(*)::int AS total_empreendimentos,
           coalesce(sum(visualizacoes), 0)::int AS visualizacoes_totais,
           (SELECT count(*)::int FROM captacoes c JOIN imoveis i ON i.id = c.imovel_id
             WHERE i.construtora_id = ${owner.construtoraId} AND i.removido_em IS NULL) AS total_captacoes,
           (SELECT count(*)::int FROM vendas WHERE construtora_id = ${owner.construtoraId}) AS unidades_vendidas,
           (SELECT coalesce(sum(preco_centavos), 0)::float8 FROM vendas
             WHERE construtora_id = ${owner.construtoraId}) AS vgv_vendido_centavos
      FROM imoveis WHERE construtora_id = ${owner.construtoraId} AND removido_em IS NULL`);
  const r = result.rows[0]!;
  return {
    total_empreendimentos: r.total_empreendimentos,
    total_captacoes: r.total_captacoes,
    visualizacoes_totais: r.visualizacoes_totais,
    unidades_vendidas: r.unidades_vendidas,
    vgv_vendido_centavos: r.vgv_vendido_centavos,
  };
}

const fullColumns = {
  id: imoveis.id,
  nome: imoveis.nome,
  endereco: imoveis.endereco,
  cidade: imoveis.cidade,
  uf: imoveis.uf,
  descricao: imoveis.descricao,
  status: imoveis.status,
  status_imovel: imoveis.statusImovel,
  disponivel: imoveis.disponivel,
  ativo: imoveis.ativo,
  tipo_imovel: imoveis.tipoImovel,
  tipo_negocio: imoveis.tipoNegocio,
  preco_min: imoveis.precoMin,
  preco_max: imoveis.precoMax,
  faixa_preco_texto: imoveis.faixaPrecoTexto,
  quartos_min: imoveis.quartosMin,
  quartos_max: imoveis.quartosMax,
  banheiros_min: imoveis.banheirosMin,
  banheiros_max: imoveis.banheirosMax,
  area_min: imoveis.areaMin,
  area_max: imoveis.areaMax,
  comissao_percent: imoveis.comissaoPercent,
  data_entrega: imoveis.dataEntrega,
  latitude: imoveis.latitude,
  longitude: imoveis.longitude,
  imagens_urls: imoveis.imagensUrls,
  thumb_url: imoveis.thumbUrl,
  videos_urls: imoveis.videosUrls,
  tour_virtual_url: imoveis.tourVirtualUrl,
  documentos: imoveis.documentos,
  diferenciais: imoveis.diferenciais,
  visualizacoes: imoveis.visualizacoes,
  created_at: imoveis.createdAt,
  updated_at: imoveis.updatedAt,
};

type FullRow = {
  [K in keyof typeof fullColumns]: (typeof fullColumns)[K]['_']['notNull'] extends true
    ? (typeof fullColumns)[K]['_']['data']
    : (typeof fullColumns)[K]['_']['data'] | null;
};

const num = (v: number | string | null) => (v === null ? null : Number(v));

function toEmpreendimento(r: FullRow): Empreendimento {
  return {
    ...r,
    status_imovel: r.status_imovel as StatusImovel,
    tipo_negocio: r.tipo_negocio as Empreendimento['tipo_negocio'],
    preco_min: num(r.preco_min),
    preco_max: num(r.preco_max),
    area_min: num(r.area_min),
    area_max: num(r.area_max),
    comissao_percent: num(r.comissao_percent),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export async function getEmpreendimento(db: Db, owner: Owner, id: string): Promise<Empreendimento> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select(fullColumns)
    .from(imoveis)
    .where(and(eq(imoveis.id, id), eq(imoveis.construtoraId, owner.construtoraId), isNull(imoveis.removidoEm)));
  if (!row) throw notFound();
  return toEmpreendimento(row);
}

function columnsOf(v: EmpreendimentoValues) {
  return {
    nome: v.nome,
    endereco: v.endereco,
    cidade: v.cidade,
    uf: v.uf,
    descricao: v.descricao,
    status: v.status,
    tipoImovel: v.tipo_imovel,
    tipoNegocio: v.tipo_negocio,
    ativo: v.ativo,
    precoMin: v.preco_min,
    precoMax: v.preco_max,
    faixaPrecoTexto: v.faixa_preco_texto,
    quartosMin: v.quartos_min,
    quartosMax: v.quartos_max,
    banheirosMin: v.banheiros_min,
    banheirosMax: v.banheiros_max,
    areaMin: v.area_min,
    areaMax: v.area_max,
    comissaoPercent: v.comissao_percent,
    dataEntrega: v.data_entrega,
    latitude: v.latitude,
    longitude: v.longitude,
    imagensUrls: v.imagens_urls,
    videosUrls: v.videos_urls,
    tourVirtualUrl: v.tour_virtual_url,
    documentos: v.documentos,
    diferenciais: v.diferenciais,
  };
}

/**
 * The card thumbnail: the thumbnail uploaded with the cover, else the cover itself. An unchanged cover keeps the
 * thumbnail it had (the seed's images carry thumbnails that are not in `uploads`).
 */
async function thumbFor(
  db: Queryable,
  imagens: string[],
  current?: { cover: string | undefined; thumb: string | null },
) {
  const cover = imagens[0];
  if (!cover) return null;
  if (current && current.cover === cover && current.thumb) return current.thumb;
  return (await thumbnailOf(db, cover)) ?? cover;
}

const imagemInvalida = () =>
  new AppError('validation_failed', MSG_EMPREENDIMENTO.imagemInvalida, [
    { path: ['imagens_urls'], message: MSG_EMPREENDIMENTO.imagemInvalida },
  ]);

/** Published active: the matching brokers' novo_imovel rows are written in the same transaction. */
export async function createEmpreendimento(
  db: Db,
  owner: Owner,
  v: EmpreendimentoValues,
  notify: Notify = () => {},
): Promise<Empreendimento> {
  if (!(await ownsImages(db, owner.userId, v.imagens_urls))) throw imagemInvalida();
  const thumbUrl = await thumbFor(db, v.imagens_urls);
  const { row, avisos } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imoveis)
      .values({ ...columnsOf(v), construtoraId: owner.construtoraId, thumbUrl })
      .returning(fullColumns);
    return { row: row!, avisos: row!.ativo ? await notifyNovoImovel(tx, row!.id) : [] };
  });
  notify(avisos);
  return toEmpreendimento(row);
}

export async function updateEmpreendimento(
  db: Db,
  owner: Owner,
  id: string,
  v: EmpreendimentoValues,
  notify: Notify = () => {},
): Promise<Empreendimento> {
  if (!isUuid(id)) throw notFound();
  const { emp, avisos } = await db.transaction(async (tx) => {
    // Locked, so two saves of the same development cannot interleave their image checks.
    const [current] = await tx
      .select({ imagens: imoveis.imagensUrls, thumb: imoveis.thumbUrl, ativo: imoveis.ativo })
      .from(imoveis)
      .where(and(eq(imoveis.id, id), eq(imoveis.construtoraId, owner.construtoraId), isNull(imoveis.removidoEm)))
      .for('update');
    if (!current) throw notFound();
    if (!(await ownsImages(tx, owner.userId, v.imagens_urls, current.imagens))) throw imagemInvalida();
    const thumbUrl = await thumbFor(tx, v.imagens_urls, { cover: current.imagens[0], thumb: current.thumb });
    const [row] = await tx
      .update(imoveis)
      .set({ ...columnsOf(v), thumbUrl, updatedAt: sql`now()` })
      .where(eq(imoveis.id, id))
      .returning(fullColumns);
    // Images taken out of the gallery are no longer referenced: the daily cron removes them after 24 h.
    // Reactivated (inactive → active): the matching brokers hear about it as a new development.
    const avisos = !current.ativo && row!.ativo ? await notifyNovoImovel(tx, id) : [];
    return { emp: toEmpreendimento(row!), avisos };
  });
  notify(avisos);
  return emp;
}

/**
 * Removing a development archives it: captures, favourites, contracts and their history point at it and stay, shown
 * to the brokers as 'Empreendimento Removido'. The row is locked first and every contract activation locks it too,
 * so a contract approved at the same moment is either seen here (409) or refused there. Its images leave R2 after
 * commit.
 */
export async function deleteEmpreendimento(
  db: Db,
  bucket: R2Bucket,
  owner: Owner,
  id: string,
  requestId?: string,
  notify: Notify = () => {},
) {
  if (!isUuid(id)) throw notFound();
  const { imagens, avisos } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ nome: imoveis.nome, imagens: imoveis.imagensUrls, thumb: imoveis.thumbUrl })
      .from(imoveis)
      .where(and(eq(imoveis.id, id), eq(imoveis.construtoraId, owner.construtoraId), isNull(imoveis.removidoEm)))
      .for('update');
    if (!current) throw notFound();
    const vinculos = await tx.execute<{ ativos: number; contratos: number; captacoes: number; favoritos: number }>(sql`
      SELECT (SELECT count(*)::int FROM contratos_captacao WHERE imovel_id = ${id} AND status_contrato = 'Ativo') AS ativos,
             (SELECT count(*)::int FROM contratos_captacao WHERE imovel_id = ${id}) AS contratos,
             (SELECT count(*)::int FROM captacoes WHERE imovel_id = ${id}) AS captacoes,
             (SELECT count(*)::int FROM favoritos WHERE imovel_id = ${id}) AS favoritos`);
    const { ativos, ...mantidos } = vinculos.rows[0]!;
    if (ativos > 0) throw new AppError('conflict', MSG_EMPREENDIMENTO.contratoAtivo);
    await tx
      .update(imoveis)
      .set({
        removidoEm: sql`now()`,
        removidoPor: owner.userId,
        ativo: false,
        imagensUrls: [],
        thumbUrl: null,
        updatedAt: sql`now()`,
      })
      .where(eq(imoveis.id, id));
    await tx.insert(auditoriaRemocoes).values({
      imovelId: id,
      imovelNome: current.nome,
      construtoraId: owner.construtoraId,
      userId: owner.userId,
      detalhes: { ...mantidos, imagens: current.imagens.length },
    });
    const imagens = current.thumb ? [...current.imagens, current.thumb] : current.imagens;
    return { imagens, avisos: await notifyImovelRemovido(tx, id) };
  });
  notify(avisos);
  await removeImages(db, bucket, imagens, requestId);
}

/**
 * The availability table in one statement: the row changes only if its current status allows the action, so
 * concurrent requests cannot both pass a check made before the write.
 * See docs/regras.md#empreendimentos.
 */
export async function changeStatus(
  db: Db,
  owner: Owner,
  id: string,
  acao: AcaoStatus,
  notify: Notify = () => {},
): Promise<Empreendimento> {
  if (!isUuid(id)) throw notFound();
  const rule = ACOES_STATUS[acao];
  const { row, avisos } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(imoveis)
      .set({ statusImovel: rule.para, disponivel: rule.disponivel, updatedAt: sql`now()` })
      .where(
        and(
          eq(imoveis.id, id),
          eq(imoveis.construtoraId, owner.construtoraId),
          isNull(imoveis.removidoEm),
          sql`${imoveis.statusImovel} = ANY(${sql.param([...rule.de])}::text[])`,
        ),
      )
      .returning(fullColumns);
    // The status change and its notifications commit together or not at all.
    return { row, avisos: row ? await notifyStatusAlterado(tx, id) : [] };
  });
  if (row) {
    notify(avisos);
    return toEmpreendimento(row);
  }
  const [exists] = await db
    .select({ id: imoveis.id })
    .from(imoveis)
    .where(and(eq(imoveis.id, id), eq(imoveis.construtoraId, owner.construtoraId), isNull(imoveis.removidoEm)));
  if (!exists) throw notFound();
  throw new AppError('conflict', MSG_EMPREENDIMENTO.transicaoInvalida);
}
