// The construtora's workspace in a real browser : developments with real photos compressed in the
// browser, availability changes, isolation between developers, captures, reports and settings.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpByApi } from './account-helpers.ts';
import { createEmpreendimento } from './contratos-helpers.ts';
import { PASSWORD, expectToast, uniqueEmail } from './helpers.ts';
import { openTab, signUpConstrutora } from './construtora-helpers.ts';
import { makePhoto } from './construtora-photos.ts';

const row = (page: Page, nome: string) => page.getByRole('article', { name: nome });

async function confirmAction(page: Page, button: string, dialogTitle: string, confirm: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test.describe('construtora workspace', () => {
  test.describe.configure({ mode: 'serial' });

  test('create with real photos, find it publicly, edit, reserve, reactivate, sell, delete', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const token = `Pw${Date.now().toString(36)}`;
    const nome = `Residencial ${token}`;
    await signUpConstrutora(page, `Construtora ${token}`);

    // Default tab for a construtora, with the empty state and zeroed summary cards.
    await expect(page.getByRole('heading', { name: 'Meus Empreendimentos' })).toBeVisible();
    await expect(page.getByText('Você ainda não cadastrou empreendimentos')).toBeVisible();
    await expect(page.getByText('Total de Empreendimentos')).toBeVisible();

    await page.getByRole('button', { name: 'Cadastrar primeiro empreendimento' }).click();
    await expect(page.getByRole('heading', { name: 'Novo Empreendimento' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('Lançamento');
    await expect(page.getByLabel('Tipo de imóvel')).toHaveValue('Apartamento');
    await expect(page.getByRole('switch', { name: 'Ativo' })).toBeChecked();

    // Required fields, checked by the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Adicionar Empreendimento' }).click();
    await expect(page.getByText('Informe o nome do empreendimento.')).toBeVisible();
    await expect(page.getByText('Informe o endereço.')).toBeVisible();

    const photos = await Promise.all([
      makePhoto('fachada.jpg', 1),
      makePhoto('piscina.jpg', 2),
      makePhoto('planta.png', 3, 'png'),
    ]);
    for (const p of photos) expect(p.buffer.byteLength).toBeGreaterThan(2_000_000);
    await page.getByLabel('Fotos do empreendimento (até 10)').setInputFiles(photos);
    await expect(page.getByText('Comprimindo…').first()).toBeVisible();
    await expect(page.getByText('Pronta')).toHaveCount(3, { timeout: 90_000 });
    // The first image is the cover; moving the second one left makes it the cover.
    const tiles = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remover / }) });
    await expect(tiles.first()).toContainText('Capa');
    await page.getByRole('button', { name: 'Mover piscina.jpg para a esquerda' }).click();
    await expect(tiles.first()).toHaveAccessibleName(/^piscina\.jpg, posição 1 de 3/);

    await page.getByLabel('Nome do empreendimento *').fill(nome);
    await page.getByLabel('Endereço *').fill('Rua das Palmeiras, 120 - Vila Mariana');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('UF').selectOption('SP');
    await page.getByLabel('Preço mínimo (R$)').fill('650000');
    await page.getByLabel('Preço máximo (R$)').fill('980000');
    await page.getByLabel('Quartos mín.').fill('2');
    await page.getByLabel('Quartos máx.').fill('3');
    await page.getByLabel('Comissão (%)').fill('4.5');
    await page.getByLabel('Descrição').fill(`Empreendimento de teste ${token} com lazer completo.`);
    await page.getByLabel('Novo diferencial').fill('Piscina aquecida');
    await page.getByLabel('Novo diferencial').press('Enter');
    await page.getByLabel('Novo diferencial').fill('Academia');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remover diferencial Academia' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar documento' }).click();
    await page.getByLabel('Nome do documento 1').fill('Memorial descritivo');
    await page.getByLabel('Link do documento 1').fill('https://exemplo.com.br/memorial.pdf');
    await page.getByLabel('Vídeos').fill(' https://www.youtube.com/watch?v=abc123 , ');

    await page.getByRole('button', { name: 'Adicionar Empreendimento' }).click();
    await expectToast(page, 'Empreendimento Adicionado!');
    await expect(row(page, nome)).toBeVisible();
    await expect(row(page, nome).getByText('Lançamento')).toBeVisible();
    await expect(row(page, nome).getByText('Disponível')).toBeVisible();

    // What was stored: three images in the shown order, each reduced to about 1 MB and at most 1920 px.
    const list = await (await page.request.get(`/api/empreendimentos?q=${token}`)).json();
    const id: string = list.items[0].id;
    const empreendimento = await (await page.request.get(`/api/empreendimentos/${id}`)).json();
    expect(empreendimento.imagens_urls).toHaveLength(3);
    expect(empreendimento.imagens_urls[0]).toContain('piscina');
    expect(empreendimento.videos_urls).toEqual(['https://www.youtube.com/watch?v=abc123']);
    expect(empreendimento.diferenciais).toEqual(['Piscina aquecida', 'Academia']);
    for (const url of empreendimento.imagens_urls as string[]) {
      const res = await page.request.get(url);
      expect(res.status()).toBe(200);
      const bytes = await res.body();
      expect(bytes.byteLength).toBeLessThan(1.3 * 1024 * 1024);
      const meta = await sharp(bytes).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1920);
    }

    // Public: newest first on /oportunidades and found by search.
    await page.goto(`/oportunidades?q=${token}`);
    await expect(page.locator('main article').first()).toContainText(nome);
    await page.goto('/oportunidades');
    await expect(page.locator('main article').first()).toContainText(nome);

    // Edit.
    await page.goto('/dashboard?tab=empreendimentos');
    await page.getByRole('button', { name: `Editar ${nome}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar Empreendimento' })).toBeVisible();
    await expect(page.getByText('Enviada')).toHaveCount(3);
    await page.getByLabel('Status').selectOption('Em construção');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Empreendimento Atualizado!');
    await expect(row(page, nome).getByText('Em construção')).toBeVisible();

    // Availability (docs/regras.md#empreendimentos): reserve → reactivate → sell, with no way out of Vendido.
    await expect(page.getByRole('button', { name: `Reativar: ${nome}` })).toHaveCount(0);
    await confirmAction(page, `Reservar: ${nome}`, 'Reservar empreendimento?', 'Sim, reservar');
    await expectToast(page, 'Status Atualizado!');
    await expect(row(page, nome).getByText('Reservado')).toBeVisible();
    await expect(page.getByRole('button', { name: `Reservar: ${nome}` })).toHaveCount(0);
    await confirmAction(page, `Reativar: ${nome}`, 'Reativar empreendimento?', 'Sim, reativar');
    await expectToast(page, 'Status Atualizado!');
    await expect(row(page, nome).getByText('Disponível')).toBeVisible();
    await confirmAction(page, `Vender: ${nome}`, 'Marcar como vendido?', 'Sim, vendido');
    await expectToast(page, 'Status Atualizado!');
    await expect(row(page, nome).getByText('Vendido')).toBeVisible();
    await expect(row(page, nome).getByRole('button', { name: /^(Reservar|Reativar|Vender):/ })).toHaveCount(0);

    // Another construtora sees nothing of it.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpConstrutora(otherPage, `Outra ${token}`);
    await expect(otherPage.getByText('Você ainda não cadastrou empreendimentos')).toBeVisible();
    expect((await otherPage.request.get(`/api/empreendimentos/${id}`)).status()).toBe(404);
    await other.close();

    // Delete: the confirmation warns that it is final and removes the images; then they answer 404.
    await page.getByRole('button', { name: `Excluir ${nome}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir empreendimento?' });
    await expect(dialog).toContainText('Esta ação não pode ser desfeita');
    await expect(dialog).toContainText('imagens');
    await dialog.getByRole('button', { name: 'Sim, excluir' }).click();
    await expectToast(page, 'Empreendimento Excluído!');
    await expect(page.getByText('Você ainda não cadastrou empreendimentos')).toBeVisible();
    for (const url of empreendimento.imagens_urls as string[]) {
      expect((await page.request.get(url)).status()).toBe(404);
    }
  });

  test('received captures and reports render for a construtora whose development a broker captured', async ({
    page,
    request,
    baseURL,
  }) => {
    // Its own construtora, development and broker (made through the API), so the table has a row to show.
    const token = `Cap${Date.now().toString(36)}`;
    await signUpConstrutora(page, `Construtora ${token}`);
    const imovelId = await createEmpreendimento(page, `Residencial ${token}`);
    const origin = new URL(baseURL!).origin;
    await signUpByApi(request, origin, {
      userType: 'corretor',
      nome: `Corretora ${token}`,
      creci: 'CRECI-SP 12345-F',
      email: uniqueEmail('e2e.captacao'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const captacao = await request.post('/api/captacoes', { headers: { origin }, data: { imovel_id: imovelId } });
    expect(captacao.status(), await captacao.text()).toBe(201);

    await openTab(page, 'Captações Recebidas');
    await expect(page).toHaveURL(/tab=captacoes-recebidas/);
    await expect(page.getByRole('heading', { name: 'Captações Recebidas por Corretores' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Captações recebidas por corretores' });
    await expect(table.getByRole('row', { name: new RegExp(`Corretora ${token}`) })).toBeVisible();
    await expect(table.getByRole('link', { name: /Contatar por e-mail|Enviar e-mail/ }).first()).toHaveAttribute(
      'href',
      /^mailto:.+subject=Capta%C3%A7%C3%A3o%20do%20empreendimento/,
    );

    await openTab(page, 'Relatórios');
    await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
    await expect(page.getByText('Visualizações no período')).toBeVisible();
    await expect(page.getByRole('img', { name: /Visualizações por dia/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/relatorios/csv?dias=30',
    );
    await page.getByRole('radio', { name: '7 dias' }).click();
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/relatorios/csv?dias=7',
    );
    await expect(page.getByRole('img', { name: /^Visualizações por dia, .*últimos 7 dias / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Unidades vendidas por dia, últimos 7 dias / })).toBeVisible();

    // A tab the construtora may not open falls back to her default.
    await page.goto('/dashboard?tab=preferencias');
    await expect(page.getByRole('heading', { name: 'Meus Empreendimentos' })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=empreendimentos$/);
  });

  test('settings: CNPJ check digits, then the new name reaches the welcome line', async ({ page }) => {
    const token = `Cfg${Date.now().toString(36)}`;
    const email = await signUpConstrutora(page, `Construtora ${token}`);
    await openTab(page, 'Configurações');
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByText('O e-mail de acesso não pode ser alterado.')).toBeVisible();

    await page.getByLabel('CNPJ').fill('11222333000180');
    await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-80');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(page.getByText('CNPJ inválido: confira os números.')).toBeVisible();

    await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
    await page.getByLabel('Nome da Empresa').fill(`Incorporadora ${token}`);
    await page.getByLabel('Telefone').fill('(11) 3333-4444');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expectToast(page, 'Perfil Atualizado!');
    await expect(page.getByText(`Bem-vindo(a), Incorporadora ${token}`)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  });
});
