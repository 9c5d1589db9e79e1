// Starts the test database once per run (fresh in-memory PGlite, or the DATABASE_URL server) and migrates it.
import { runMigrations } from '../../drizzle/local/migrate.ts';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { TEST_PORTS } from '../../drizzle/local/ports.ts';
import { startLocalStack } from '../../drizzle/local/stack.ts';
import { ensureWebBuild } from './web-build.ts';

export default async function setup() {
  ensureWebBuild();
  const stack = await startLocalStack({ dataDir: null, pgPort: TEST_PORTS.postgres, relayPort: TEST_PORTS.relay });
  const { pool, db } = createNodePool(stack.databaseUrl, stack.relayAddress);
  await runMigrations(db);
  await pool.end();
  return async () => {
    await stack.stop();
  };
}
