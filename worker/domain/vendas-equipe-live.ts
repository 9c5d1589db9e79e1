// After a commit that changes units, the agency whose broker holds or held them (the latest reservation of each
// unit: reserve, cancel, expiry, proposal, approval) and that broker's current manager hear it on their open tabs,
// through their UserHub, and their view of the team's sale reads its lists again. Only users with an open tab are
// called (usuarios_online), like the notifications' push.
import { sql } from 'drizzle-orm';
import type { Bindings, Db } from '../lib/env.ts';

export type EquipeEnv = Pick<Bindings, 'USER_HUB'>;

export async function pushEquipe(env: EquipeEnv, db: Db, imovelId: string, unidadeIds: string[]): Promise<void> {
  const result = await db.execute<{ user_id: string }>(sql`
    WITH r AS (
      SELECT DISTINCT ON (r.unidade_id) r.imobiliaria_id, r.corretor_id
        FROM reservas_unidades r
       WHERE r.unidade_id = ANY(${sql.param(unidadeIds)}::uuid[])
       ORDER BY r.unidade_id, r.created_at DESC
    ), quem AS (
      SELECT im.user_id FROM r JOIN imobiliarias im ON im.id = r.imobiliaria_id
      UNION
      SELECT gc.user_id
        FROM r
        JOIN imobiliaria_membros m ON m.imobiliaria_id = r.imobiliaria_id AND m.corretor_id = r.corretor_id
                                  AND m.saiu_em IS NULL
        JOIN imobiliaria_membros g ON g.id = m.gerente_id AND g.saiu_em IS NULL AND g.papel = 'Gerente'
        JOIN corretores gc ON gc.id = g.corretor_id
    )
    SELECT q.user_id FROM quem q JOIN usuarios_online o ON o.user_id = q.user_id`);
  await Promise.all(result.rows.map((r) => env.USER_HUB.get(env.USER_HUB.idFromName(r.user_id)).equipeMudou(imovelId)));
}
