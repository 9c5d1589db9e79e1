// Starts the test database once per run (fresh in-memory PGlite, or the DATABASE_URL server) and migrates it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runMigrations } from '../../drizzle/local/migrate.ts';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { TEST_PORTS } from '../../drizzle/local/ports.ts';
import { startLocalStack } from '../../drizzle/local/stack.ts';

export default async function setup() {
  // The Worker serves the built SPA and renders public pages into its index.html, preloading chunks named by its
  // manifest: build it once if missing.
  // Always a production build: the test runner's NODE_ENV=test would make Vite build React in development mode,
  // and `npm start` serves this same folder.
  if (!existsSync('dist/web/index.html') || !existsSync('dist/web/.vite/manifest.json')) {
    const build = spawnSync('node_modules/.bin/vite', ['build', '--mode', 'production', '--logLevel', 'error'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const stack = await startLocalStack({ dataDir: null, pgPort: TEST_PORTS.postgres, relayPort: TEST_PORTS.relay });
  const { pool, db } = createNodePool(stack.databaseUrl, stack.relayAddress);
  await runMigrations(db);
  await pool.end();
  return async () => {
    await stack.stop();
  };
}
