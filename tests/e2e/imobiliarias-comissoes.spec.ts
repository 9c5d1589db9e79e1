// An agency's sale end to end in three browsers (the construtora, the agency, the selling broker): the agency sets
// its split, the construtora approves its broker's proposal (the sale shows in the agency's open tab without a
// reload), moves the agency's commission to Paga, and the agency pays the broker's and the manager's shares; every
// amount on screen exact to the cent. The team, the agency's Ativo contract and the proposal are written in the
// e2e server's database (their own screens are covered by the agency's specs). Screens at 360 and 1280 px go to
// test-results/imobiliarias-comissoes/, each checked by axe.
import { answerOf } from '../helpers/contract.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { cnpjVerifier } from '../../worker/schemas/documentos-br.ts';
import { scan } from './a11y-helpers.ts';
import { signUpByApi } from './account-helpers.ts';
import { register, createEmpreendimento, emailUnico, expectToast, SENHA } from './contratos-helpers.ts';

const SHOTS = 'test-results/imobiliarias-comissoes';

async function fotos(page: Page, nome: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${nome}-${width}.png`, fullPage: true });
    expect(await scan(page, `${nome} @${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function cnpj(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const first = [...base, cnpjVerifier(base)];
  return [...first, cnpjVerifier(first)].join('');
}

/** Signs up through the API (confirmed by the e-mailed link) and answers the account's profile id. */
async function conta(request: APIRequestContext, origin: string, dados: Record<string, string>): Promise<string> {
  await signUpByApi(request, origin, {
    email: emailUnico(`e2e.${dados.userType}`),
    password: SENHA,
    confirmPassword: SENHA,
    ...dados,
  });
  const me = await answerOf(await request.get('/api/auth/me'), 'GET', '/api/auth/me');
  return me.user!.perfilId!;
}

async function noBanco<T>(fn: (db: ReturnType<typeof createNodePool>['db']) => Promise<T>): Promise<T> {
  const { pool, db } = createNodePool(
    `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '15452'}/postgres`,
    `127.0.0.1:${process.env.E2E_RELAY_PORT ?? '15453'}`,
  );
  try {
    return await fn(db);
  } finally {
    await pool.end();
  }
}

test('an agency sale: approved, paid to the agency, both shares paid, to the cent, in three browsers', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  await page.setViewportSize({ width: 1280, height: 900 });
  const sufixo = Date.now().toString(36);
  await register(page, 'construtora', `Construtora Parceira ${sufixo}`);
  const imovelId = await createEmpreendimento(page, `Residencial Equipe ${sufixo}`);

  const agenciaCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const agencia = await agenciaCtx.newPage();
  const nomeAgencia = `Imobiliária Parceira ${sufixo}`;
  const imobiliariaId = await conta(agenciaCtx.request, origin, {
    userType: 'imobiliaria',
    nome: nomeAgencia,
    cnpj: cnpj(),
    creci_juridico: 'CRECI-SP 12345-J',
  });
  const vendedorCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const vendedor = await vendedorCtx.newPage();
  const vendedorId = await conta(vendedorCtx.request, origin, {
    userType: 'corretor',
    nome: 'Vera Vendedora',
    creci: 'CRECI-SP 22222-F',
  });
  const gerenteCtx = await browser.newContext();
  const gerenteId = await conta(gerenteCtx.request, origin, {
    userType: 'corretor',
    nome: 'Gil Gerente',
    creci: 'CRECI-SP 33333-F',
  });
  await gerenteCtx.close();

  // The team (Gil manages Vera), the agency's Ativo contract at 5 % and Vera's proposal of R$ 123.456,79 on unit 101.
  const propostaId = await noBanco(async (db) => {
    await db.execute(sql`
      WITH g AS (
        INSERT INTO imobiliaria_membros (imobiliaria_id, corretor_id, papel)
        VALUES (${imobiliariaId}, ${gerenteId}, 'Gerente') RETURNING id
      )
      INSERT INTO imobiliaria_membros (imobiliaria_id, corretor_id, papel, gerente_id)
      SELECT ${imobiliariaId}, ${vendedorId}, 'Corretor', g.id FROM g`);
    await db.execute(sql`
      WITH c AS (INSERT INTO captacoes (imobiliaria_id, imovel_id) VALUES (${imobiliariaId}, ${imovelId}) RETURNING id)
      INSERT INTO contratos_captacao (captacao_id, imovel_id, imobiliaria_id, construtora_id, status_contrato,
                                      comissao_percent_acordada)
      SELECT c.id, ${imovelId}, ${imobiliariaId}, i.construtora_id, 'Ativo', 5 FROM c, imoveis i WHERE i.id = ${imovelId}`);
    const r = await db.execute<{ id: string }>(sql`
      WITH u AS (
        INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos, status)
        VALUES (${imovelId}, 'Torre A', '101', 1, 12345679, 'Em Proposta') RETURNING id
      ), r AS (
        INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, imobiliaria_id, cliente_nome,
                                       cliente_telefone, expira_em)
        SELECT id, ${imovelId}, ${vendedorId}, ${imobiliariaId}, 'Carla Cliente', '41999990000',
               now() + interval '2 days' FROM u
        RETURNING id, unidade_id
      )
      INSERT INTO propostas (unidade_id, reserva_id, imovel_id, corretor_id, imobiliaria_id, construtora_id,
                             cliente_nome, cliente_cpf, cliente_telefone, cliente_email, preco_tabela_centavos,
                             preco_ofertado_centavos, plano, unidade)
      SELECT r.unidade_id, r.id, ${imovelId}, ${vendedorId}, ${imobiliariaId}, i.construtora_id, 'Carla Cliente',
             '52998224725', '41999990000', 'carla@cliente.com.br', 12345679, 12345679,
             '[{"tipo":"entrada","valor_centavos":3703704,"vencimento":"2027-01-10"},{"tipo":"financiamento","valor_centavos":8641975}]'::jsonb,
             '{"torre":"Torre A","numero":"101","andar":1,"tipologia":null,"area_privativa":null,"vagas":0}'::jsonb
        FROM r, imoveis i WHERE i.id = ${imovelId}
      RETURNING id`);
    return r.rows[0]!.id;
  });

  // The agency's rule: 33,33 % to the broker, 12,5 % to the manager, the rest (54,17 %) to the agency.
  await agencia.goto('/dashboard?tab=divisao-comissao');
  const regra = agencia.getByRole('form', { name: 'Divisão da comissão' });
  await regra.getByLabel('Corretor (%)').fill('33,33');
  await regra.getByLabel('Gerente (%)').fill('12,5');
  await expect(regra.getByTestId('parte-imobiliaria')).toHaveText('54,17%');
  await regra.getByRole('button', { name: 'Salvar divisão' }).click();
  await expectToast(agencia, 'Divisão salva!');
  await regra.getByLabel('Gerente (%)').fill('70');
  await regra.getByRole('button', { name: 'Salvar divisão' }).click();
  await expect(regra.getByText('Corretor e gerente somam mais de 100%')).toBeVisible();
  await fotos(agencia, 'divisao');
  await regra.getByLabel('Gerente (%)').fill('12,5');

  // The agency's team view is open while the construtora approves: the sale arrives without a reload.
  await agencia.goto('/dashboard?tab=vendas-equipe');
  await expect(agencia.getByRole('region', { name: 'Propostas' })).toContainText('Vera Vendedora para Carla Cliente');
  await page.goto(`/dashboard?tab=propostas&proposta=${propostaId}`);
  const decisao = page.getByRole('dialog', { name: 'Proposta' });
  await decisao.getByRole('button', { name: 'Aprovar Proposta' }).click();
  await expectToast(page, 'Proposta aprovada! A unidade foi vendida.');
  // R$ 123.456,79 × 5 % = R$ 6.172,84 (the agency's contract, not the development's 4 %).
  const venda = agencia.getByTestId('venda-equipe-linha');
  await expect(venda).toContainText('R$ 123.456,79');
  await expect(venda).toContainText('R$ 6.172,84');
  await expect(agencia.getByTestId('ranking-linha').first()).toContainText('R$ 123.456,79');
  await fotos(agencia, 'vendas-equipe');

  // The construtora pays the agency.
  await page.goto('/dashboard?tab=comissoes');
  const comissao = page.getByTestId('comissao').first();
  await expect(comissao.getByText(`Imobiliária: ${nomeAgencia}`)).toBeVisible();
  await fotos(page, 'comissoes-construtora');
  await expect(comissao.getByTestId('valor-comissao')).toHaveText('R$ 6.172,84');
  await comissao.getByRole('button', { name: 'Marcar Faturada' }).click();
  await expect(comissao).toContainText('Faturada');
  await comissao.getByRole('button', { name: 'Marcar Paga' }).click();
  await expect(page.getByTestId('total-Paga')).toHaveText('R$ 6.172,84');

  // The agency sees it paid, and pays both shares: 205.740 and 77.160 cents; it keeps 334.384.
  await agencia.goto('/dashboard?tab=comissoes');
  await expect(agencia.getByTestId('total-Paga')).toHaveText('R$ 6.172,84');
  const parte = (texto: string) => agencia.getByTestId('parte').filter({ hasText: texto });
  await expect(parte('Corretor: Vera Vendedora').getByTestId('valor-parte')).toHaveText('R$ 2.057,40');
  await expect(parte('Gerente: Gil Gerente').getByTestId('valor-parte')).toHaveText('R$ 771,60');
  await expect(parte('Fica com a imobiliária').getByTestId('valor-parte')).toHaveText('R$ 3.343,84');
  await expect(agencia.getByTestId('partes-prevista')).toHaveText('R$ 2.829,00');
  await parte('Corretor: Vera Vendedora').getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(parte('Corretor: Vera Vendedora')).toContainText('Paga');
  await parte('Gerente: Gil Gerente').getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(parte('Gerente: Gil Gerente')).toContainText('Paga');
  await expect(agencia.getByTestId('partes-paga')).toHaveText('R$ 2.829,00');
  await expect(agencia.getByTestId('partes-prevista')).toHaveText('R$ 0,00');
  await fotos(agencia, 'comissoes-imobiliaria');

  // The seller sees her share paid, and not the agency's commission as hers.
  await vendedor.goto('/dashboard?tab=comissoes');
  await expect(vendedor.getByTestId('partes-paga')).toHaveText('R$ 2.057,40');
  await expect(vendedor.getByTestId('valor-parte')).toHaveText('R$ 2.057,40');
  await expect(vendedor.getByTestId('comissao')).toHaveCount(0);
  await fotos(vendedor, 'partes-corretor');

  // The construtora's reports: sales by agency.
  await page.goto('/dashboard?tab=relatorios');
  const porImobiliaria = page.getByTestId('vendas-imobiliaria');
  await expect(porImobiliaria).toContainText(nomeAgencia);
  await expect(porImobiliaria).toContainText('R$ 123.456,79');
  await expect(porImobiliaria).toContainText('R$ 6.172,84');
  await fotos(page, 'relatorio-imobiliarias');

  await agenciaCtx.close();
  await vendedorCtx.close();
});
