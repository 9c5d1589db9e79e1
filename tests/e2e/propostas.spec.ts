// Proposals end to end in two browsers: a broker with an Ativo contract reserves a unit and sends a proposal (the
// form first shows a broken condition, then the plan is fixed), the developer counters, a stale cancel from the
// broker shows the conflict message, the broker accepts, the developer approves; the unit shows Vendida in the
// broker's grid, the commission shows on both sides with the contract's 4 % and moves to Paga, and the reports
// count the sale. Screenshots at 360 and 1280 px go to test-results/propostas/, and each of those screens (the
// proposal dialogs and the counter-proposal form among them) is checked by axe at both widths.
import { expect, test, type Page } from '@playwright/test';
import { scan } from './a11y-helpers.ts';
import { apiPost, register, createEmpreendimento, dia, expectToast } from './contratos-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

const SHOTS = 'test-results/propostas';
const celula = (page: Page, numero: string) => page.locator(`[data-unidade="${numero}"]`);

async function fotos(page: Page, nome: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${nome}-${width}.png`, fullPage: true });
    expect(await scan(page, `${nome} @${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('from a reservation to a paid commission, across two browsers', async ({ browser, page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, 'construtora', `Construtora Vendas ${Date.now().toString(36)}`);
  const imovelId = await createEmpreendimento(page, `Residencial Vendas ${Date.now().toString(36)}`);
  const gerado = await apiPost(page, `/api/espelho/${imovelId}/gerador`, {
    torre: 'Torre A',
    primeiro_andar: 1,
    ultimo_andar: 2,
    finais: [{ tipologia: '2 dorms', area_privativa: 68, vagas: 1, preco_centavos: 45_000_000 }],
  });
  expect(gerado.status(), await gerado.text()).toBe(201);

  // The broker: a capture with an Ativo contract at 4 %.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const corretor = await context.newPage();
  await register(corretor, 'corretor', 'Paula Proposta');
  expect((await apiPost(corretor, '/api/captacoes', { imovel_id: imovelId })).status()).toBe(201);
  const contrato = (await answerOf(await corretor.request.get('/api/contratos'), 'GET', '/api/contratos')).items[0]!;
  const envio = await apiPost(corretor, `/api/contratos/${contrato.id}/acao`, {
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
  const versao = (await answerOf(envio, 'POST', '/api/contratos/:id/acao')).contrato.versao;
  expect((await apiPost(page, `/api/contratos/${contrato.id}/acao`, { acao: 'aprovar', versao })).status()).toBe(200);

  // Reserve 101 in the grid.
  await corretor.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  await celula(corretor, '101').click();
  const detalhe = corretor.getByRole('dialog', { name: 'Unidade 101' });
  await expect(detalhe.getByTestId('simulador')).toContainText('Renda bruta mínima');
  await detalhe.getByRole('button', { name: 'Reservar Unidade' }).click();
  const reserve = corretor.getByRole('dialog', { name: 'Reservar Unidade' });
  await reserve.getByLabel('Nome do cliente').fill('Carla Cliente');
  await reserve.getByLabel('Telefone do cliente').fill('(11) 98765-4321');
  await reserve.getByRole('button', { name: 'Reservar Unidade' }).click();
  await expectToast(corretor, 'Unidade reservada!');

  // Enviar Proposta: a down payment under the 10 % minimum is refused as typed, then the plan is fixed.
  await corretor.getByRole('dialog', { name: 'Unidade 101' }).getByRole('button', { name: 'Enviar Proposta' }).click();
  const form = corretor.getByRole('dialog', { name: 'Enviar Proposta' });
  await form.getByLabel('Nome do cliente').fill('Carla Cliente');
  await form.getByLabel('CPF').fill('529.982.247-25');
  await form.getByLabel('Telefone').fill('(11) 98765-4321');
  await form.getByLabel('E-mail').fill('carla@example.com');
  await form.getByLabel(/^Valor .*da linha 1$/).fill('10.000,00');
  await form.getByLabel(/^Valor .*da linha 2$/).fill('440.000,00');
  await expect(form.getByTestId('total-plano')).toContainText('450.000,00');
  await expect(form.getByTestId('violacoes')).toContainText('A entrada mínima é de 10% do preço');
  await form.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'A entrada mínima' }).first()).toBeVisible();
  await fotos(corretor, 'proposta-condicao-quebrada');

  await form.getByLabel(/^Valor .*da linha 1$/).fill('90.000,00');
  await form.getByRole('button', { name: 'Mensais' }).click();
  await form.getByLabel('Qtd.').fill('30');
  await form.getByLabel(/^Valor .*da linha 3$/).fill('1.000,00');
  await form.getByLabel('A partir de').fill(dia(40).slice(0, 7));
  await form.getByLabel(/^Valor .*da linha 2$/).fill('330.000,00');
  await expect(form.getByText('O plano atende às condições do empreendimento.')).toBeVisible();
  await form.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expectToast(corretor, 'Proposta enviada!');
  await expect(celula(corretor, '101')).toHaveAttribute('data-status', 'Em Proposta');

  // The broker keeps the proposal open while the developer counters with R$ 440.000 (R$ 10.000 less financed).
  await corretor.goto('/dashboard?tab=propostas');
  await corretor.getByRole('button', { name: 'Abrir proposta da unidade 101' }).click();
  const minha = corretor.getByRole('dialog', { name: 'Proposta' });
  await expect(minha).toContainText('Status: Enviada');
  await fotos(corretor, 'minha-proposta');

  await page.goto('/dashboard?tab=propostas');
  await page.getByRole('button', { name: 'Abrir proposta da unidade 101' }).click();
  const decisao = page.getByRole('dialog', { name: 'Proposta' });
  await expect(decisao).toContainText('Carla Cliente');
  await expect(decisao).toContainText('R$ 450.000,00');
  await fotos(page, 'decisao');
  await decisao.getByRole('button', { name: 'Contrapropor' }).click();
  const contra = decisao.getByRole('form', { name: 'Contraproposta' });
  await fotos(page, 'contraproposta');
  await contra.getByLabel('Novo preço (R$)').fill('440.000,00');
  await contra.getByLabel(/^Valor .*da linha 2$/).fill('320.000,00');
  await expect(contra.getByText('O total confere com o preço.')).toBeVisible();
  await contra.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expectToast(page, 'Contraproposta enviada.');
  await expect(decisao).toContainText('Aguardando a resposta do corretor.');

  // Cancelling from the stale version is refused with the conflict message and the counter shows; the broker
  // accepts it.
  await minha.getByRole('button', { name: 'Cancelar proposta' }).click();
  await expect(minha.getByText('Esta proposta foi alterada por outra pessoa. Recarregue.')).toBeVisible();
  await expect(minha).toContainText('Status: Contraproposta');
  await expect(minha).toContainText('R$ 440.000,00');
  await minha.getByRole('button', { name: 'Aceitar contraproposta' }).click();
  await expectToast(corretor, 'Contraproposta aceita.');

  // The developer approves the accepted counter.
  await page.goto(`/dashboard?tab=propostas&proposta=${new URL(corretor.url()).searchParams.get('proposta')}`);
  await decisao.getByRole('button', { name: 'Aprovar Proposta' }).click();
  await expectToast(page, 'Proposta aprovada! A unidade foi vendida.');
  await expect(decisao).toContainText('Status: Aprovada');

  // The unit is Vendida on the broker's open grid.
  await corretor.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  await expect(celula(corretor, '101')).toHaveAttribute('data-status', 'Vendida');

  // The commission: 4 % of R$ 440.000 on both sides, moved to Paga by the developer.
  await page.goto('/dashboard?tab=comissoes');
  const item = page.getByTestId('comissao').first();
  await expect(item.getByTestId('valor-comissao')).toHaveText('R$ 17.600,00');
  await item.getByRole('button', { name: 'Marcar Faturada' }).click();
  await expectToast(page, 'Comissão atualizada!');
  await expect(item).toContainText('Faturada');
  await item.getByRole('button', { name: 'Marcar Paga' }).click();
  await expect(page.getByTestId('total-Paga')).toHaveText('R$ 17.600,00');
  await fotos(page, 'comissoes-construtora');

  await corretor.goto('/dashboard?tab=comissoes');
  await expect(corretor.getByTestId('valor-comissao').first()).toHaveText('R$ 17.600,00');
  await expect(corretor.getByTestId('total-Paga')).toHaveText('R$ 17.600,00');
  await fotos(corretor, 'comissoes-corretor');

  // Reports count the sale.
  await page.goto('/dashboard?tab=relatorios');
  await expect(page.getByTestId('vendas-Unidades vendidas')).toHaveText('1');
  await expect(page.getByTestId('vendas-VGV vendido')).toHaveText('R$ 440.000,00');
  await fotos(page, 'relatorios');

  await context.close();
});
