import { expect, test } from '@playwright/test';
import { loginAs, newAccount } from './helpers.ts';

test('a tab address speaks Portuguese, and a bookmark with a former English id still opens its tab', async ({
  page,
  request,
  baseURL,
}) => {
  const acct = await newAccount(request, 'corretor', baseURL!);
  await loginAs(page, 'corretor', acct.email, acct.password);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('link', { name: 'Preferências' }).first().click();
  await expect(page).toHaveURL(/\?tab=preferencias$/);

  const imovel = crypto.randomUUID();
  await page.goto(`/dashboard?tab=units&imovel=${imovel}`);
  await expect(page).toHaveURL(new RegExp(`\\?tab=espelho&imovel=${imovel}$`));
  await expect(page.getByRole('link', { name: 'Espelho de Vendas' }).first()).toHaveAttribute('aria-current', 'page');

  await page.goto('/dashboard?tab=settings');
  await expect(page).toHaveURL(/\?tab=configuracoes$/);
  await expect(page.getByRole('link', { name: 'Configurações' }).first()).toHaveAttribute('aria-current', 'page');
});
