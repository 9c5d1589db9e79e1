// `node --import tsx tests/bench/imobiliaria-inp.ts`: the agency's screens on a phone, against a running `npm start`
// (BENCH_URL, default http://localhost:8787; PG_PORT/RELAY_PORT or DATABASE_URL of that server). Chromium at 360 px
// with 4× CPU slowdown (BENCH_CPU), signed in as an agency made for the run with a team of its size: 40 brokers
// (4 managers), one development of 400 units where the team holds 60 reservations, 40 open proposals and 150 sales
// with their commissions and shares (written in SQL, the state the sale leaves). Per run (BENCH_RUNS, 3) it prints:
//   - 'Equipe' on screen: from the navigation to `?tab=equipe` (dashboard included) to the first member's card
//   - 'Vendas da Equipe' and 'Comissões' opened from the side menu, and the proposals' status filter: each
//     interaction's duration from the page's own Event Timing entries (what INP is made of)
//   - the DOM size of each screen
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { measure, phonePage, settle } from './event-timing.ts';

const BASE = process.env.BENCH_URL ?? 'http://localhost:8787';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const BROKERS = 40;
const MANAGERS = 4;
const [SOLD, PROPOSED, RESERVED] = [150, 40, 60];
const run = Date.now().toString(36);

const NOMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João'];
const SOBRENOMES = ['Souza', 'Oliveira', 'Santos', 'Pereira'];

const { db, close } = await connectLocalDatabase();

async function seed() {
  const email = (who: string) => `bench.imob.${who}.${run}@teste.com.br`;
  const agencia = (
    await db.execute<{ id: string; user_id: string }>(sql`
      WITH u AS (
        INSERT INTO users (email, password_hash, user_type, email_confirmado_em)
        VALUES (${email('agencia')}, 'bench-sem-login', 'imobiliaria', now()) RETURNING id, email
      )
      INSERT INTO imobiliarias (user_id, nome, cnpj, creci_juridico, email, divisao_corretor_bp, divisao_gerente_bp)
      SELECT id, ${`Imobiliária INP ${run}`}, lpad((floor(random() * 1e14))::bigint::text, 14, '0'), 'CRECI-J 4321',
             email, 4000, 1000 FROM u
      RETURNING id, user_id`)
  ).rows[0]!;
  const construtora = (
    await db.execute<{ id: string }>(sql`
      WITH u AS (
        INSERT INTO users (email, password_hash, user_type, email_confirmado_em)
        VALUES (${email('construtora')}, 'bench-sem-login', 'construtora', now()) RETURNING id, email
      )
      INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora INP', email FROM u RETURNING id`)
  ).rows[0]!;
  // Brokers: the first MANAGERS are managers, each of the others is managed by one of them.
  await db.execute(sql`
    WITH u AS (
      INSERT INTO users (email, password_hash, user_type, email_confirmado_em)
      SELECT 'bench.imob.corretor' || g || '.' || ${run} || '@teste.com.br', 'bench-sem-login', 'corretor', now()
        FROM generate_series(1, ${BROKERS}) g
      RETURNING id, email
    ), k AS (
      INSERT INTO corretores (user_id, nome, email, creci)
      SELECT id, (${`{${NOMES.join(',')}}`}::text[])[1 + (n - 1) % 10] || ' ' || (${`{${SOBRENOMES.join(',')}}`}::text[])[1 + (n - 1) / 10 % 4],
             email, 'CRECI-PR ' || (10000 + n) || '-F'
        FROM (SELECT id, email, row_number() OVER (ORDER BY email) AS n FROM u) x
      RETURNING id
    )
    INSERT INTO imobiliaria_membros (imobiliaria_id, corretor_id, papel)
    SELECT ${agencia.id}, id, 'Corretor' FROM k`);
  await db.execute(sql`
    WITH ordem AS (
      SELECT id, row_number() OVER (ORDER BY entrou_em, id) AS n FROM imobiliaria_membros
       WHERE imobiliaria_id = ${agencia.id}
    ), gerentes AS (
      UPDATE imobiliaria_membros m SET papel = 'Gerente' FROM ordem o WHERE o.id = m.id AND o.n <= ${MANAGERS}
      RETURNING m.id, o.n
    )
    UPDATE imobiliaria_membros m SET gerente_id = g.id
      FROM ordem o, gerentes g
     WHERE o.id = m.id AND o.n > ${MANAGERS} AND g.n = 1 + o.n % ${MANAGERS}`);
  const imovelId = (
    await db.execute<{ id: string }>(sql`
      WITH im AS (
        INSERT INTO imoveis (construtora_id, nome, endereco, ativo)
        VALUES (${construtora.id}, ${`Residencial INP Imobiliária ${run}`}, 'Rua do Bench, 33', true) RETURNING id
      )
      INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos)
      SELECT im.id, 'Torre ' || chr(64 + t), (f * 100 + p)::text, f, p::text, '2 dorms', 68, 1,
             45000000 + f * 100000 + p * 25000
        FROM im, generate_series(1, 2) t, generate_series(1, 25) f, generate_series(1, 8) p
      RETURNING imovel_id AS id`)
  ).rows[0]!.id;
  // Units in grid order, dealt to the team's brokers in turn: sold, then proposed, then reserved.
  await db.execute(sql`
    CREATE TEMP TABLE IF NOT EXISTS bench_lote (unidade_id uuid, corretor_id uuid, gerente uuid, etapa text, n int)`);
  await db.execute(sql`TRUNCATE bench_lote`);
  await db.execute(sql`
    INSERT INTO bench_lote
    SELECT u.id, m.corretor_id, g.corretor_id,
           CASE WHEN u.n <= ${SOLD} THEN 'venda' WHEN u.n <= ${SOLD + PROPOSED} THEN 'proposta' ELSE 'reserva' END, u.n
      FROM (SELECT id, row_number() OVER (ORDER BY torre, andar DESC, numero) AS n FROM unidades
             WHERE imovel_id = ${imovelId}) u
      JOIN (SELECT corretor_id, gerente_id, row_number() OVER (ORDER BY corretor_id) AS k FROM imobiliaria_membros
             WHERE imobiliaria_id = ${agencia.id}) m ON m.k = 1 + u.n % ${BROKERS}
      LEFT JOIN imobiliaria_membros g ON g.id = m.gerente_id
     WHERE u.n <= ${SOLD + PROPOSED + RESERVED}`);
  await db.execute(sql`
    WITH r AS (
      INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, imobiliaria_id, cliente_nome, cliente_telefone,
                                     expira_em)
      SELECT unidade_id, ${imovelId}, corretor_id, ${agencia.id}, 'Cliente ' || n, '41999990000', now() + interval '40 hours'
        FROM bench_lote WHERE etapa = 'reserva'
      RETURNING unidade_id
    )
    UPDATE unidades SET status = 'Reservada' FROM r WHERE unidades.id = r.unidade_id`);
  await db.execute(sql`
    WITH p AS (
      INSERT INTO propostas (unidade_id, imovel_id, corretor_id, construtora_id, imobiliaria_id, cliente_nome, cliente_cpf,
                             cliente_telefone, cliente_email, preco_tabela_centavos, preco_ofertado_centavos, plano,
                             unidade, status)
      SELECT l.unidade_id, ${imovelId}, l.corretor_id, ${construtora.id}, ${agencia.id}, 'Cliente ' || l.n,
             '52998224725', '41999990000', 'cliente' || l.n || '@teste.com.br', u.preco_centavos, u.preco_centavos,
             jsonb_build_array(jsonb_build_object('tipo', 'financiamento', 'valor_centavos', u.preco_centavos)),
             jsonb_build_object('torre', u.torre, 'numero', u.numero, 'andar', u.andar, 'tipologia', u.tipologia,
                                'area_privativa', u.area_privativa, 'vagas', u.vagas),
             CASE WHEN l.etapa = 'venda' THEN 'Aprovada' ELSE 'Enviada' END
        FROM bench_lote l JOIN unidades u ON u.id = l.unidade_id
       WHERE l.etapa IN ('venda', 'proposta')
      RETURNING unidade_id, status
    )
    UPDATE unidades SET status = CASE WHEN p.status = 'Aprovada' THEN 'Vendida' ELSE 'Em Proposta' END
      FROM p WHERE unidades.id = p.unidade_id`);
  await db.execute(sql`
    WITH v AS (
      INSERT INTO vendas (proposta_id, unidade_id, imovel_id, corretor_id, construtora_id, imobiliaria_id,
                          preco_tabela_centavos, preco_centavos, unidade, cliente, plano)
      SELECT p.id, p.unidade_id, p.imovel_id, p.corretor_id, p.construtora_id, p.imobiliaria_id,
             p.preco_tabela_centavos, p.preco_ofertado_centavos, p.unidade,
             jsonb_build_object('nome', p.cliente_nome, 'cpf', p.cliente_cpf, 'telefone', p.cliente_telefone,
                                'email', p.cliente_email), p.plano
        FROM propostas p WHERE p.imovel_id = ${imovelId} AND p.status = 'Aprovada'
      RETURNING id, unidade_id, corretor_id, preco_centavos
    ), c AS (
      INSERT INTO comissoes (venda_id, corretor_id, construtora_id, imovel_id, imobiliaria_id, divisao, base_centavos,
                             percentual, valor_centavos)
      SELECT v.id, v.corretor_id, ${construtora.id}, ${imovelId}, ${agencia.id},
             jsonb_build_object('corretor_bp', 4000, 'gerente_bp', 1000, 'imobiliaria_bp', 5000,
                                'gerente_corretor_id', l.gerente),
             v.preco_centavos, 5, v.preco_centavos * 5 / 100
        FROM v JOIN bench_lote l ON l.unidade_id = v.unidade_id
      RETURNING id, venda_id, corretor_id, valor_centavos, divisao
    )
    INSERT INTO comissoes_partes (comissao_id, venda_id, imobiliaria_id, papel, corretor_id, bp, valor_centavos)
    SELECT c.id, c.venda_id, ${agencia.id}, x.papel, x.corretor_id, x.bp, c.valor_centavos * x.bp / 10000
      FROM c, LATERAL (VALUES ('Corretor', c.corretor_id, 4000),
                              ('Gerente', (c.divisao ->> 'gerente_corretor_id')::uuid, 1000),
                              ('Imobiliária', NULL::uuid, 5000)) x(papel, corretor_id, bp)
     WHERE x.papel <> 'Gerente' OR x.corretor_id IS NOT NULL`);
  return { cookie: (await createSession(db, agencia.user_id, 'bench')).token };
}

/** Installed before the page's scripts: when the first member's card is on screen. */
function watchFirstCard() {
  const seen = new MutationObserver(() => {
    if (document.querySelector('main li select')) {
      (window as unknown as { __firstCard: number }).__firstCard = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
}

const nodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

async function oneRun(cookie: string) {
  const { browser, page } = await phonePage(cookie, CPU, [watchFirstCard]);

  await page.goto(`${BASE}/dashboard?tab=equipe`);
  await page.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard, null, {
    timeout: 60_000,
  });
  const firstCard = await page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard);
  await settle();
  const equipeNodes = await nodes(page);
  // On a phone the side menu is behind the 'Navegação' button.
  const openTab = async (name: string, ready: () => Promise<unknown>) => {
    await page.getByRole('button', { name: 'Navegação' }).click();
    await settle();
    return measure(page, async () => {
      await page.getByRole('dialog', { name: 'Navegação' }).getByRole('link', { name }).click();
      await ready();
    });
  };
  const vendas = await openTab('Vendas da Equipe', () =>
    page.getByRole('list', { name: 'Vendas da equipe' }).locator('li').first().waitFor(),
  );
  const vendasNodes = await nodes(page);
  // A key on the focused select: a trusted input, which Event Timing records (selectOption's events are not).
  const status = page.getByRole('combobox', { name: 'Filtrar propostas por status' });
  await status.focus();
  const filtro = await measure(page, () => status.press('ArrowDown'));
  const comissoes = await openTab('Comissões', () =>
    page
      .getByText(/Prevista/)
      .first()
      .waitFor(),
  );
  const comissoesNodes = await nodes(page);
  await browser.close();
  return { firstCard, equipeNodes, vendas, vendasNodes, filtro, comissoes, comissoesNodes };
}

const { cookie } = await seed();
await close();
const rows: Awaited<ReturnType<typeof oneRun>>[] = [];
for (let k = 0; k < RUNS; k++) rows.push(await oneRun(cookie));
const col = (key: keyof (typeof rows)[number]) => rows.map((r) => r[key].toFixed(0)).join(' / ');
console.log(
  `\nImobiliária: ${BROKERS} corretores, ${SOLD} vendas, ${PROPOSED} propostas, ${RESERVED} reservas; ` +
    `CPU ${CPU}×, 360 px (${RUNS} execuções, ms)`,
);
console.log(`  'Equipe' na tela (navegação → 1º cartão) ${col('firstCard')}   nós ${col('equipeNodes')}`);
console.log(`  abrir 'Vendas da Equipe'                  ${col('vendas')}   nós ${col('vendasNodes')}`);
console.log(`  filtro de status das propostas           ${col('filtro')}`);
console.log(`  abrir 'Comissões'                         ${col('comissoes')}   nós ${col('comissoesNodes')}`);
