import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/neon-serverless/migrator';
import type { createNodePool } from './node-pool.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Applies pending migrations; each one runs in its own transaction. */
export async function runMigrations(db: ReturnType<typeof createNodePool>['db']) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
