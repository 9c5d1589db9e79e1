// A broker's favourites (docs/regras.md#favoritos): toggled on and off, listed newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import { construtoras, favoritos, imoveis } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { decodeTimeCursor, toPage } from '../lib/cursor.ts';
import { AppError } from '../lib/errors.ts';
import type { Favorito } from '../schemas/favoritos.ts';
import type { Page } from '../schemas/page.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';
import { cardColumns, toCard } from './imoveis.ts';

/** A page of the broker's favourites, newest first. */
export async function listFavoritos(
  db: Db,
  broker: { corretorId: string },
  q: { cursor?: string; limit: number },
): Promise<Page<Favorito>> {
  const where = [eq(favoritos.corretorId, broker.corretorId)];
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    where.push(sql`(${favoritos.createdAt}, ${favoritos.id}) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({
      id: favoritos.id,
      imovel_id: favoritos.imovelId,
      created_at: favoritos.createdAt,
      // With the database's microseconds: a JavaScript Date would round them away and the next page skip rows.
      cursor_key: sql<string>`to_json(${favoritos.createdAt}) #>> '{}'`,
      ativo: imoveis.ativo,
      card: cardColumns,
    })
    .from(favoritos)
    .innerJoin(imoveis, eq(imoveis.id, favoritos.imovelId))
    .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
    .where(and(...where))
    .orderBy(desc(favoritos.createdAt), desc(favoritos.id))
    .limit(q.limit + 1);
  return toPage(
    rows,
    q.limit,
    (r) => r.cursor_key,
    (r) => ({
      id: r.id,
      imovel_id: r.imovel_id,
      created_at: r.created_at.toISOString(),
      imovel: r.ativo ? toCard(r.card) : null,
    }),
  );
}

/**
 * The ids of every development the broker favourited: what the hearts on a page are drawn from. A set to test
 * membership in, not a list anyone reads, so it is not paged (docs/convencoes.md#lists).
 */
export async function listFavoritoIds(db: Db, broker: { corretorId: string }): Promise<string[]> {
  const rows = await db
    .select({ imovel_id: favoritos.imovelId })
    .from(favoritos)
    .where(eq(favoritos.corretorId, broker.corretorId));
  return rows.map((r) => r.imovel_id);
}

export async function addFavorito(db: Db, broker: { userId: string; corretorId: string }, imovelId: string) {
  const [imovel] = await db
    .select({ id: imoveis.id })
    .from(imoveis)
    .where(and(eq(imoveis.id, imovelId), eq(imoveis.ativo, true)));
  if (!imovel) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
  const [row] = await db
    .insert(favoritos)
    .values({ corretorId: broker.corretorId, imovelId, userId: broker.userId })
    .onConflictDoUpdate({ target: [favoritos.corretorId, favoritos.imovelId], set: { imovelId } })
    .returning({ id: favoritos.id, imovel_id: favoritos.imovelId, created_at: favoritos.createdAt });
  return { ...row!, created_at: row!.created_at.toISOString() };
}

export async function removeFavorito(db: Db, broker: { corretorId: string }, imovelId: string) {
  await db.delete(favoritos).where(and(eq(favoritos.corretorId, broker.corretorId), eq(favoritos.imovelId, imovelId)));
}

/** Merges the favourites a visitor kept in the browser into the account, in one statement. */
export async function importFavoritos(db: Db, broker: { userId: string; corretorId: string }, ids: string[]) {
  if (!ids.length) return 0;
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO favoritos (corretor_id, imovel_id, user_id)
    SELECT ${broker.corretorId}::uuid, i.id, ${broker.userId}::uuid
      FROM imoveis i
     WHERE i.id = ANY(${sql.param([...new Set(ids)])}::uuid[]) AND i.ativo
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return result.rows.length;
}
