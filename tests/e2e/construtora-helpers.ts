// Helpers of the construtora end-to-end tests: a fresh account (signed up, confirmed by e-mail, signed in) and the
// dashboard's tab links.
import { expect, type Page } from '@playwright/test';
import { confirmAndLogIn } from './account-helpers.ts';
import { uniqueEmail } from './helpers.ts';

export async function signUpConstrutora(page: Page, nome: string): Promise<string> {
  const email = uniqueEmail('e2e.construtora');
  await page.goto('/cadastro/construtora');
  await page.getByLabel('Nome da Empresa').fill(nome);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha-Forte-2026');
  await page.getByLabel('Confirmar Senha').fill('Senha-Forte-2026');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await confirmAndLogIn(page, 'construtora', email, 'Senha-Forte-2026');
  await expect(page.getByRole('heading', { name: 'Painel da Construtora' })).toBeVisible();
  return email;
}

/** The dashboard tab link in the sidebar (desktop viewport). */
export async function openTab(page: Page, label: string) {
  await page.getByRole('complementary').getByRole('link', { name: label }).click();
}
