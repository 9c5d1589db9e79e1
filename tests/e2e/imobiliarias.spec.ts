// An agency's round in three browsers (docs/regras.md#imobiliárias): the agency signs up and invites a broker, who
// makes an account on the invitation page; the agency captures a development and sends its contract; the
// construtora approves it with a limit of reservations; the broker, without a contract of their own, reserves a
// unit and sends a proposal, and the construtora's grid and proposals name the agency. Then the demo agency's
// manager opens "Minha Equipe" and sees the reservation of the broker he manages, a tab his broker does not have.
// Screenshots at 360 and 1280 px go to test-results/imobiliarias/.
import { expect, test, type Page } from '@playwright/test';
import { confirmAndLogIn, linkFromOutbox } from './account-helpers.ts';
import { apiPost, register, createEmpreendimento, dia, emailUnico, expectToast, SENHA } from './contratos-helpers.ts';
import { scan } from './a11y-helpers.ts';
import { loginAs } from './helpers.ts';
import { CORRETORES, DEMO_PASSWORDS } from '../../drizzle/seed/accounts.ts';

const SHOTS = 'test-results/imobiliarias';
const celula = (page: Page, numero: string) => page.locator(`[data-unidade="${numero}"]`);

async function fotos(page: Page, nome: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${nome}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A CNPJ with valid check digits, typed as digits (the form punctuates it). */
function novoCnpj(): string {
  const d = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  for (const n of [12, 13]) {
    const pesos = n === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = d.reduce((acc, v, i) => acc + v * pesos[i]!, 0) % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

test('an agency invites a broker, its contract is approved with a limit, and the broker reserves and proposes', async ({
  browser,
  page: construtora,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const contexto = () => browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const agencia = await (await contexto()).newPage();
  const corretor = await (await contexto()).newPage();
  const sufixo = Date.now().toString(36);
  const nomeAgencia = `Imobiliária Parceira ${sufixo}`;
  const empreendimento = `Residencial Equipe ${sufixo}`;

  // The construtora: a development with a grid of two units.
  await register(construtora, 'construtora', `Construtora Equipe ${sufixo}`);
  const imovelId = await createEmpreendimento(construtora, empreendimento);
  const gerado = await apiPost(construtora, `/api/espelho/${imovelId}/gerador`, {
    torre: 'Torre A',
    primeiro_andar: 1,
    ultimo_andar: 2,
    finais: [{ tipologia: '2 dorms', area_privativa: 68, vagas: 1, preco_centavos: 45_000_000 }],
  });
  expect(gerado.status(), await gerado.text()).toBe(201);

  // The agency signs up with a CNPJ whose check digits are verified.
  const emailAgencia = emailUnico('e2e.imobiliaria');
  await agencia.goto('/cadastro/imobiliaria');
  await agencia.getByLabel('Razão Social').fill(nomeAgencia);
  await agencia.getByLabel('CNPJ').fill('11.111.111/1111-11');
  await agencia.getByLabel('CRECI Jurídico').fill('J-30123');
  await agencia.getByLabel('E-mail').fill(emailAgencia);
  await agencia.getByLabel('Senha', { exact: true }).fill(SENHA);
  await agencia.getByLabel('Confirmar Senha').fill(SENHA);
  await agencia.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(agencia.getByText('Informe um CNPJ válido.')).toBeVisible();
  await fotos(agencia, 'cadastro-imobiliaria');
  await agencia.getByLabel('CNPJ').fill(novoCnpj());
  await agencia.getByRole('button', { name: 'Criar Conta' }).click();
  await confirmAndLogIn(agencia, 'imobiliaria', emailAgencia, SENHA);
  await expect(agencia.getByRole('heading', { name: 'Painel da Imobiliária' })).toBeVisible();

  // It invites a broker who has no account yet.
  const emailCorretor = emailUnico('e2e.equipe');
  await agencia.getByLabel('E-mail do corretor').fill(emailCorretor);
  await agencia.getByRole('button', { name: 'Convidar' }).click();
  await expectToast(agencia, 'Convite enviado!');
  await expect(agencia.getByRole('listitem').filter({ hasText: emailCorretor })).toBeVisible();

  // The broker opens the link and makes an account there: signed in and in the team at once.
  await corretor.goto(await linkFromOutbox(emailCorretor, '/convite/'));
  await expect(corretor.getByRole('heading', { name: `Convite da ${nomeAgencia}` })).toBeVisible();
  await fotos(corretor, 'convite');
  await corretor.getByLabel('Nome Completo').fill('Rafael da Equipe');
  await corretor.getByLabel('CRECI').fill('CRECI-SP 77123-F');
  await corretor.getByLabel('Senha', { exact: true }).fill(SENHA);
  await corretor.getByLabel('Confirmar Senha').fill(SENHA);
  await corretor.getByRole('button', { name: 'Criar conta e entrar na equipe' }).click();
  await expect(corretor.getByRole('heading', { name: 'Painel do Corretor' })).toBeVisible();

  // The agency sees its new member, names him manager, and captures the development for the team.
  await agencia.goto('/dashboard?tab=equipe');
  await expect(agencia.getByText('Rafael da Equipe', { exact: true })).toBeVisible();
  await agencia.getByLabel('Papel').selectOption('Gerente');
  await expectToast(agencia, 'Equipe atualizada.');
  await fotos(agencia, 'equipe');
  await agencia.goto('/dashboard?tab=empreendimentos-para-captar');
  await agencia.getByLabel('Buscar empreendimento ou cidade').fill(empreendimento);
  await agencia
    .getByRole('listitem')
    .filter({ hasText: empreendimento })
    .getByRole('button', { name: /Captar para a equipe/ })
    .click();
  await expectToast(agencia, 'Oportunidade Captada!');
  await expect(agencia.getByText('Pendente Preenchimento Corretor').first()).toBeVisible();
  await fotos(agencia, 'empreendimentos');

  // It fills and sends the contract like a broker would.
  await agencia.goto('/dashboard?tab=contratos');
  await agencia
    .getByRole('row')
    .filter({ hasText: empreendimento })
    .getByRole('button', { name: /Preencher/ })
    .click();
  let dialog = agencia.getByRole('dialog', { name: 'Contrato de Captação' });
  await dialog.getByLabel('Termos do Contrato').fill('Contrato da equipe para o lançamento.');
  await dialog.getByLabel('Comissão Acordada (%)').fill('4');
  await dialog.getByLabel('Início da Validade').fill(dia(0));
  await dialog.getByLabel('Fim da Validade').fill(dia(180));
  await dialog.getByRole('button', { name: 'Enviar para Aprovação' }).click();
  await expectToast(agencia, 'Contrato Atualizado!');

  // The construtora approves it, with a limit of 2 simultaneous reservations for the whole agency.
  await construtora.goto('/dashboard?tab=contratos');
  await construtora
    .getByRole('row')
    .filter({ hasText: empreendimento })
    .getByRole('button', { name: /Revisar/ })
    .click();
  dialog = construtora.getByRole('dialog', { name: 'Contrato de Captação' });
  await expect(dialog.getByText(nomeAgencia).first()).toBeVisible();
  await dialog.getByLabel('Limite de reservas simultâneas da imobiliária').fill('2');
  await fotos(construtora, 'aprovar-contrato-imobiliaria');
  await dialog.getByRole('button', { name: 'Aprovar Contrato' }).click();
  await expectToast(construtora, 'Contrato Atualizado!');
  await expect(dialog.getByText('Limite de reservas da imobiliária')).toBeVisible();

  // The broker, without a contract of his own, reserves 101 and sends a proposal.
  await corretor.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  await celula(corretor, '101').click();
  const detalhe = corretor.getByRole('dialog', { name: 'Unidade 101' });
  await detalhe.getByRole('button', { name: 'Reservar Unidade' }).click();
  const reserve = corretor.getByRole('dialog', { name: 'Reservar Unidade' });
  await reserve.getByLabel('Nome do cliente').fill('Carla Cliente');
  await reserve.getByLabel('Telefone do cliente').fill('(11) 98765-4321');
  await reserve.getByRole('button', { name: 'Reservar Unidade' }).click();
  await expectToast(corretor, 'Unidade reservada!');
  await corretor.getByRole('dialog', { name: 'Unidade 101' }).getByRole('button', { name: 'Enviar Proposta' }).click();
  const form = corretor.getByRole('dialog', { name: 'Enviar Proposta' });
  await form.getByLabel('Nome do cliente').fill('Carla Cliente');
  await form.getByLabel('CPF').fill('529.982.247-25');
  await form.getByLabel('Telefone').fill('(11) 98765-4321');
  await form.getByLabel('E-mail').fill('carla@example.com');
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

  // The construtora's grid names the agency on the unit's reservation.
  await construtora.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  await celula(construtora, '101').click();
  const unidade = construtora.getByRole('dialog', { name: 'Unidade 101' });
  await expect(unidade.getByText(`Imobiliária: ${nomeAgencia}`)).toBeVisible();
  await fotos(construtora, 'espelho-reserva-imobiliaria');

  // So does its list of proposals.
  await construtora.goto('/dashboard?tab=propostas');
  const proposta = construtora.getByRole('listitem').filter({ hasText: empreendimento });
  await expect(proposta.getByText(`Imobiliária: ${nomeAgencia}`)).toBeVisible();
  await fotos(construtora, 'propostas-imobiliaria');
});

test('the demo manager sees the reservation of the broker he manages; that broker has no such tab', async ({
  page: bruno,
  browser,
  baseURL,
}) => {
  const [, gerente, gerida] = CORRETORES;
  await loginAs(bruno, 'corretor', gerente!.email, DEMO_PASSWORDS.outros);
  await expect(bruno.getByRole('heading', { name: 'Painel do Corretor' })).toBeVisible();
  // The login's toast would cover the lists in the screenshots.
  await bruno.getByRole('button', { name: 'Fechar notificação' }).click();
  await bruno.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Minha Equipe' }).click();
  await expect(bruno.getByRole('heading', { name: 'Minha Equipe' })).toBeVisible();
  const reservas = bruno.getByRole('list', { name: 'Reservas ativas' });
  await expect(reservas.getByRole('listitem')).toHaveCount(1);
  await expect(reservas).toContainText(`${gerida!.nome} para Marina Duarte · (31) 97777-2020`);
  await expect(bruno.getByTestId('ranking-linha')).toHaveText([new RegExp(gerida!.nome)]);
  expect(await scan(bruno, 'minha equipe')).toEqual([]);
  await fotos(bruno, 'minha-equipe');

  const carla = await (await browser.newContext({ baseURL, locale: 'pt-BR' })).newPage();
  await loginAs(carla, 'corretor', gerida!.email, DEMO_PASSWORDS.outros);
  await expect(carla.getByRole('heading', { name: 'Painel do Corretor' })).toBeVisible();
  await expect(carla.getByRole('link', { name: 'Minha Equipe' })).toHaveCount(0);
  await carla.goto('/dashboard?tab=minha-equipe');
  await expect(carla).toHaveURL(/tab=captacoes/);
  await expect(carla.getByRole('heading', { name: 'Minha Equipe' })).toHaveCount(0);
});
