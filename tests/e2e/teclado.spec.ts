// With the keyboard alone (Tab, arrows, Enter, typing; no click after the page opens) a broker finds a unit in the
// sales grid, reserves it and sends a proposal for it; focus returns to what opened each dialog, and the grid's
// live region announces the new counts. Rules in docs/acessibilidade.md.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, register, createEmpreendimento, dia, expectToast } from './contratos-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40, back = false) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, null, { timeout: 2_000 })) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Replaces a focused field's text by typing, as a person does: select all, then type. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('a broker reserves a unit and sends a proposal with the keyboard alone', async ({ browser, page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, 'construtora', `Construtora Teclado ${Date.now().toString(36)}`);
  const imovelId = await createEmpreendimento(page, `Residencial Teclado ${Date.now().toString(36)}`);
  const gerado = await apiPost(page, `/api/espelho/${imovelId}/gerador`, {
    torre: 'Torre A',
    primeiro_andar: 1,
    ultimo_andar: 2,
    finais: [
      { tipologia: '2 dorms', area_privativa: 68, vagas: 1, preco_centavos: 45_000_000 },
      { tipologia: '3 dorms', area_privativa: 85, vagas: 2, preco_centavos: 62_000_000 },
    ],
  });
  expect(gerado.status(), await gerado.text()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const corretor = await context.newPage();
  await register(corretor, 'corretor', 'Teresa Teclado');
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

  const k = corretor.keyboard;
  await corretor.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  const celula = (numero: string) => corretor.locator(`[data-unidade="${numero}"]`);
  await expect(celula('101')).toBeVisible();

  // The tower is one tab stop: its top-left unit. Arrows move inside it and carry the tab stop along.
  const grade = corretor.getByRole('grid', { name: 'Torre A' });
  await expect(grade.getByRole('row')).toHaveCount(2);
  await expect(grade.locator('button[tabindex="0"]')).toHaveCount(1);
  await tabTo(corretor, celula('201'));
  await expect(celula('201')).toHaveAccessibleName(/^Unidade 201 ?, Torre A: ?Livre \(Disponível\)$/);
  await k.press('ArrowRight');
  await expect(celula('202')).toBeFocused();
  await k.press('ArrowDown');
  await expect(celula('102')).toBeFocused();
  await k.press('Home');
  await expect(celula('101')).toBeFocused();
  await k.press('ArrowUp');
  await k.press('ArrowDown');
  await expect(celula('101')).toBeFocused();
  await expect(celula('101')).toHaveAttribute('tabindex', '0');
  await expect(celula('201')).toHaveAttribute('tabindex', '-1');

  // Enter opens the unit; its dialog holds the focus.
  await k.press('Enter');
  const detalhe = corretor.getByRole('dialog', { name: 'Unidade 101' });
  await expect(detalhe).toBeVisible();
  await tabTo(corretor, detalhe.getByRole('button', { name: 'Reservar Unidade' }));
  await k.press('Enter');
  const reserve = corretor.getByRole('dialog', { name: 'Reservar Unidade' });
  // Submitting empty puts the errors on the fields, where a screen reader reads them.
  await tabTo(corretor, reserve.getByRole('button', { name: 'Reservar Unidade' }));
  await k.press('Enter');
  const nome = reserve.getByLabel('Nome do cliente');
  await expect(nome).toHaveAttribute('aria-invalid', 'true');
  const erroNome = await nome.getAttribute('aria-describedby');
  await expect(corretor.locator(`[id="${erroNome}"]`)).not.toBeEmpty();
  await tabTo(corretor, nome, 40, true);
  await k.type('Carla Cliente');
  await typeInto(corretor, reserve.getByLabel('Telefone do cliente'), '(11) 98765-4321');
  await k.press('Enter');
  await expectToast(corretor, 'Unidade reservada!');
  await expect(celula('101')).toHaveAttribute('data-status', 'Reservada');
  await expect(corretor.getByTestId('contagem-anunciada')).toHaveAttribute('aria-live', 'polite');
  await expect(corretor.getByTestId('contagem-anunciada')).toContainText('Reservada: 1');

  // Enviar Proposta, every field reached by Tab, money typed in pt-BR.
  await tabTo(corretor, detalhe.getByRole('button', { name: 'Enviar Proposta' }));
  await k.press('Enter');
  const form = corretor.getByRole('dialog', { name: 'Enviar Proposta' });
  await typeInto(corretor, form.getByLabel('Nome do cliente'), 'Carla Cliente');
  await typeInto(corretor, form.getByLabel('CPF'), '529.982.247-25');
  await typeInto(corretor, form.getByLabel('Telefone'), '(11) 98765-4321');
  await typeInto(corretor, form.getByLabel('E-mail'), 'carla@example.com');
  await expect(form.getByLabel('Preço ofertado (R$)')).toHaveValue('450.000,00');
  await typeInto(corretor, form.getByLabel('Valor (R$) da linha 1'), '90.000,00');
  await typeInto(corretor, form.getByLabel('Valor (R$) da linha 2'), '360.000,00');
  await expect(form.getByTestId('total-plano')).toContainText('450.000,00');
  await tabTo(corretor, form.getByRole('button', { name: 'Enviar Proposta' }));
  await k.press('Enter');
  await expectToast(corretor, 'Proposta enviada!');
  await expect(celula('101')).toHaveAttribute('data-status', 'Em Proposta');
  await expect(corretor.getByTestId('contagem-anunciada')).toContainText('Em Proposta: 1');

  // The proposal's opener left with the unit's new status: focus goes back into the unit's dialog, not the page.
  await expect(detalhe.getByRole('button', { name: 'Fechar' })).toBeFocused();
  // Closing the unit's dialog gives the focus back to the cell that opened it.
  await expect(detalhe).toBeVisible();
  await tabTo(corretor, detalhe.getByRole('button', { name: 'Fechar' }));
  await k.press('Enter');
  await expect(detalhe).toBeHidden();
  await expect(celula('101')).toBeFocused();
  await context.close();
});
