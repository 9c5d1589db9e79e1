// Starts the test database once per run (fresh in-memory PGlite, or the DATABASE_URL server) and migrates it.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { runMigrations } from '../../drizzle/local/migrate.ts';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { TEST_PORTS } from '../../drizzle/local/ports.ts';
import { startLocalStack } from '../../drizzle/local/stack.ts';

export default async function setup() {
  // wrangler.toml's assets folder must exist even when the SPA has not been built.
  if (!existsSync('dist/web/index.html')) {
    mkdirSync('dist/web', { recursive: true });
    writeFileSync('dist/web/index.html', '<!doctype html><title>Conecta Imóveis</title>');
  }
  const stack = await startLocalStack({ dataDir: null, pgPort: TEST_PORTS.postgres, relayPort: TEST_PORTS.relay });
  const { pool, db } = createNodePool(stack.databaseUrl, stack.relayAddress);
  await runMigrations(db);
  await pool.end();
  return async () => {
    await stack.stop();
  };
}
