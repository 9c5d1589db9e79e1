// A cap on one owner's rows ("at most 20 active tokens") that holds under a burst. The count and the insert run in a
// transaction under an advisory lock on the owner, so two requests cannot both count 19. A single guarded INSERT is not
// enough on PostgreSQL: under READ COMMITTED a concurrent insert is invisible to the other statement's count (a burst
// of 22 passed a cap of 20 there; the embedded database, which runs statements one at a time, never showed it).
import { sql } from 'drizzle-orm';
import type { Db } from './env.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function withOwnerLock<T>(db: Db, key: string, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return run(tx);
  });
}
