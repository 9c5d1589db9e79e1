// Helpers of the accessibility specs: an axe scan limited to WCAG 2.1 A/AA and the demo accounts' sign-in.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// The sweep reads screens full of data (grids, charts, lists), which the demo seed gives; it only opens dialogs and
// never submits them, so signing in as the demo accounts changes nothing other specs rely on.
const DEMO = {
  construtora: { email: 'construtora@conectaimoveis.com.br', password: 'Construtora@2026' },
  corretor: { email: 'corretor@conectaimoveis.com.br', password: 'Corretor@2026' },
};
export const ADMIN = { email: 'admin@conectaimoveis.com.br', password: 'Admin@2026' };

export type Violation = { tela: string; regra: string; alvo: string; resumo: string };

/** Every WCAG 2.1 A/AA violation axe finds on the page as it is now (dialogs open included). */
export async function scan(page: Page, tela: string): Promise<Violation[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => ({ tela, regra: v.id, alvo: n.target.join(' '), resumo: n.failureSummary ?? v.help })),
  );
}

export type Quem = 'visitante' | 'corretor' | 'construtora' | 'admin';

/** Signs the page's context in through the API (the form itself is scanned as a public screen). */
export async function signIn(page: Page, baseURL: string, quem: Quem) {
  if (quem === 'visitante') return;
  const conta = quem === 'admin' ? ADMIN : DEMO[quem];
  const login = await page.request.post('/api/auth/login', {
    headers: { origin: new URL(baseURL).origin },
    data: { userType: quem, email: conta.email, password: conta.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Waits until the screen stops loading: no request in flight and no spinner or skeleton left. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .animate-pulse, .animate-spin')).toHaveCount(0, { timeout: 20_000 });
}
