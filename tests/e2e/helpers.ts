import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpByApi } from './account-helpers.ts';

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@teste.com.br`;
}

const ESCOLHA = { construtora: 'Sou Construtora', corretor: 'Sou Corretor', imobiliaria: 'Sou Imobiliária' } as const;

export async function loginAs(
  page: Page,
  role: 'construtora' | 'corretor' | 'imobiliaria',
  email: string,
  password: string,
) {
  await page.goto('/login');
  await page.getByText(ESCOLHA[role]).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

export const PASSWORD = 'senha-forte-1';

/** A fresh account made through the API (no demo rows); the request context is left signed out. */
export async function newAccount(request: APIRequestContext, role: 'construtora' | 'corretor', baseURL: string) {
  const email = uniqueEmail(`e2e.${role}`);
  const origin = new URL(baseURL).origin;
  await signUpByApi(request, origin, {
    userType: role,
    nome: role === 'construtora' ? 'Construtora E2E Ltda' : 'Corretora E2E',
    creci: role === 'corretor' ? 'CRECI-SP 12345-F' : '',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await request.post('/api/auth/logout', { headers: { origin } });
  return { email, password: PASSWORD };
}
