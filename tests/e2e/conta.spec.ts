import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { linkFromOutbox } from './account-helpers.ts';
import { expectToast, loginAs, newAccount } from './helpers.ts';

const NOVA = 'nova-senha-forte-e2e';

test('a forgotten password is reset from the link in the outbox, and the old one stops working', async ({
  page,
  request,
  baseURL,
}) => {
  const acct = await newAccount(request, 'corretor', baseURL!);
  await page.goto('/login');
  await page.getByText('Sou Corretor').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await page.getByLabel('E-mail').fill(acct.email);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByText('Se houver uma conta com este e-mail')).toBeVisible();

  await page.goto(await linkFromOutbox(acct.email, '/redefinir-senha'));
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA);
  await page.getByLabel('Confirmar nova senha').fill(NOVA);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha redefinida' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();

  await loginAs(page, 'corretor', acct.email, acct.password);
  await expectToast(page, 'E-mail ou senha inválidos.');
  await loginAs(page, 'corretor', acct.email, NOVA);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a person downloads their data and deletes their account from Settings', async ({ page, request, baseURL }) => {
  const acct = await newAccount(request, 'construtora', baseURL!);
  await loginAs(page, 'construtora', acct.email, acct.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=configuracoes');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^conecta-imoveis-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const dados = JSON.parse(await readFile((await file.path())!, 'utf8')) as { conta: { email: string } };
  expect(dados.conta.email).toBe(acct.email);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await dialog.getByLabel('Confirme sua senha').fill('senha-errada-123');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Senha incorreta. A conta não foi excluída.')).toBeVisible();
  await dialog.getByLabel('Confirme sua senha').fill(acct.password);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expectToast(page, 'Seus dados pessoais foram apagados.');
  await expect(page).toHaveURL(/\/$/);

  await loginAs(page, 'construtora', acct.email, acct.password);
  await expectToast(page, 'E-mail ou senha inválidos.');
});
