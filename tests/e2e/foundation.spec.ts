import { expect, test } from '@playwright/test';
import { confirmAndLogIn, linkFromOutbox } from './account-helpers.ts';
import { loginAs, newAccount, uniqueEmail } from './helpers.ts';
import { openPage } from './hydration.ts';

test.describe('accounts', () => {
  test('a construtora signs up, cannot enter before confirming, confirms from the e-mail and lands on its dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('pw.construtora');
    await openPage(page, '/cadastro');
    await page
      .getByRole('link', { name: /Construtora/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cadastro\/construtora$/);
    await page.getByLabel('Nome da Empresa').fill('Construtora Playwright Ltda');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
    await page.getByLabel('Confirmar Senha').fill('senha-forte-1');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByText('Confirmação Necessária').first()).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const firstLink = await linkFromOutbox(email, '/confirmar-email');

    // Before confirming, the login says so and offers a new link (which replaces the first one).
    await loginAs(page, 'construtora', email, 'senha-forte-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Confirme seu e-mail antes de entrar' })).toBeVisible();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByText('Se houver um cadastro aguardando confirmação com este e-mail')).toBeVisible();
    await expect.poll(() => linkFromOutbox(email, '/confirmar-email')).not.toBe(firstLink);
    await openPage(page, firstLink);
    await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();

    // Opening the link (as a mail scanner would) confirms nothing: the login is still refused.
    await openPage(page, await linkFromOutbox(email, '/confirmar-email'));
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    const early = await page.request.post('/api/auth/login', {
      headers: { origin: new URL(page.url()).origin },
      data: { userType: 'construtora', email, password: 'senha-forte-1' },
    });
    expect(early.status()).toBe(403);
    expect(await early.text()).toContain('Confirme seu e-mail antes de entrar');
    await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible();
    await expect(page.getByText('Cadastro realizado com sucesso!').first()).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await loginAs(page, 'construtora', email, 'senha-forte-1');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Painel da Construtora' })).toBeVisible();
    await expect(page.getByText('Construtora Playwright Ltda').first()).toBeVisible();
    await expect(page.getByRole('banner').getByText(/Olá, Construtora/)).toBeVisible();
  });

  test('a corretor signs up (CRECI required, passwords must match), confirms and lands on its dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('pw.corretor');
    await openPage(page, '/cadastro/corretor');
    await page.getByLabel('Nome Completo').fill('Lucas Playwright');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
    await page.getByLabel('Confirmar Senha').fill('senha-diferente');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByText('CRECI é obrigatório para corretores.')).toBeVisible();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
    await page.getByLabel('CRECI').fill('CRECI-SP 77777-F');
    await page.getByLabel('Confirmar Senha').fill('senha-forte-1');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await confirmAndLogIn(page, 'corretor', email, 'senha-forte-1');
    await expect(page.getByRole('heading', { name: 'Painel do Corretor' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Olá, Lucas')).toBeVisible();
  });

  test('an unknown user type on the signup route goes back to the role choice', async ({ page }) => {
    await openPage(page, '/cadastro/fazendeiro');
    await expect(page).toHaveURL(/\/cadastro$/);
  });

  test('login shows each error, then succeeds and logs out', async ({ page, baseURL }) => {
    const corretor = await newAccount(page.request, 'corretor', baseURL!);
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Por favor, selecione se você é corretor ou construtora.')).toBeVisible();

    await loginAs(page, 'corretor', corretor.email, 'senha-errada-9');
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' })).toBeVisible();

    await loginAs(page, 'construtora', corretor.email, corretor.password);
    await expect(
      page.getByText('Este login não corresponde a um perfil de construtora. Verifique o tipo selecionado.').first(),
    ).toBeVisible();

    await loginAs(page, 'corretor', corretor.email, corretor.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Painel do Corretor' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Você foi desconectado com sucesso.', { exact: true })).toBeVisible();
    await openPage(page, '/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('public shell', () => {
  test('home shows the hero and up to 6 recent developments from the API', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Conectando Construtoras e Corretores' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sou Construtora' })).toHaveAttribute('href', '/cadastro/construtora');
    await expect(page.getByRole('link', { name: 'Sou Corretor' })).toHaveAttribute('href', '/cadastro/corretor');
    const section = page.locator('section', { hasText: 'Lançamentos e Oportunidades Recentes' });
    const cards = section.locator('a[href^="/oportunidades/"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    await expect(section.getByRole('link', { name: 'Ver Todos' })).toHaveAttribute('href', '/oportunidades');
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await openPage(page, '/pagina-que-nao-existe');
    await expect(page.getByText('404').first()).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o Início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the mobile menu opens at 360 px and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/planos');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.locator('#menu-mobile');
    await expect(menu.getByRole('link', { name: 'Cadastrar Gratuitamente' })).toBeVisible();
    await menu.getByRole('link', { name: 'Oportunidades' }).click();
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('admin', () => {
  test('the admin logs in at /admin/login (checked by the server) and others are refused', async ({
    page,
    baseURL,
  }) => {
    const corretor = await newAccount(page.request, 'corretor', baseURL!);
    await openPage(page, '/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('E-mail').fill(corretor.email);
    await page.getByLabel('Senha', { exact: true }).fill(corretor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Credenciais inválidas. Tente novamente.').first()).toBeVisible();
    await page.getByLabel('E-mail').fill('admin@conectaimoveis.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Admin@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('the contact form checks every field, then sends and resets', async ({ page }) => {
    await openPage(page, '/contato?imovel=Residencial%20Aurora');
    await expect(page.getByLabel('Mensagem')).toHaveValue('Tenho interesse no imóvel: Residencial Aurora');
    await page.getByLabel('E-mail').fill('nao-e-email');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(page.getByText('Informe seu telefone.')).toBeVisible();
    await page.getByLabel('Nome').fill('Marta Playwright');
    await page.getByLabel('Telefone').fill('(11) 91234-5678');
    await page.getByLabel('E-mail').fill('marta@teste.com.br');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Agradecemos seu contato. Retornaremos em breve.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('');
  });
});
