import { defineConfig, devices } from '@playwright/test';

// End-to-end against `npm start` (Worker in workerd, embedded Postgres seeded with demo data) in Debian Chromium.
const PORT = Number(process.env.E2E_PORT ?? 8797);
export const BASE_URL = `http://localhost:${PORT}`;
// Ports and data folder are overridable so two runs can share a machine.
const E2E_DATA = process.env.E2E_DATA ?? '.data/e2e';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky test is fixed, not retried.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A database of its own, made fresh for each run.
    command: `rm -rf ${E2E_DATA} && npm start`,
    cwd: '../..',
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PG_PORT: process.env.E2E_PG_PORT ?? '15452',
      RELAY_PORT: process.env.E2E_RELAY_PORT ?? '15453',
      PGLITE_DIR: E2E_DATA,
      // Canonical and Open Graph links point at this server.
      SITE_ORIGIN: BASE_URL,
      // The whole run signs up from one address; per-network limits of public writes are raised for it.
      LIMITE_CADASTROS_POR_HORA: '1000',
      LIMITE_CONTATOS_POR_HORA: '1000',
    },
  },
});
