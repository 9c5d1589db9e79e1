// Realtime end to end: a broker and a developer, each in a browser of their own, chat live in the Chat tab; a
// broker gets the launch toast while the developer saves a matching development. Fresh accounts every run.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, register, createEmpreendimento } from './contratos-helpers.ts';

/** Where criarEmpreendimento puts its developments (Pinheiros, São Paulo). */
const PONTO = { latitude: -23.5666, longitude: -46.6924 };

async function conta(browser: Browser, role: 'construtora' | 'corretor', nome: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(page, role, nome);
  return page;
}

/** A toast in the toasts' region (its screen-reader echo elsewhere has the text but not the button). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifica/ })
    .locator('li')
    .filter({ hasText: text });
const lista = (page: Page) => page.getByRole('complementary', { name: 'Conversas' });
const mensagens = (page: Page) => page.getByRole('region', { name: 'Mensagens' });

async function send(page: Page, texto: string) {
  await page.getByPlaceholder('Digite sua mensagem...').fill(texto);
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
}

test('a broker and a developer chat live in two browsers, with unread counts and the mobile back button', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dev = await conta(browser, 'construtora', 'Construtora Tempo Real');
  const imovelId = await createEmpreendimento(dev, 'Residencial Conversa Viva');
  const broker = await conta(browser, 'corretor', 'Bruna Tempo Real');

  // The broker starts the conversation from the development's page, reached inside the app as from the list.
  await broker.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/oportunidades/${imovelId}`);
  await broker.getByRole('button', { name: 'Conversar no chat' }).click();
  await expect(broker).toHaveURL(/tab=chat&conversa=/);
  await expect(mensagens(broker).getByText('Residencial Conversa Viva').first()).toBeVisible();

  // The developer is in the Chat tab with no conversation open: the message arrives as an unread count and a toast.
  await dev.goto('/dashboard?tab=chat');
  await expect(dev.getByText('Selecione uma conversa')).toBeVisible();
  const item = lista(dev).getByRole('button', { name: /Bruna Tempo Real/ });
  await expect(item).toBeVisible();
  await send(broker, 'Olá! Ainda há unidades no térreo?');
  await expect(mensagens(broker).getByText('Olá! Ainda há unidades no térreo?')).toBeVisible();
  await expect(item).toContainText('1 não lidas', { timeout: 20_000 });
  await expect(item).toContainText('Olá! Ainda há unidades no térreo?');
  await expect(dev.getByTestId('badge-nao-lidas').first()).toBeVisible();
  await expect(toast(dev, 'Olá! Ainda há unidades no térreo?')).toBeVisible();

  // Opened: the message is there and read; replies go both ways without a reload.
  await item.click();
  await expect(mensagens(dev).getByText('Olá! Ainda há unidades no térreo?')).toBeVisible();
  await expect(item).not.toContainText('não lidas');
  await send(dev, 'Sim, temos duas unidades com jardim.');
  await expect(mensagens(broker).getByText('Sim, temos duas unidades com jardim.')).toBeVisible();
  await send(broker, 'Ótimo, vou levar um cliente amanhã.');
  await expect(mensagens(dev).getByText('Ótimo, vou levar um cliente amanhã.')).toBeVisible();
  // Each message shows once on each side (acknowledgement and broadcast are deduplicated by id).
  for (const page of [dev, broker]) {
    await expect(mensagens(page).getByText('Sim, temos duas unidades com jardim.')).toHaveCount(1);
  }

  // At phone width the open conversation takes the screen; the back button returns to the list.
  await dev.setViewportSize({ width: 360, height: 740 });
  await expect(lista(dev)).toBeHidden();
  await dev.getByRole('button', { name: 'Voltar para as conversas' }).click();
  await expect(lista(dev)).toBeVisible();
  await expect(dev.getByPlaceholder('Buscar conversas...')).toBeVisible();
});

test('a broker gets the launch toast for 7 s with Ver Detalhes while the developer saves a matching development', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const broker = await conta(browser, 'corretor', 'Caio Alerta');
  const prefs = await broker.request.put('/api/preferencias', {
    headers: { Origin: new URL(broker.url()).origin },
    data: { ...PONTO, raio_km: 5, tipos_imoveis: ['Apartamento'], notificar_novos: true },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  await broker.goto('/dashboard');

  const dev = await conta(browser, 'construtora', 'Construtora Lançamentos');
  const toastDe = (nome: string) => toast(broker, nome);

  await createEmpreendimento(dev, 'Lançamento Ao Vivo');
  const primeiro = toastDe('Lançamento Ao Vivo');
  await expect(primeiro).toBeVisible({ timeout: 20_000 });
  const shownAt = Date.now();
  await expect(primeiro).toContainText('Novo empreendimento compatível com suas preferências');
  await expect(primeiro.getByRole('button', { name: 'Ver Detalhes' })).toBeVisible();
  await expect(broker.getByTestId('badge-nao-lidas').first()).toBeVisible();
  await expect(primeiro).toBeHidden({ timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(5_000);

  // A development too far away for the broker's radius tells them nothing.
  const longe = await apiPost(dev, '/api/empreendimentos', {
    nome: 'Lançamento Distante',
    endereco: 'Avenida Atlântica, 1 - Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    tipo_imovel: 'Apartamento',
    preco_min: 500000,
    preco_max: 700000,
    latitude: -22.9711,
    longitude: -43.1822,
  });
  expect(longe.status()).toBe(201);

  // A second matching launch; its 'Ver Detalhes' opens the development.
  const segundoId = await createEmpreendimento(dev, 'Lançamento Segunda Torre');
  const segundo = toastDe('Lançamento Segunda Torre');
  await expect(segundo).toBeVisible({ timeout: 20_000 });
  await segundo.getByRole('button', { name: 'Ver Detalhes' }).click();
  await expect(broker).toHaveURL(new RegExp(`/oportunidades/${segundoId}$`));
  await expect(toastDe('Lançamento Distante')).toHaveCount(0);
});
