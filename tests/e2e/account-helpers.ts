// The outbox (emails_enviados) of the e2e server's database, read from Playwright's Node side through the same
// Neon-compatible relay the local scripts use: no test route in the Worker. Sign-ups confirm through it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { poll } from '../helpers/poll.ts';
import { loginAs } from './helpers.ts';

const PG_PORT = process.env.E2E_PG_PORT ?? '15452';
const RELAY_PORT = process.env.E2E_RELAY_PORT ?? '15453';

/**
 * The path and query (e.g. '/redefinir-senha?token=…') of the newest link to `path` e-mailed to `para`; a `path`
 * ending in '/' matches any path under it ('/convite/' for '/convite/<token>').
 */
export async function linkFromOutbox(para: string, path: string, timeoutMs = 10_000): Promise<string> {
  const { pool, db } = createNodePool(
    `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/postgres`,
    `127.0.0.1:${RELAY_PORT}`,
  );
  try {
    const read = async () => {
      const r = await db.execute<{ texto: string }>(
        sql`SELECT texto FROM emails_enviados WHERE para = ${para} ORDER BY created_at DESC LIMIT 1`,
      );
      const under = (p: string) => (path.endsWith('/') ? p.startsWith(path) : p === path);
      return r.rows[0]?.texto.match(/https?:\/\/\S+/g)?.find((u) => under(new URL(u).pathname));
    };
    const url = await poll(read, (u) => u !== undefined, { timeoutMs, intervalMs: 200 });
    if (!url) throw new Error(`no ${path} link e-mailed to ${para}`);
    // The e-mail carries the configured SITE_ORIGIN; the test server has a port of its own.
    return new URL(url).pathname + new URL(url).search;
  } finally {
    await pool.end();
  }
}

/**
 * After 'Criar Conta': the screen asks to check the e-mail; the link from the outbox opens the page whose button
 * confirms the address, and the person signs in from the login form.
 */
export async function confirmAndLogIn(
  page: Page,
  role: 'construtora' | 'corretor' | 'imobiliaria',
  email: string,
  password: string,
) {
  await expect(page.getByText('Confirmação Necessária').first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.goto(await linkFromOutbox(email, '/confirmar-email'));
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, role, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Sign-up through the API, confirmed through the e-mailed link; leaves `request` signed in. */
export async function signUpByApi(request: APIRequestContext, origin: string, data: Record<string, string>) {
  const headers = { origin };
  const signup = await request.post('/api/auth/signup', { headers, data });
  expect(signup.status()).toBe(202);
  const token = new URL(await linkFromOutbox(data.email!, '/confirmar-email'), origin).searchParams.get('token');
  expect((await request.post('/api/auth/confirmar-email', { headers, data: { token } })).status()).toBe(200);
  const login = await request.post('/api/auth/login', {
    headers,
    data: { userType: data.userType, email: data.email, password: data.password },
  });
  expect(login.status()).toBe(200);
}
