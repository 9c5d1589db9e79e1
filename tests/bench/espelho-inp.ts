// `node --import tsx tests/bench/espelho-inp.ts`: the sales grid on a phone, against a running `npm start`
// (BENCH_URL, default http://localhost:8787; PG_PORT/RELAY_PORT of that server). Chromium at 360 px with 4× CPU
// slowdown (BENCH_CPU), as a broker with an Ativo contract, on two developments made for the run: 96 units
// (2 towers × 6 floors × 8) and 2,000 (10 × 25 × 8). Per size and run (BENCH_RUNS, 3) it prints:
//   - first units on screen: from the navigation to `?tab=espelho&imovel=…` (dashboard included) to the first cell
//   - open / close a unit, a status filter on and off, a key typed in the price filter, 'Reservar Unidade' and the
//     reservation's submit: each interaction's duration from the page's own Event Timing entries (what INP is made of)
//   - a live change: another broker reserves a unit over the API; from the socket frame's arrival to the cell's
//     new status painted (the next animation frame after the DOM changed)
//   - the DOM size after the grid is shown
import { sql } from 'drizzle-orm';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';
import { measure, phonePage, settle } from './event-timing.ts';

const BASE = process.env.BENCH_URL ?? 'http://localhost:8787';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const SIZES = (process.env.BENCH_SIZES ?? '96,2000').split(',').map(Number);
const run = Date.now().toString(36);

/** Towers × floors × units per floor for each size. */
const SHAPES: Record<number, [number, number, number]> = { 96: [2, 6, 8], 2000: [10, 25, 8] };

const { db, close } = await connectLocalDatabase();

async function user(tipo: 'construtora' | 'corretor', nome: string) {
  const email = `bench.inp.${nome.toLowerCase().replace(/\W/g, '')}.${run}@teste.com.br`;
  const r = await db.execute<{ id: string; perfil: string }>(sql`
    WITH u AS (
      INSERT INTO users (email, password_hash, user_type, email_confirmado_em)
      VALUES (${email}, 'bench-sem-login', ${tipo}, now()) RETURNING id, email
    )
    INSERT INTO ${sql.raw(tipo === 'construtora' ? 'construtoras (user_id, nome, email)' : 'corretores (user_id, nome, email, creci)')}
    SELECT id, ${nome}, email ${tipo === 'construtora' ? sql`` : sql`, 'CRECI 12345-F'`} FROM u
    RETURNING user_id AS id, id AS perfil`);
  const { id, perfil } = r.rows[0]!;
  return { perfil, cookie: (await createSession(db, id, 'bench')).token };
}

const construtora = await user('construtora', 'Construtora INP');
const corretores = [await user('corretor', 'Corretor INP'), await user('corretor', 'Outro Corretor INP')];

async function development(size: number) {
  const [towers, floors, perFloor] = SHAPES[size]!;
  const r = await db.execute<{ id: string }>(sql`
    WITH im AS (
      INSERT INTO imoveis (construtora_id, nome, endereco, ativo)
      VALUES (${construtora.perfil}, ${`Residencial INP ${size} ${run}`}, 'Rua do Bench, 29', true) RETURNING id
    ), un AS (
      INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos, status)
      SELECT im.id, 'Torre ' || chr(64 + t), (f * 100 + p)::text, f, p::text,
             CASE WHEN p % 2 = 0 THEN '3 dorms' ELSE '2 dorms' END, CASE WHEN p % 2 = 0 THEN 90 ELSE 68 END,
             1 + p % 2, 45000000 + f * 100000 + p * 25000,
             CASE WHEN (t + f + p) % 17 = 0 THEN 'Vendida' WHEN (t * f + p) % 23 = 0 THEN 'Bloqueada' ELSE 'Disponível' END
        FROM im, generate_series(1, ${towers}) t, generate_series(1, ${floors}) f, generate_series(1, ${perFloor}) p
    )
    SELECT id FROM im`);
  const imovelId = r.rows[0]!.id;
  for (const c of corretores) {
    await db.execute(sql`
      WITH cap AS (INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${c.perfil}, ${imovelId}) RETURNING id)
      INSERT INTO contratos_captacao (captacao_id, imovel_id, corretor_id, construtora_id, status_contrato)
      SELECT cap.id, ${imovelId}, ${c.perfil}, ${construtora.perfil}, 'Ativo' FROM cap`);
  }
  const free = await db.execute<{ id: string; numero: string; torre: string }>(sql`
    SELECT id, numero, torre FROM unidades WHERE imovel_id = ${imovelId} AND status = 'Disponível' AND torre = 'Torre A'
     ORDER BY andar DESC, numero`);
  return { imovelId, free: free.rows };
}

/** Installed before the page's scripts: the first cell's time and every socket frame's arrival. */
function instrument() {
  const w = window as unknown as Record<string, unknown>;
  const seen = new MutationObserver(() => {
    if (document.querySelector('[data-unidade]')) {
      w.__firstUnit = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
  const frames: number[] = [];
  w.__frames = frames;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', () => frames.push(performance.now()));
    }
  };
}

async function oneRun(size: number, dev: Awaited<ReturnType<typeof development>>, k: number) {
  const { browser, page } = await phonePage(corretores[0]!.cookie, CPU, [instrument]);
  const target = dev.free[k * 3]!;
  const other = dev.free[k * 3 + 1]!;
  const mine = dev.free[k * 3 + 2]!;

  await page.goto(`${BASE}/dashboard?tab=espelho&imovel=${dev.imovelId}`);
  await page.waitForFunction(() => (window as unknown as { __firstUnit?: number }).__firstUnit, null, {
    timeout: 60_000,
  });
  const firstUnit = await page.evaluate(() => (window as unknown as { __firstUnit: number }).__firstUnit);
  await settle();
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cell = (numero: string) => page.locator(`[data-unidade="${numero}"]`).first();

  const open = await measure(page, async () => {
    await cell(target.numero).click();
    await page.getByRole('dialog').waitFor();
  });
  const closeIt = await measure(page, async () => {
    await page.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
  const filterOn = await measure(page, () => page.getByRole('button', { name: /^Vendida/ }).click());
  const filterOff = await measure(page, () => page.getByRole('button', { name: /^Vendida/ }).click());
  const priceKey = await measure(page, () => page.getByLabel('Preço mínimo (R$)').press('4'));
  await page.getByLabel('Preço mínimo (R$)').fill('');
  await settle();

  // Another broker reserves `other`: from the frame's arrival to this page's cell showing it.
  const framesBefore = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length);
  const painted = page.evaluate(
    (numero) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const el = document.querySelector(`[data-unidade="${numero}"]`);
          if (el?.getAttribute('data-status') === 'Reservada') {
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
            return true;
          }
          return false;
        };
        if (check()) return;
        const mo = new MutationObserver(() => check() && mo.disconnect());
        mo.observe(document.body, { subtree: true, attributes: true, childList: true });
      }),
    other.numero,
  );
  const res = await fetch(`${BASE}/api/espelho/${dev.imovelId}/unidades/${other.id}/reserva`, {
    method: 'POST',
    headers: { Cookie: `${SESSION_COOKIE}=${corretores[1]!.cookie}`, 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify({ cliente_nome: 'Cliente do Outro', cliente_telefone: '(41) 99999-0000' }),
  });
  if (res.status !== 201) throw new Error(`reserva do outro corretor: ${res.status} ${await res.text()}`);
  const paintedAt = await painted;
  const frameAt = await page.evaluate(
    (n) => (window as unknown as { __frames: number[] }).__frames[n] ?? Number.NaN,
    framesBefore,
  );
  const live = paintedAt - frameAt;

  await cell(mine.numero).click();
  await page.getByRole('dialog').waitFor();
  await settle();
  const reserveMode = await measure(page, () => page.getByRole('button', { name: 'Reservar Unidade' }).click());
  await page.getByLabel('Nome do cliente').fill('Cliente Bench');
  await page.getByLabel('Telefone do cliente').fill('(41) 98888-7777');
  const submit = await measure(page, async () => {
    await page.getByRole('button', { name: 'Reservar Unidade' }).click();
    await page.getByTestId('status-unidade').filter({ hasText: 'Reservada' }).waitFor();
  });
  await browser.close();
  return { firstUnit, open, close: closeIt, filterOn, filterOff, priceKey, live, reserveMode, submit, nodes };
}

const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
for (const size of SIZES) {
  const dev = await development(size);
  const rows: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let k = 0; k < RUNS; k++) rows.push(await oneRun(size, dev, k));
  const col = (key: keyof (typeof rows)[number]) => fmt(rows.map((r) => r[key]));
  console.log(`\n${size} unidades, CPU ${CPU}×, 360 px (${RUNS} execuções, ms)`);
  console.log(`  primeiras unidades na tela  ${col('firstUnit')}`);
  console.log(`  abrir unidade               ${col('open')}`);
  console.log(`  fechar                      ${col('close')}`);
  console.log(`  filtro de status liga/desl. ${col('filterOn')} | ${col('filterOff')}`);
  console.log(`  tecla no filtro de preço    ${col('priceKey')}`);
  console.log(`  mudança ao vivo (quadro→tela) ${col('live')}`);
  console.log(`  'Reservar Unidade' / enviar ${col('reserveMode')} | ${col('submit')}`);
  console.log(`  nós no DOM                  ${col('nodes')}`);
}
await close();
