// Presence: which users have an open tab, kept in Postgres by each user's UserHub. A row in the
// database rather than in memory survives what a hub does not (eviction, hibernation, a restart of the runtime);
// a row left by a hub that died is corrected by the next push that reaches that hub.
// See docs/decisoes/003-presenca-no-postgres.md.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';

export async function markPresence(db: Db, userId: string, online: boolean) {
  await db.execute(
    online
      ? sql`INSERT INTO usuarios_online (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`
      : sql`DELETE FROM usuarios_online WHERE user_id = ${userId}`,
  );
}

/** Those of `userIds` with an open tab. */
export async function filterOnline(db: Db, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const result = await db.execute<{ user_id: string }>(
    sql`SELECT user_id FROM usuarios_online WHERE user_id = ANY(${sql.param(userIds)}::uuid[])`,
  );
  return result.rows.map((r) => r.user_id);
}
