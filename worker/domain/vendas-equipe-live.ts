// After a commit that changes units, the agency whose broker holds or held them (the latest reservation of each
// unit: reserve, cancel, expiry, proposal, approval) hears it on its open tabs, through its UserHub, and its view of
// the team's sale reads its lists again. Only agencies with an open tab are called (usuarios_online), like the
// notifications' push.
import { sql } from 'drizzle-orm';
import type { Bindings, Db } from '../lib/env.ts';

export type EquipeEnv = Pick<Bindings, 'USER_HUB'>;

export async function pushEquipe(env: EquipeEnv, db: Db, imovelId: string, unidadeIds: string[]): Promise<void> {
  const result = await db.execute<{ user_id: string }>(sql`
    SELECT DISTINCT im.user_id
      FROM (SELECT DISTINCT ON (r.unidade_id) r.imobiliaria_id
              FROM reservas_unidades r
             WHERE r.unidade_id = ANY(${sql.param(unidadeIds)}::uuid[])
             ORDER BY r.unidade_id, r.created_at DESC) r
      JOIN imobiliarias im ON im.id = r.imobiliaria_id
      JOIN usuarios_online o ON o.user_id = im.user_id`);
  await Promise.all(result.rows.map((r) => env.USER_HUB.get(env.USER_HUB.idFromName(r.user_id)).equipeMudou(imovelId)));
}
