// The capture-contract loop in two real browsers (docs/regras.md#contratos), and the broker's
// captured, favourites and preferences tabs. Every account is new, signed up through the form.
import { expect, test, type Page } from '@playwright/test';
import { apiPost, register, createEmpreendimento, dia, expectToast } from './contratos-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

// Each test signs up fresh accounts and walks several screens.
test.describe.configure({ timeout: 90_000 });

const contratoDialog = (page: Page) => page.getByRole('dialog', { name: 'Contrato de Captação' });

async function openContrato(page: Page, empreendimento: string, botao: RegExp) {
  await page.goto('/dashboard?tab=contratos');
  const linha = page.getByRole('row').filter({ hasText: empreendimento });
  await linha.getByRole('button', { name: botao }).click();
  await expect(contratoDialog(page)).toBeVisible();
  return contratoDialog(page);
}

test('a broker captures, fills and sends; the developer rejects; the broker resends; the developer approves', async ({
  page: corretor,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const construtoraContext = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const construtora = await construtoraContext.newPage();
  const empresa = `Construtora Contratos ${Date.now().toString(36)}`;
  const empreendimento = `Residencial Contrato ${Date.now().toString(36)}`;

  await register(construtora, 'construtora', empresa);
  const imovelId = await createEmpreendimento(construtora, empreendimento);
  await register(corretor, 'corretor', 'Renata Captadora');

  // Capture from the development's page: processing, then captured, then the contract draft news.
  await corretor.goto(`/oportunidades/${imovelId}`);
  await corretor.getByRole('button', { name: 'Captar esta Oportunidade' }).click();
  await expectToast(corretor, 'Oportunidade Captada!');
  await expect(corretor.getByText('Este imóvel já está na sua lista.')).toBeVisible();
  await expect(corretor.getByRole('button', { name: 'Oportunidade Captada!' })).toBeDisabled();
  await expectToast(corretor, 'Contrato Iniciado');

  // The captured tab shows it at once, with its draft contract.
  await corretor.goto('/dashboard');
  const captacao = corretor.getByRole('row').filter({ hasText: empreendimento });
  await expect(captacao).toContainText(empresa);
  await expect(captacao).toContainText('Interesse Registrado');
  await expect(captacao).toContainText('Pendente Preenchimento Corretor');

  // The developer sees the contract as soon as it exists, waiting on the broker (no decision buttons yet).
  let dialog = await openContrato(construtora, empreendimento, /Ver Detalhes/);
  await expect(dialog.getByText('Renata Captadora').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aprovar Contrato' })).toHaveCount(0);
  await construtora.keyboard.press('Escape');

  // The broker fills it: sending needs every field, and the end must come after the start.
  dialog = await openContrato(corretor, empreendimento, /Preencher/);
  await dialog.getByRole('button', { name: 'Enviar para Aprovação' }).click();
  await expect(dialog.getByText('Informe os termos do contrato.')).toBeVisible();
  await dialog.getByLabel('Termos do Contrato').fill('Captação com divulgação em portais e plantão aos sábados.');
  await dialog.getByLabel('Comissão Acordada (%)').fill('3.5');
  await dialog.getByLabel('Início da Validade').fill(dia(10));
  await dialog.getByLabel('Fim da Validade').fill(dia(5));
  await dialog.getByRole('button', { name: 'Enviar para Aprovação' }).click();
  await expect(dialog.getByText('A data de término deve ser posterior à data de início.')).toBeVisible();
  await dialog.getByLabel('Fim da Validade').fill(dia(190));
  await dialog.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expectToast(corretor, 'Contrato Atualizado!');
  await expect(dialog.getByText('Pendente Preenchimento Corretor').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar para Aprovação' }).click();
  await expectToast(corretor, 'Contrato Atualizado!');
  await expect(dialog.getByText('Aguardando a aprovação da construtora.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar Rascunho' })).toHaveCount(0);

  // The developer rejects it with an observation.
  dialog = await openContrato(construtora, empreendimento, /Revisar/);
  await expect(dialog.getByText('3,5%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await dialog.getByLabel('Observações para o corretor (opcional)').fill('A comissão combinada foi de 4%.');
  await dialog.getByRole('button', { name: 'Confirmar Rejeição' }).click();
  await expectToast(construtora, 'Contrato Atualizado!');
  await expect(dialog.getByText('Contrato rejeitado pela construtora')).toBeVisible();

  // The broker sees Rejeitado and why, corrects and resends.
  await corretor.goto('/dashboard?tab=contratos');
  await expect(corretor.getByRole('row').filter({ hasText: empreendimento })).toContainText('Rejeitado');
  dialog = await openContrato(corretor, empreendimento, /Preencher/);
  await expect(dialog.getByText('Contrato rejeitado pela construtora')).toBeVisible();
  await expect(dialog.getByText('A comissão combinada foi de 4%.').first()).toBeVisible();
  await dialog.getByLabel('Comissão Acordada (%)').fill('4');
  await dialog.getByRole('button', { name: 'Enviar para Aprovação' }).click();
  await expectToast(corretor, 'Contrato Atualizado!');

  // The developer approves.
  dialog = await openContrato(construtora, empreendimento, /Revisar/);
  await expect(dialog.getByText('4%', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Aprovar Contrato' }).click();
  await expectToast(construtora, 'Contrato Atualizado!');

  // Both see Ativo, read-only, with the whole history.
  for (const [page, botao] of [
    [construtora, /Ver Detalhes/],
    [corretor, /Ver Detalhes/],
  ] as const) {
    dialog = await openContrato(page, empreendimento, botao);
    await expect(dialog.getByText(/Status:\s*Ativo/).first()).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(
      dialog.getByRole('button', { name: /Salvar Rascunho|Enviar para Aprovação|Aprovar|Rejeitar/ }),
    ).toHaveCount(0);
    const historico = dialog.getByRole('region', { name: 'Histórico' });
    await expect(historico.getByText('Pendente Preenchimento Corretor → Pendente Aprovação Construtora')).toBeVisible();
    await expect(historico.getByText('Pendente Aprovação Construtora → Rejeitado')).toBeVisible();
    await expect(historico.getByText('Rejeitado → Pendente Aprovação Construtora')).toBeVisible();
    await expect(historico.getByText('Pendente Aprovação Construtora → Ativo')).toBeVisible();
    await expect(historico.getByText('A comissão combinada foi de 4%.')).toBeVisible();
  }

  // The printable contract carries the parties, the agreement and the history.
  await dialog.getByRole('link', { name: 'Imprimir Contrato' }).click();
  await expect(corretor.getByRole('heading', { name: 'Contrato de Captação' })).toBeVisible();
  await expect(corretor.getByRole('button', { name: 'Imprimir Contrato' })).toBeVisible();
  await expect(corretor.getByRole('main')).toContainText(empresa);
  await expect(corretor.getByRole('main')).toContainText('Renata Captadora');
  await expect(corretor.getByRole('main')).toContainText(empreendimento);
  await expect(corretor.getByRole('main')).toContainText('4%');
  await expect(corretor.getByRole('main')).toContainText('Pendente Aprovação Construtora → Ativo');

  // A capture whose contract is Ativo cannot be removed.
  await corretor.goto('/dashboard?tab=captacoes');
  await corretor
    .getByRole('row')
    .filter({ hasText: empreendimento })
    .getByRole('button', { name: /Remover captação/ })
    .click();
  await corretor
    .getByRole('dialog', { name: 'Remover captação?' })
    .getByRole('button', { name: 'Sim, remover' })
    .click();
  await expectToast(corretor, 'Erro ao remover captação');
  await expect(corretor.getByRole('row').filter({ hasText: empreendimento })).toBeVisible();

  await construtoraContext.close();
});

test('a stale contract version is refused with the reload message and the dialog reloads', async ({ page }) => {
  await register(page, 'construtora', `Construtora Conflito ${Date.now().toString(36)}`);
  const empreendimento = `Edifício Conflito ${Date.now().toString(36)}`;
  const imovelId = await createEmpreendimento(page, empreendimento);
  await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
  await page.context().clearCookies();

  await register(page, 'corretor', 'Paulo Concorrente');
  expect((await apiPost(page, '/api/captacoes', { imovel_id: imovelId })).status()).toBe(201);
  const dialog = await openContrato(page, empreendimento, /Preencher/);

  // Someone else (another tab of the same broker) saves first.
  const lista = await answerOf(await page.request.get('/api/contratos'), 'GET', '/api/contratos');
  const contrato = lista.items[0]!;
  const outro = await apiPost(page, `/api/contratos/${contrato.id}/acao`, {
    acao: 'salvar_rascunho',
    versao: contrato.versao,
    dados: { termos_contrato: 'Salvo em outra aba.' },
  });
  expect(outro.status()).toBe(200);

  await dialog.getByLabel('Termos do Contrato').fill('Minha versão.');
  await dialog.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expectToast(page, 'Este contrato foi alterado por outra pessoa. Recarregue.');
  await expect(dialog.getByLabel('Termos do Contrato')).toHaveValue('Salvo em outra aba.');
});

test('captured and favourites tabs: summary cards, removal after confirmation, empty states', async ({ page }) => {
  await register(page, 'corretor', 'Bruno Favoritos');
  const { items } = await answerOf(await page.request.get('/api/oportunidades?limit=2'), 'GET', '/api/oportunidades');
  const [capturado, favorito] = [items[0]!, items[1]!];
  expect((await apiPost(page, '/api/captacoes', { imovel_id: capturado.id })).status()).toBe(201);
  expect((await apiPost(page, '/api/favoritos', { imovel_id: favorito.id })).status()).toBeLessThan(300);

  // Opening the sheet counts as one generated material.
  await page.goto(`/oportunidades/${capturado.id}/ficha`);
  await expect(page.getByRole('button', { name: 'Imprimir Ficha' })).toBeVisible();

  await page.goto('/dashboard');
  const cards = page.getByRole('region', { name: 'Minhas Captações' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Oportunidades captadas' })).toContainText('1');
  await expect(cards.filter({ hasText: 'Favoritos' })).toContainText('1');
  await expect(cards.filter({ hasText: 'Materiais gerados' })).toContainText('1');

  const linha = page.getByRole('row').filter({ hasText: capturado.nome });
  await linha.getByRole('button', { name: /Remover captação/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover captação?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toBeVisible();
  await linha.getByRole('button', { name: /Remover captação/ }).click();
  await confirm.getByRole('button', { name: 'Sim, remover' }).click();
  await expectToast(page, 'Captação Removida!');
  await expect(page.getByText('Você ainda não captou nenhuma oportunidade')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explorar oportunidades' }).last()).toHaveAttribute(
    'href',
    '/oportunidades',
  );
  // Its draft contract went with it.
  await page.goto('/dashboard?tab=contratos');
  await expect(page.getByText('Nenhum contrato por aqui ainda.')).toBeVisible();

  await page.goto('/dashboard?tab=favoritos');
  const fav = page.getByRole('row').filter({ hasText: favorito.nome });
  await expect(fav).toContainText(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  await fav.getByRole('button', { name: /dos favoritos/ }).click();
  await page.getByRole('dialog', { name: 'Remover favorito?' }).getByRole('button', { name: 'Sim, remover' }).click();
  await expectToast(page, 'Favorito Removido!');
  await expect(page.getByText('Você ainda não tem favoritos')).toBeVisible();
  // The heart on the development's page follows.
  await page.goto(`/oportunidades/${favorito.id}`);
  await expect(page.getByRole('button', { name: 'Adicionar aos favoritos' }).first()).toBeVisible();
});

test('preferences: validation, save by city, and the saved values come back', async ({ page }) => {
  await register(page, 'corretor', 'Carla Alertas');
  await page.goto('/dashboard?tab=preferencias');
  await expect(page.getByRole('heading', { name: 'Configurar Alertas e Preferências' })).toBeVisible();
  await expect(page.getByLabel('Raio de alerta')).toHaveValue('10');
  await expect(page.getByRole('switch', { name: 'Notificar novos imóveis' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Notificar imóveis vendidos/reservados' })).toBeChecked();

  await page.getByLabel('Raio de alerta').selectOption('20');
  await page.getByLabel('Preço mínimo (R$)').fill('900.000');
  await page.getByLabel('Preço máximo (R$)').fill('300.000');
  await page.getByRole('button', { name: 'Salvar Preferências' }).click();
  await expect(page.getByText('O preço máximo deve ser maior ou igual ao mínimo.')).toBeVisible();

  await page.getByLabel('Preço máximo (R$)').fill('1.500.000');
  await page.getByText('Casa', { exact: true }).click();
  await page.getByText('Studio', { exact: true }).click();
  await page.getByLabel('Ou escolha uma cidade').selectOption('Curitiba - PR');
  await expect(page.getByText('Centro de Curitiba - PR')).toBeVisible();
  await page.getByRole('switch', { name: 'Notificar imóveis vendidos/reservados' }).click();
  await page.getByRole('button', { name: 'Salvar Preferências' }).click();
  await expectToast(page, 'Preferências Salvas!');

  await page.reload();
  await expect(page.getByLabel('Raio de alerta')).toHaveValue('20');
  await expect(page.getByLabel('Preço mínimo (R$)')).toHaveValue('900.000');
  await expect(page.getByLabel('Preço máximo (R$)')).toHaveValue('1.500.000');
  await expect(page.getByRole('checkbox', { name: 'Casa' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Studio' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Apartamento' })).not.toBeChecked();
  await expect(page.getByLabel('Ou escolha uma cidade')).toHaveValue('Curitiba - PR');
  await expect(page.getByRole('switch', { name: 'Notificar imóveis vendidos/reservados' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Notificar novos imóveis' })).toBeChecked();
});
