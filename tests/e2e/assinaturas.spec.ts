// Signatures end to end, in separate browser contexts: the broker sends an approved proposal for signature from its
// detail, the client (no account, a context of its own) opens the e-mailed link, asks for the code, types it with the
// CPF and signs; the broker and the construtora sign from their links; the broker's open proposal shows 'Assinada'
// live; the signed PDF downloaded by the construtora is confirmed at /verificar/<codigo>, hashed in the browser, and
// another file is not. Then the same for an Ativo capture contract. Screenshots of the signer page and the
// verification page at 360 and 1280 px go to test-results/assinaturas/, each checked by axe.
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { poll } from '../helpers/poll.ts';
import { scan } from './a11y-helpers.ts';
import { apiPost, register, createEmpreendimento, dia, emailUnico, expectToast } from './contratos-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

const SHOTS = 'test-results/assinaturas';
const CPF = '529.982.247-25';

async function fotos(page: Page, nome: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${nome}-${width}.png`, fullPage: true });
    expect(await scan(page, `${nome} @${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The newest e-mail to `para` whose subject matches, from the e2e server's outbox. */
async function emailPara(para: string, assunto: RegExp): Promise<string> {
  const { pool, db } = createNodePool(
    `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '15452'}/postgres`,
    `127.0.0.1:${process.env.E2E_RELAY_PORT ?? '15453'}`,
  );
  try {
    const read = async () => {
      const r = await db.execute<{ assunto: string; texto: string }>(
        sql`SELECT assunto, texto FROM emails_enviados WHERE para = ${para} ORDER BY created_at DESC`,
      );
      return r.rows.find((e) => assunto.test(e.assunto))?.texto;
    };
    const texto = await poll(read, (t) => t !== undefined, { timeoutMs: 10_000, intervalMs: 200 });
    if (!texto) throw new Error(`no e-mail ${assunto} to ${para}`);
    return texto;
  } finally {
    await pool.end();
  }
}

const linkDe = async (para: string) =>
  new URL((await emailPara(para, /^Documento para assinar/)).match(/https?:\/\/\S+\/assinar\/\S+/)![0]).pathname;
const codigoDe = async (para: string) => (await emailPara(para, /^Seu código/)).match(/é (\d{6})\./)![1]!;

/** On a signer's page: ask for the code, type it (and the CPF when asked), agree and sign with the full name. */
async function signOnPage(page: Page, para: string, nome: string, cpf?: string) {
  await page.goto(await linkDe(para));
  await page.getByRole('button', { name: 'Enviar código por e-mail' }).click();
  await expect(page.getByText('Enviamos um código de 6 dígitos para o seu e-mail.')).toBeVisible();
  await page.getByLabel('Código recebido por e-mail').fill(await codigoDe(para));
  if (cpf) await page.getByLabel('Seu CPF').fill(cpf);
  await page.getByLabel('Seu nome completo').fill(nome);
  await page.getByLabel(/Li e concordo/).check();
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
}

test('a proposal and a capture contract, from approval to a signed PDF the verification confirms', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const construtoraEmail = await register(page, 'construtora', `Construtora Assina ${Date.now().toString(36)}`);
  const imovelId = await createEmpreendimento(page, `Residencial Assina ${Date.now().toString(36)}`);
  const gerado = await apiPost(page, `/api/espelho/${imovelId}/gerador`, {
    torre: 'Torre A',
    primeiro_andar: 1,
    ultimo_andar: 1,
    finais: [{ tipologia: '2 dorms', area_privativa: 68, vagas: 1, preco_centavos: 45_000_000 }],
  });
  expect(gerado.status(), await gerado.text()).toBe(201);
  // Every unit whole (the grid's own answer carries no ids): the change feed from the start.
  const todas = await answerOf(
    await page.request.get(`/api/espelho/${imovelId}/mudancas?desde=0`),
    'GET',
    '/api/espelho/:imovelId/mudancas',
  );
  const unidadeId = todas.unidades[0]!.id;

  // The broker, in a context of its own: an Ativo contract, a reservation and a proposal the developer approves.
  const corretorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const corretor = await corretorContext.newPage();
  const corretorEmail = await register(corretor, 'corretor', 'Paula Assinatura');
  expect((await apiPost(corretor, '/api/captacoes', { imovel_id: imovelId })).status()).toBe(201);
  const contrato = (await answerOf(await corretor.request.get('/api/contratos'), 'GET', '/api/contratos')).items[0]!;
  const envio = await apiPost(corretor, `/api/contratos/${contrato.id}/acao`, {
    acao: 'enviar',
    versao: contrato.versao,
    dados: {
      termos_contrato: 'Captação para o lançamento, com divulgação em portais.',
      comissao_percent_acordada: 4,
      data_inicio_validade: dia(0),
      data_fim_validade: dia(90),
    },
  });
  const versao = (await answerOf(envio, 'POST', '/api/contratos/:id/acao')).contrato.versao;
  expect((await apiPost(page, `/api/contratos/${contrato.id}/acao`, { acao: 'aprovar', versao })).status()).toBe(200);
  const reserva = await apiPost(corretor, `/api/espelho/${imovelId}/unidades/${unidadeId}/reserva`, {
    cliente_nome: 'Carla Cliente',
    cliente_telefone: '(11) 98765-4321',
  });
  expect(reserva.status(), await reserva.text()).toBe(201);
  const clienteEmail = emailUnico('carla.cliente');
  const proposta = await apiPost(corretor, '/api/propostas', {
    unidade_id: unidadeId,
    cliente_nome: 'Carla Cliente',
    cliente_cpf: CPF,
    cliente_telefone: '(11) 98765-4321',
    cliente_email: clienteEmail,
    preco_ofertado_centavos: 45_000_000,
    plano: [
      { tipo: 'entrada', valor_centavos: 13_500_000, vencimento: dia(30) },
      { tipo: 'financiamento', valor_centavos: 31_500_000 },
    ],
  });
  expect(proposta.status(), await proposta.text()).toBe(201);
  const { id: propostaId, versao: pv } = (await answerOf(proposta, 'POST', '/api/propostas')).proposta;
  expect((await apiPost(page, `/api/propostas/${propostaId}/acao`, { acao: 'aprovar', versao: pv })).status()).toBe(
    200,
  );

  // 'Enviar para assinatura' from the broker's open proposal: the client's data come filled in.
  await corretor.goto(`/dashboard?tab=propostas&proposta=${propostaId}`);
  const painel = corretor.getByRole('region', { name: 'Assinatura eletrônica' });
  await painel.getByRole('button', { name: 'Enviar para assinatura' }).click();
  const dialogo = corretor.getByRole('dialog', { name: 'Enviar para assinatura' });
  await expect(dialogo.getByLabel('E-mail do cliente')).toHaveValue(clienteEmail);
  await expect(dialogo.getByLabel('CPF do cliente')).toHaveValue(CPF);
  await dialogo.getByRole('button', { name: 'Enviar para assinatura' }).click();
  await expectToast(corretor, 'Enviado para assinatura');
  await expect(painel).toContainText('Em assinatura');
  await expect(painel.getByRole('link', { name: 'Enviar por WhatsApp' })).toBeVisible();

  // The client: no account, a context of its own, the link from the e-mail.
  const clienteContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cliente = await clienteContext.newPage();
  await cliente.goto(await linkDe(clienteEmail));
  await expect(cliente.getByRole('heading', { level: 1 })).toContainText('Proposta de Compra');
  await fotos(cliente, 'assinar');
  await cliente.getByRole('button', { name: 'Enviar código por e-mail' }).click();
  await cliente.getByLabel('Código recebido por e-mail').fill('000000');
  await cliente.getByLabel('Seu CPF').fill(CPF);
  await cliente.getByLabel('Seu nome completo').fill('Carla Cliente da Silva');
  await cliente.getByLabel(/Li e concordo/).check();
  const codigo = await codigoDe(clienteEmail);
  await cliente.getByLabel('Código recebido por e-mail').fill(codigo === '000000' ? '111111' : '000000');
  await cliente.getByRole('button', { name: 'Assinar', exact: true }).click();
  await expect(cliente.getByText('Código incorreto ou expirado.')).toBeVisible();
  await cliente.getByLabel('Código recebido por e-mail').fill(codigo);
  await cliente.getByRole('button', { name: 'Assinar', exact: true }).click();
  await expect(cliente.getByText('Você assinou este documento.')).toBeVisible();

  // The broker and the construtora sign from their own links; the broker's open proposal turns 'Assinada' live.
  const corretorAssina = await corretorContext.newPage();
  await signOnPage(corretorAssina, corretorEmail, 'Paula Assinatura Corretora');
  await expect(corretorAssina.getByText('Você assinou este documento.')).toBeVisible();
  await signOnPage(page, construtoraEmail, 'Construtora Assina Ltda');
  await expect(page.getByText('Documento assinado por todas as partes.')).toBeVisible();
  await expect(painel).toContainText('Assinada');
  await expect(painel.getByRole('link', { name: 'Baixar PDF assinado' })).toBeVisible();

  // The client downloads the signed PDF from the same link; the verification page confirms it, and not another file.
  await cliente.reload();
  const href = await cliente.getByRole('link', { name: 'Baixar PDF assinado' }).getAttribute('href');
  const assinado = await cliente.request.get(href!);
  expect(assinado.headers()['content-type']).toBe('application/pdf');
  const arquivo = { name: 'assinado.pdf', mimeType: 'application/pdf', buffer: await assinado.body() };
  const codigoVerificacao = (await cliente.getByText(/Código de verificação/).textContent())!.match(
    /[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}/,
  )![0];
  const verify = await clienteContext.newPage();
  await verify.goto(`/verificar/${codigoVerificacao}`);
  await expect(verify.getByText('***.982.247-**')).toBeVisible();
  await verify.getByLabel('Arquivo PDF').setInputFiles(arquivo);
  await expect(verify.getByText('O arquivo corresponde ao documento assinado.')).toBeVisible();
  await fotos(verify, 'verificar');
  await verify
    .getByLabel('Arquivo PDF')
    .setInputFiles({ name: 'outro.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 outro') });
  await expect(verify.getByText('O arquivo não corresponde a este documento.')).toBeVisible();

  // The capture contract: the construtora sends it from the contract, both sign, and it shows 'Assinada'.
  await page.goto(`/dashboard?tab=contratos&contrato=${contrato.id}`);
  const painelContrato = page.getByRole('region', { name: 'Assinatura eletrônica' });
  await painelContrato.getByRole('button', { name: 'Enviar para assinatura' }).click();
  await expectToast(page, 'Enviado para assinatura');
  await expect(painelContrato).toContainText('Em assinatura');
  await signOnPage(corretorAssina, corretorEmail, 'Paula Assinatura Corretora');
  await expect(corretorAssina.getByText('Você assinou este documento.')).toBeVisible();
  const construtoraAssina = await page.context().newPage();
  await signOnPage(construtoraAssina, construtoraEmail, 'Construtora Assina Ltda');
  await expect(construtoraAssina.getByText('Documento assinado por todas as partes.')).toBeVisible();
  await expect(painelContrato).toContainText('Assinada');

  await clienteContext.close();
  await corretorContext.close();
});
