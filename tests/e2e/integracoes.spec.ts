// A construtora's Settings → Integrações: a token is created and its secret shown once (then never again), it
// works against the API, it is revoked and stops working; the screen at 360 and 1280 px.
import { expect, test } from '@playwright/test';
import { expectToast, loginAs, newAccount } from './helpers.ts';

test('a construtora creates an API token, sees it once, and revokes it', async ({ page, request, baseURL }) => {
  const acct = await newAccount(request, 'construtora', baseURL!);
  await loginAs(page, 'construtora', acct.email, acct.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=configuracoes');
  await expect(page.getByRole('heading', { name: 'Integrações' })).toBeVisible();

  await page.getByLabel('Nome do token').fill('ERP da obra');
  await page.getByRole('button', { name: 'Criar token' }).click();
  const segredo = page.getByTestId('segredo');
  await expect(segredo).toHaveText(/^ci_/);
  const token = (await segredo.textContent())!;
  await expect(page.getByText('Copie agora: ele não será mostrado de novo.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('heading', { name: 'Integrações' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/integracoes-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/integracoes-1280.png', fullPage: true });

  const api = await request.get(`${baseURL}/api/v1/empreendimentos`, { headers: { authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(200);

  await page.getByRole('button', { name: 'Já copiei' }).click();
  await expect(segredo).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('ERP da obra')).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(page.getByText(/Último uso em/)).toBeVisible();

  await page.getByRole('button', { name: 'Revogar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
  await expectToast(page, 'Token revogado');
  await expect(page.getByText('Nenhum token ativo.')).toBeVisible();
  const revoked = await request.get(`${baseURL}/api/v1/empreendimentos`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(401);
});
