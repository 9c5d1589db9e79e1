// A broker's favourites (docs/regras.md#favoritos): toggled on and off, listed newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import { construtoras, favoritos, imoveis } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import type { SessionUser } from '../schemas/auth.ts';
import { MSG_FAVORITOS, type Favorito } from '../schemas/favoritos.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';
import { cardColumns, toCard } from './imoveis.ts';

/** Only a signed-in broker with a profile row has server-side favourites. */
export function brokerOf(user: SessionUser | null): { userId: string; corretorId: string } {
  if (!user) throw new AppError('unauthorized', MSG_FAVORITOS.login);
  if (user.userType !== 'corretor' || !user.perfilId) throw new AppError('forbidden', MSG_FAVORITOS.perfil);
  return { userId: user.id, corretorId: user.perfilId };
}

export async function listFavoritos(db: Db, broker: { corretorId: string }): Promise<Favorito[]> {
  const rows = await db
    .select({
      id: favoritos.id,
      imovel_id: favoritos.imovelId,
      created_at: favoritos.createdAt,
      ativo: imoveis.ativo,
      card: cardColumns,
    })
    .from(favoritos)
    .innerJoin(imoveis, eq(imoveis.id, favoritos.imovelId))
    .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
    .where(eq(favoritos.corretorId, broker.corretorId))
    .orderBy(desc(favoritos.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    imovel_id: r.imovel_id,
    created_at: r.created_at.toISOString(),
    imovel: r.ativo ? toCard(r.card) : null,
  }));
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
