// The sales grid end to end: a developer builds a tower with the generator, two brokers with Ativo contracts open
// the grid in two browsers, one reserves a unit and the other's grid turns it 'Reservada' without reloading, and
// the development's public page counts one unit fewer. Screenshots of the grid, a unit and the reserve dialog at
// 360 and 1280 px go to test-results/espelho/.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, register, createEmpreendimento, dia, expectToast } from './contratos-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

const SHOTS = 'test-results/espelho';

/** A broker in a browser of their own, with a capture of the development and an Ativo contract for it. */
async function corretorComContrato(browser: Browser, construtora: Page, imovelId: string, nome: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await register(page, 'corretor', nome);
  expect((await apiPost(page, '/api/captacoes', { imovel_id: imovelId })).status()).toBe(201);
  const lista = await answerOf(await page.request.get('/api/contratos'), 'GET', '/api/contratos');
  const contrato = lista.items[0]!;
  const envio = await apiPost(page, `/api/contratos/${contrato.id}/acao`, {
    acao: 'enviar',
    versao: contrato.versao,
    dados: {
      termos_contrato: 'Captação para o lançamento.',
      comissao_percent_acordada: 4,
      data_inicio_validade: dia(0),
      data_fim_validade: dia(90),
    },
  });
  expect(envio.status(), await envio.text()).toBe(200);
  const enviado = (await answerOf(envio, 'POST', '/api/contratos/:id/acao')).contrato;
  const aprovacao = await apiPost(construtora, `/api/contratos/${contrato.id}/acao`, {
    acao: 'aprovar',
    versao: enviado.versao,
  });
  expect(aprovacao.status(), await aprovacao.text()).toBe(200);
  return { context, page };
}

const celula = (page: Page, numero: string) => page.locator(`[data-unidade="${numero}"]`);

test('a tower from the generator, a reservation seen live by another broker, the public count follows', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, 'construtora', `Construtora Espelho ${Date.now().toString(36)}`);
  const nome = `Residencial Espelho ${Date.now().toString(36)}`;
  const imovelId = await createEmpreendimento(page, nome);

  // The developer builds Torre A: floors 1 to 3, two finals.
  await page.goto('/dashboard?tab=espelho');
  await page.getByLabel('Empreendimento').selectOption(imovelId);
  await expect(page).toHaveURL(new RegExp(`imovel=${imovelId}`));
  await expect(page.getByText('Nenhuma unidade cadastrada ainda.')).toBeVisible();
  const gerador = page.getByRole('form', { name: 'Gerar torre' });
  await gerador.getByLabel('Torre', { exact: true }).fill('Torre A');
  await gerador.getByLabel('Primeiro andar').fill('1');
  await gerador.getByLabel('Último andar').fill('3');
  const final1 = gerador.getByRole('group', { name: 'Final 1' });
  await final1.getByLabel('Tipologia').fill('2 dorms');
  await final1.getByLabel('Área (m²)').fill('68');
  await final1.getByLabel('Vagas').fill('1');
  await final1.getByLabel('Preço (R$)').fill('450.000');
  await gerador.getByRole('button', { name: 'Adicionar final' }).click();
  const final2 = gerador.getByRole('group', { name: 'Final 2' });
  await final2.getByLabel('Tipologia').fill('3 dorms');
  await final2.getByLabel('Área (m²)').fill('85,5');
  await final2.getByLabel('Vagas').fill('2');
  await final2.getByLabel('Preço (R$)').fill('620.000');
  await gerador.getByRole('button', { name: 'Pré-visualizar unidades' }).click();
  const previa = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(previa.getByText('6 unidades serão criadas na Torre A.')).toBeVisible();
  await expect(previa.getByRole('row')).toHaveCount(7);
  await expect(previa.getByRole('row').filter({ hasText: '302' })).toContainText('R$ 620.000');
  await previa.getByRole('button', { name: 'Criar unidades' }).click();
  await expectToast(page, 'Unidades criadas!');
  await expect(celula(page, '101')).toHaveAttribute('data-status', 'Disponível');
  await expect(page.getByTestId('contagem-Disponível')).toHaveText('6');

  // The owner's public page (signed in, so never the edge cache) shows the count and the lowest price.
  await page.goto(`/oportunidades/${imovelId}`);
  await expect(page.getByTestId('unidades-resumo')).toContainText('6 unidades disponíveis de 6');
  await expect(page.getByTestId('unidades-resumo')).toContainText('a partir de R$ 450.000');
  await expect(page.getByRole('link', { name: 'Ver Espelho de Vendas' })).toBeVisible();

  const ana = await corretorComContrato(browser, page, imovelId, 'Ana Reserva');
  const bruno = await corretorComContrato(browser, page, imovelId, 'Bruno Observa');
  for (const corretor of [ana.page, bruno.page]) {
    await corretor.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
    await expect(celula(corretor, '101')).toHaveAttribute('data-status', 'Disponível');
  }
  await ana.page.screenshot({ path: `${SHOTS}/grade-1280.png`, fullPage: true });

  // Ana reserves 101; Bruno's grid turns it Reservada without a reload.
  await celula(ana.page, '101').click();
  const detalhe = ana.page.getByRole('dialog', { name: 'Unidade 101' });
  await expect(detalhe).toContainText('2 dorms');
  await expect(detalhe).toContainText('R$ 450.000');
  await expect(detalhe).toContainText('R$ 6.618/m²');
  await ana.page.screenshot({ path: `${SHOTS}/detalhe-1280.png` });
  await detalhe.getByRole('button', { name: 'Reservar Unidade' }).click();
  const reserve = ana.page.getByRole('dialog', { name: 'Reservar Unidade' });
  await reserve.getByRole('button', { name: 'Reservar Unidade' }).click();
  await expect(reserve.getByText('Informe o nome do cliente.')).toBeVisible();
  await reserve.getByLabel('Nome do cliente').fill('Carla Cliente');
  await reserve.getByLabel('Telefone do cliente').fill('(11) 98765-4321');
  await ana.page.screenshot({ path: `${SHOTS}/reservar-1280.png` });
  await reserve.getByRole('button', { name: 'Reservar Unidade' }).click();
  await expectToast(ana.page, 'Unidade reservada!');
  const minha = ana.page.getByRole('dialog', { name: 'Unidade 101' });
  await expect(minha.getByTestId('status-unidade')).toContainText('Reservada');
  await expect(minha).toContainText('Para Carla Cliente');
  await expect(minha.getByTestId('contagem-regressiva')).toHaveText(/\d+ (h|dias)/);

  await expect(celula(bruno.page, '101')).toHaveAttribute('data-status', 'Reservada', { timeout: 5_000 });
  await expect(bruno.page.getByTestId('contagem-Reservada')).toHaveText('1');
  await celula(bruno.page, '101').click();
  const alheia = bruno.page.getByRole('dialog', { name: 'Unidade 101' });
  await expect(alheia.getByTestId('status-unidade')).toContainText('Reservada');
  await expect(alheia).not.toContainText('Carla Cliente');
  await expect(alheia.getByRole('button', { name: 'Reservar Unidade' })).toHaveCount(0);
  await alheia.getByRole('button', { name: 'Fechar' }).click();

  // Ana's own list shows it with its countdown.
  // A click, not Escape: Escape goes to the success toast first.
  await minha.getByRole('button', { name: 'Fechar' }).click();
  await expect(ana.page.getByRole('list', { name: 'Minhas reservas' })).toContainText('Carla Cliente');

  await page.reload();
  await expect(page.getByTestId('unidades-resumo')).toContainText('5 unidades disponíveis de 6');

  // Phone width: a list per tower, the same unit's detail and the reserve dialog.
  await ana.page.setViewportSize({ width: 360, height: 780 });
  await expect(ana.page.getByRole('region', { name: 'Torre A' })).toBeVisible();
  await ana.page.screenshot({ path: `${SHOTS}/grade-360.png`, fullPage: true });
  await celula(ana.page, '101').click();
  await ana.page.screenshot({ path: `${SHOTS}/detalhe-360.png` });
  await ana.page.getByRole('dialog', { name: 'Unidade 101' }).getByRole('button', { name: 'Fechar' }).click();
  await celula(ana.page, '202').click();
  await ana.page.getByRole('dialog', { name: 'Unidade 202' }).getByRole('button', { name: 'Reservar Unidade' }).click();
  await ana.page.screenshot({ path: `${SHOTS}/reservar-360.png` });

  await ana.context.close();
  await bruno.context.close();
});

test('a broker without an Ativo contract sees availability and why they cannot reserve', async ({ browser, page }) => {
  await register(page, 'construtora', `Construtora Sem Contrato ${Date.now().toString(36)}`);
  const imovelId = await createEmpreendimento(page, `Edifício Sem Contrato ${Date.now().toString(36)}`);
  const gerado = await apiPost(page, `/api/espelho/${imovelId}/gerador`, {
    torre: 'Bloco 1',
    primeiro_andar: 1,
    ultimo_andar: 2,
    finais: [{ tipologia: '1 dorm', area_privativa: 40, vagas: 1, preco_centavos: 30_000_000 }],
  });
  expect(gerado.status(), await gerado.text()).toBe(201);

  const context = await browser.newContext();
  const corretor = await context.newPage();
  await register(corretor, 'corretor', 'Diego Sem Contrato');
  await corretor.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  await expect(corretor.getByRole('note').first()).toContainText('contrato de captação Ativo');
  await celula(corretor, '101').click();
  const detalhe = corretor.getByRole('dialog', { name: 'Unidade 101' });
  await expect(detalhe.getByTestId('status-unidade')).toContainText('Disponível');
  await expect(detalhe.getByRole('button', { name: 'Reservar Unidade' })).toHaveCount(0);
  await context.close();
});
