import { expect, type Page } from '@playwright/test';

export const DEMO = {
  construtora: { email: 'construtora@conectaimoveis.com.br', password: 'Construtora@2026' },
  corretor: { email: 'corretor@conectaimoveis.com.br', password: 'Corretor@2026' },
};

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@teste.com.br`;
}

export async function loginAs(page: Page, role: 'construtora' | 'corretor', email: string, password: string) {
  await page.goto('/login');
  await page.getByText(role === 'construtora' ? 'Sou Construtora' : 'Sou Corretor').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}
