// Printable sheets a broker generated ('Materiais gerados'): one row per broker, development and day in
// São Paulo, so reloading the sheet does not inflate the count.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';

/** True when this call recorded the sheet, false when it was already recorded today (a unique index per day). */
export async function recordFicha(db: Db, broker: { corretorId: string }, imovelId: string) {
  const result = await db.execute<{ ativo: boolean; registrada: boolean }>(sql`
    WITH imovel AS (SELECT id FROM imoveis WHERE id = ${imovelId} AND ativo), nova AS (
      INSERT INTO fichas_geradas (corretor_id, imovel_id)
      SELECT ${broker.corretorId}, id FROM imovel
      ON CONFLICT DO NOTHING
      RETURNING id
    )
    SELECT EXISTS (SELECT 1 FROM imovel) AS ativo, EXISTS (SELECT 1 FROM nova) AS registrada`);
  const { ativo, registrada } = result.rows[0]!;
  if (!ativo) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
  return registrada;
}
