// Public reads of developments: the filtered lists, nearby search and the detail record.
import { type SQL, and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { construtoras, imoveis } from '../../drizzle/schema.ts';
import { decodeCursor, invalidCursor, isUuid, toPage } from '../lib/cursor.ts';
import { isIsoTimestamp } from '../schemas/datas.ts';
import type { Db } from '../lib/env.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { ListQuery } from '../schemas/imoveis-input.ts';
import type { ImovelCard, ImovelDetalhe, ImovelPage, ResumoUnidades } from '../schemas/imoveis.ts';
import { likeEscape } from '../lib/like.ts';

export const cardColumns = {
  id: imoveis.id,
  nome: imoveis.nome,
  endereco: imoveis.endereco,
  cidade: imoveis.cidade,
  uf: imoveis.uf,
  status: imoveis.status,
  status_imovel: imoveis.statusImovel,
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
  thumb_url: imoveis.thumbUrl,
  construtora_nome: construtoras.nome,
  created_at: imoveis.createdAt,
};

type CardRow = Omit<ImovelCard, 'created_at' | 'status_imovel' | 'tipo_negocio'> & {
  created_at: Date | string;
  status_imovel: string;
  tipo_negocio: string;
};

export function toCard(row: CardRow): ImovelCard {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return {
    ...row,
    status_imovel: row.status_imovel as ImovelCard['status_imovel'],
    tipo_negocio: row.tipo_negocio as ImovelCard['tipo_negocio'],
    preco_min: row.preco_min === null ? null : Number(row.preco_min),
    preco_max: row.preco_max === null ? null : Number(row.preco_max),
    area_min: row.area_min === null ? null : Number(row.area_min),
    area_max: row.area_max === null ? null : Number(row.area_max),
    created_at: created.toISOString(),
  };
}

/** Escapes LIKE wildcards so a user's '%' or '_' is matched literally. */

function filters(q: ListQuery): SQL[] {
  const where: SQL[] = [eq(imoveis.ativo, true)];
  // Every word must appear somewhere in the folded text, in any order ("apartamento curitiba").
  for (const word of (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    where.push(sql`${imoveis.busca} LIKE '%' || lower(f_unaccent(${likeEscape(word)})) || '%'`);
  }
  if (q.tipo) where.push(eq(imoveis.tipoNegocio, q.tipo));
  if (q.categoria) where.push(sql`lower(${imoveis.tipoImovel}) = ${q.categoria}`);
  if (q.status_empreendimento) where.push(eq(imoveis.status, q.status_empreendimento));
  if (q.preco) where.push(gte(imoveis.precoMin, q.preco[0]), lte(imoveis.precoMax, q.preco[1]));
  if (q.area) where.push(gte(imoveis.areaMin, q.area[0]), lte(imoveis.areaMax, q.area[1]));
  if (q.quartos !== undefined) where.push(gte(imoveis.quartosMin, q.quartos));
  if (q.banheiros !== undefined) where.push(gte(imoveis.banheirosMin, q.banheiros));
  return where;
}

/** Each sort is a (key, id) pair so pages continue exactly where the last one ended. */
const SORTS = {
  newest: { key: sql`${imoveis.createdAt}`, dir: 'desc', cursorKey: (r: ImovelCard) => r.created_at },
  oldest: { key: sql`${imoveis.createdAt}`, dir: 'asc', cursorKey: (r: ImovelCard) => r.created_at },
  priceAsc: {
    key: sql`coalesce(${imoveis.precoMin}, 1e13)`,
    dir: 'asc',
    cursorKey: (r: ImovelCard) => r.preco_min ?? 1e13,
  },
  priceDesc: {
    key: sql`coalesce(${imoveis.precoMin}, -1)`,
    dir: 'desc',
    cursorKey: (r: ImovelCard) => r.preco_min ?? -1,
  },
} as const;

export async function listImoveis(db: Db, q: ListQuery): Promise<ImovelPage> {
  const sort = SORTS[q.ordenar];
  const where = filters(q);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    const isDate = q.ordenar === 'newest' || q.ordenar === 'oldest';
    const valid = isDate ? isIsoTimestamp(c.key) : typeof c.key === 'number' && Number.isFinite(c.key);
    if (!valid) throw invalidCursor();
    const key = isDate ? sql`${String(c.key)}::timestamptz` : sql`${Number(c.key)}::numeric`;
    where.push(
      sort.dir === 'desc'
        ? sql`(${sort.key}, ${imoveis.id}) < (${key}, ${c.id}::uuid)`
        : sql`(${sort.key}, ${imoveis.id}) > (${key}, ${c.id}::uuid)`,
    );
  }
  const order = sort.dir === 'desc' ? [desc(sort.key), desc(imoveis.id)] : [asc(sort.key), asc(imoveis.id)];
  const rows = await db
    .select(cardColumns)
    .from(imoveis)
    .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit + 1);
  return toPage(rows.map(toCard), q.limit, sort.cursorKey, (card) => card);
}

export async function nearbyImoveis(
  db: Db,
  p: { lat: number; long: number; raio_km: number; limit: number },
): Promise<ImovelCard[]> {
  const result = await db.execute<CardRow & { distancia_km: number }>(
    sql`SELECT * FROM get_imoveis_proximos(${p.lat}, ${p.long}, ${p.raio_km}, ${p.limit})`,
  );
  return result.rows.map((r) => ({ ...toCard(r), distancia_km: Math.round(Number(r.distancia_km) * 10) / 10 }));
}

/** The detail of an active development with its developer, or null (missing, inactive or malformed id). */
export async function getImovel(db: Db, id: string): Promise<ImovelDetalhe | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...cardColumns,
      descricao: imoveis.descricao,
      disponivel: imoveis.disponivel,
      comissao_percent: imoveis.comissaoPercent,
      data_entrega: imoveis.dataEntrega,
      latitude: imoveis.latitude,
      longitude: imoveis.longitude,
      imagens_urls: imoveis.imagensUrls,
      videos_urls: imoveis.videosUrls,
      tour_virtual_url: imoveis.tourVirtualUrl,
      documentos: imoveis.documentos,
      diferenciais: imoveis.diferenciais,
      visualizacoes: imoveis.visualizacoes,
      updated_at: imoveis.updatedAt,
      unidades_total: imoveis.unidadesTotal,
      unidades_disponiveis: imoveis.unidadesDisponiveis,
      // One aggregate over the development's available units, in the same round trip (empty without a grid).
      tipologias: sql<TipologiaRow[] | null>`(
        SELECT json_agg(t ORDER BY t.preco_min NULLS LAST, t.tipologia)
          FROM (SELECT coalesce(u.tipologia, 'Outras') AS tipologia, count(*)::int AS disponiveis,
                       min(u.preco_centavos) AS preco_min
                  FROM unidades u
                 WHERE u.imovel_id = ${imoveis.id} AND u.status = 'Disponível'
                 GROUP BY 1) t)`,
      construtora: {
        id: construtoras.id,
        nome: construtoras.nome,
        telefone: construtoras.telefone,
        logo_url: construtoras.logoUrl,
        email: construtoras.email,
      },
    })
    .from(imoveis)
    .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
    .where(and(eq(imoveis.id, id), eq(imoveis.ativo, true)))
    .limit(1);
  if (!row) return null;
  const { unidades_total, unidades_disponiveis, tipologias, ...rest } = row;
  return {
    ...rest,
    ...toCard(rest),
    unidades: resumoUnidades(unidades_total, unidades_disponiveis, tipologias),
    comissao_percent: row.comissao_percent === null ? null : Number(row.comissao_percent),
    documentos: (row.documentos ?? []).filter((d) => d && d.name?.trim() && d.url?.trim()),
    updated_at: row.updated_at.toISOString(),
  };
}

type TipologiaRow = { tipologia: string; disponiveis: number; preco_min: number | string | null };

function resumoUnidades(total: number, disponiveis: number, rows: TipologiaRow[] | null): ResumoUnidades | null {
  if (total === 0) return null;
  const tipologias = (rows ?? []).map((t) => ({
    tipologia: t.tipologia,
    disponiveis: t.disponiveis,
    preco_min: t.preco_min === null ? null : Number(t.preco_min) / 100,
  }));
  const precos = tipologias.flatMap((t) => (t.preco_min === null ? [] : [t.preco_min]));
  return {
    total,
    disponiveis,
    preco_min_disponivel: precos.length > 0 ? Math.min(...precos) : null,
    tipologias,
  };
}

/** Counted views per network per day, across developments: past it a script's views are not counted. */
export const VIEWS_PER_DAY = 200;

/** The counter (in tentativas_login) of one network's counted views on one day; hashed like the visitor. */
export async function viewQuotaKey(network: string, dia: string) {
  return `visualizacoes:${dia}:${sha256Hex(`${dia}|${network}`).slice(0, 32)}`;
}

/** Today in São Paulo, YYYY-MM-DD: the reports count views by the developer's calendar day. */
export const diaSaoPaulo = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);

/**
 * Counts a visitor once a day per development, and a network at most `cap` times a day in all. The visitor
 * key is a hash of the day and who they are, so nothing that identifies them is stored. One statement: the
 * view row, the network's quota and the count move together, also under parallel requests.
 */
export async function countView(db: Db, imovelId: string, who: { visitor: string; network: string; cap: number }) {
  const dia = diaSaoPaulo();
  const visitante = sha256Hex(`${dia}|${who.visitor}`);
  const quota = await viewQuotaKey(who.network, dia);
  await db.execute(sql`
    WITH novo AS (
      INSERT INTO visualizacoes_imoveis (imovel_id, dia, visitante) VALUES (${imovelId}, ${dia}, ${visitante})
      ON CONFLICT DO NOTHING RETURNING imovel_id
    ), cota AS (
      INSERT INTO tentativas_login AS t (chave, falhas, janela_inicio)
      SELECT ${quota}, 1, now() FROM novo
      ON CONFLICT (chave) DO UPDATE SET falhas = t.falhas + 1
      RETURNING falhas
    )
    UPDATE imoveis SET visualizacoes = visualizacoes + 1
     WHERE id IN (SELECT imovel_id FROM novo) AND (SELECT falhas FROM cota) <= ${who.cap}`);
}
