import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { DEV_TOTP_ENCRYPTION_KEY } from './drizzle/local/dev-keys.ts';
import { TEST_PORTS } from './drizzle/local/ports.ts';

// Tests run inside workerd against a real Postgres: a fresh embedded one per run, or DATABASE_URL.
const databaseUrl =
  process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${TEST_PORTS.postgres}/postgres`;

export default defineConfig({
  resolve: {
    alias: {
      '@web': fileURLToPath(new URL('./web', import.meta.url)),
      '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
    },
  },
  test: {
    // The Worker logs one JSON line per event; show them only for a test that failed.
    silent: 'passed-only',
    // Two files at a time, also on a 2-core machine, where the default would run them one by one: the tests mostly
    // wait on the database and the Worker, not on the CPU (633 tests in 158 s instead of 211 s on 2 quiet cores).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // The edge cache is off so that a test reads its own writes at once; tests/api/edge-cache.test.ts
              // turns it on.
              bindings: {
                DATABASE_URL: databaseUrl,
                DB_RELAY: `127.0.0.1:${TEST_PORTS.relay}`,
                EDGE_CACHE: 'off',
                TOTP_ENCRYPTION_KEY: DEV_TOTP_ENCRYPTION_KEY,
                // Sign-ups hash with scrypt N=2^10 here instead of 2^15: the suite creates hundreds of accounts.
                // tests/unit/password.test.ts keeps the production cost under test.
                TEST_SCRYPT_LOG_N: '10',
                // Test receivers of webhooks listen on the loopback, as in the local stack.
                WEBHOOKS_LOCAIS: 'on',
              },
              // Webhook deliveries go to a queue nobody consumes: the tests hand each batch to the Worker's queue
              // handler themselves (createMessageBatch), so every attempt is seen and none runs twice.
              queueProducers: { WEBHOOKS: 'conecta-webhooks-testes' },
            },
          }),
        ],
        test: {
          name: 'workerd',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // One workerd per pool worker, reused by the files it runs, instead of a new one per file: starting
          // workerd and importing the app cost about a second per file, more than half of the suite's time.
          // Every test makes its own users and data, so nothing depends on a fresh module state.
          isolate: false,
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // On Node: tests that drive processes (a database stopped and started under a running `wrangler dev`, the
      // bundle `npm start` serves).
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/outage/**/*.test.ts', 'tests/build/**/*.test.ts'],
          globalSetup: ['tests/setup/web-build.ts'],
        },
      },
    ],
  },
});
