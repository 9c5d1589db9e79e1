// Admin end to end: an admin, in a real browser, finds and deactivates a user (who is then locked out), answers a
// contact message, changes the support e-mail and the FAQ and sees them on the public site.
import { expect, test, type Page } from '@playwright/test';
import { expectToast, loginAs, newAccount, uniqueEmail } from './helpers.ts';

const ADMIN = { email: 'admin@conectaimoveis.com.br', password: 'Admin@2026' };

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
}

test('a visitor who opens /admin is sent to the admin login', async ({ page }) => {
  await page.goto('/admin/usuarios');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin deactivates a new user, who can no longer sign in', async ({ page, browser, request, baseURL }) => {
  const user = await newAccount(request, 'corretor', baseURL!);
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Menu administrativo' }).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Buscar por e-mail ou nome').fill(user.email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 usuário encontrado')).toBeVisible();
  await page.getByRole('button', { name: `Desativar ${user.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('button', { name: `Reativar ${user.email}` })).toBeVisible();
  await expect(page.getByText('Desativado', { exact: true })).toBeVisible();

  const other = await browser.newPage();
  await loginAs(other, 'corretor', user.email, user.password);
  await expect(other.getByText('Esta conta está desativada. Entre em contato com o suporte.').first()).toBeVisible();
  await other.close();
});

test('an admin answers a contact message and marks it', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('e2e.contato');
  const res = await request.post('/api/contato', {
    headers: { origin: new URL(baseURL!).origin },
    data: { nome: 'Helena Contato', email, telefone: '(11) 98765-4321', mensagem: 'Gostaria de anunciar.' },
  });
  expect(res.status()).toBe(201);
  await adminLogin(page);
  await expect(page.getByTestId('admin-bell-count')).toBeVisible();
  await page.getByRole('link', { name: /mensagens não lidas/ }).click();
  await expect(page).toHaveURL(/\/admin\/mensagens$/);
  const card = page.getByRole('article', { name: 'Mensagem de Helena Contato' });
  const reply = card.getByRole('link', { name: 'Responder por e-mail' });
  await expect(reply).toHaveAttribute('href', new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=`));
  // The mail client is the browser's business; the click marks the message as answered.
  await reply.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  await reply.click();
  // Answered means read: the message moves to 'Lidas', marked as answered.
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: /Lidas/ }).click();
  await expect(card.getByText('Respondida')).toBeVisible();
  await card.getByRole('button', { name: 'Arquivar' }).click();
  await expect(card).toBeHidden();
  // One tab stop: the arrows move along the strip and select (Home goes back to the first).
  const arquivadas = page.getByRole('tab', { name: /Arquivadas/ });
  await page.getByRole('tab', { name: /Lidas/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(arquivadas).toBeFocused();
  await expect(arquivadas).toHaveAttribute('aria-selected', 'true');
  await expect(arquivadas).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('tab', { name: /Lidas/ })).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('article', { name: 'Mensagem de Helena Contato' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: /Novas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/Novas/);
});

test('an admin changes the support e-mail and the FAQ and sees them on the public site', async ({ page }) => {
  await adminLogin(page);
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/admin\/configuracoes$/);
  const support = uniqueEmail('suporte');
  await page.getByLabel('E-mail de suporte').fill(support);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expectToast(page, 'Configurações salvas');

  await page.getByRole('navigation', { name: 'Menu administrativo' }).getByRole('link', { name: 'Conteúdo' }).click();
  const pergunta = `Como falo com o suporte ${Date.now().toString(36)}?`;
  await page.getByLabel('Pergunta', { exact: true }).first().fill(pergunta);
  await page.getByLabel('Resposta').first().fill('Pelo e-mail de suporte, em horário comercial.');
  await page.getByRole('button', { name: 'Salvar FAQ' }).click();
  await expectToast(page, 'Conteúdo salvo');

  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Ver Site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: support })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByText(pergunta)).toBeVisible();
  await expect(page.locator('#conteudo').getByRole('link', { name: support })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
