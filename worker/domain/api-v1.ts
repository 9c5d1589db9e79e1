// Reads of the integration API: a construtora's developments and their units, in order of last change, so a client
// polls with updated_after and pages with the cursor. Nothing about a reservation's or a proposal's client is read.
import { type SQL, sql } from 'drizzle-orm';
import { decodeTimeCursor, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import type { Page } from '../schemas/page.ts';
import type { EmpreendimentoV1, UnidadeV1 } from '../schemas/api-v1-input.ts';
import { MSG_INTEGRACOES } from '../schemas/integracoes.ts';

export type ListaV1 = { cursor?: string; limit: number; updated_after?: string };

/** Postgres' own text of the time (microseconds kept), so a cursor or updated_after never rounds a change away. */
const exactTime = (column: string) => sql.raw(`to_json(${column}) #>> '{}'`);

function changedSince(column: string, q: ListaV1): SQL[] {
  const where: SQL[] = [];
  if (q.updated_after) where.push(sql`${sql.raw(column)}.updated_at > ${q.updated_after}::timestamptz`);
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    where.push(sql`(${sql.raw(column)}.updated_at, ${sql.raw(column)}.id) > (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  return where;
}

type EmpreendimentoRow = Omit<EmpreendimentoV1, 'preco_min' | 'preco_max'> & {
  preco_min: string | null;
  preco_max: string | null;
};

export async function listEmpreendimentosV1(
  db: Db,
  construtoraId: string,
  q: ListaV1,
): Promise<Page<EmpreendimentoV1>> {
  const where = [sql`i.construtora_id = ${construtoraId}`, sql`i.removido_em IS NULL`, ...changedSince('i', q)];
  const result = await db.execute<EmpreendimentoRow>(sql`
    SELECT i.id, i.nome, i.endereco, i.cidade, i.uf, i.tipo_imovel AS tipo, i.status AS fase, i.status_imovel AS status,
           i.ativo, i.preco_min, i.preco_max, i.unidades_total, i.unidades_disponiveis, i.latitude, i.longitude,
           ${exactTime('i.created_at')} AS created_at, ${exactTime('i.updated_at')} AS updated_at
      FROM imoveis i
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY i.updated_at, i.id
     LIMIT ${q.limit + 1}`);
  return toPage(
    result.rows,
    q.limit,
    (r) => r.updated_at,
    (r) => ({
      ...r,
      preco_min: r.preco_min === null ? null : Number(r.preco_min),
      preco_max: r.preco_max === null ? null : Number(r.preco_max),
    }),
  );
}

type UnidadeRow = Omit<UnidadeV1, 'area_privativa' | 'preco_centavos' | 'id'> & {
  id: string | null;
  area_privativa: string | null;
  preco_centavos: string | null;
};

/** The development's units; 404 when it is not this construtora's (or archived), never a hint that it exists. */
export async function listUnidadesV1(
  db: Db,
  construtoraId: string,
  imovelId: string,
  q: ListaV1,
): Promise<Page<UnidadeV1>> {
  const where = [sql`u.imovel_id = i.id`, ...changedSince('u', q)];
  const result = await db.execute<UnidadeRow>(sql`
    SELECT i.id AS imovel_id, u.id, u.torre, u.numero, u.andar, u.tipologia, u.area_privativa, u.vagas,
           u.preco_centavos, u.status, u.updated_at
      FROM imoveis i
      LEFT JOIN LATERAL (
        SELECT u.id, u.torre, u.numero, u.andar, u.tipologia, u.area_privativa, u.vagas, u.preco_centavos, u.status,
               ${exactTime('u.updated_at')} AS updated_at, u.updated_at AS ordem
          FROM unidades u
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY u.updated_at, u.id
         LIMIT ${q.limit + 1}
      ) u ON true
     WHERE i.id = ${imovelId} AND i.construtora_id = ${construtoraId} AND i.removido_em IS NULL
     ORDER BY u.ordem, u.id`);
  if (!result.rows.length) throw new AppError('not_found', MSG_INTEGRACOES.empreendimentoNaoEncontrado);
  const rows = result.rows.filter((r): r is UnidadeRow & { id: string } => r.id !== null);
  return toPage(
    rows,
    q.limit,
    (r) => r.updated_at,
    (r) => ({
      ...r,
      area_privativa: r.area_privativa === null ? null : Number(r.area_privativa),
      preco_centavos: r.preco_centavos === null ? null : Number(r.preco_centavos),
    }),
  );
}
