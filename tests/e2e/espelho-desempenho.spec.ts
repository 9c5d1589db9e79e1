// The guard of the grid's speed on a phone: a 2,000-unit development (10 towers × 25 floors × 8, made with the
// generator), opened at 360 px with the CPU slowed 4× (Lighthouse's mobile setting). Opening and closing a unit and a
// status filter on and off must each finish within a budget read from the page's own Event Timing entries (what INP
// is made of). The budget, 400 ms, is twice the 200 ms goal: a shared CI machine is slower than the benchmark's
// (tests/bench/espelho-inp.ts prints the figures), and the regression it stops cost 1.5–3.5 s.
import { expect, test, type Page } from '@playwright/test';
import { apiPost, register, createEmpreendimento } from './contratos-helpers.ts';

const BUDGET_MS = 400;

/** The longest interaction `act` caused, once the page has painted after it. */
async function interaction(page: Page, act: () => Promise<unknown>) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(600);
  return page.evaluate((t) => {
    const entries = (window as unknown as { __eventos: PerformanceEventTiming[] }).__eventos;
    const durations = entries.filter((e) => e.interactionId && e.startTime >= t).map((e) => e.duration);
    return durations.length ? Math.max(...durations) : null;
  }, since);
}

test('2,000 units on a phone at 4× CPU: a unit opens and closes and a filter applies within the budget', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await register(page, 'construtora', `Construtora Lançamento ${Date.now().toString(36)}`);
  const imovelId = await createEmpreendimento(page, `Residencial Lançamento ${Date.now().toString(36)}`);
  for (const letra of 'ABCDEFGHIJ') {
    const res = await apiPost(page, `/api/espelho/${imovelId}/gerador`, {
      torre: `Torre ${letra}`,
      primeiro_andar: 1,
      ultimo_andar: 25,
      finais: Array.from({ length: 8 }, (_, i) => ({
        tipologia: i % 2 ? '3 dorms' : '2 dorms',
        area_privativa: i % 2 ? 90 : 68,
        vagas: 1 + (i % 2),
        preco_centavos: 45_000_000 + i * 2_500_000,
      })),
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    const eventos: PerformanceEntry[] = [];
    (window as unknown as { __eventos: PerformanceEntry[] }).__eventos = eventos;
    new PerformanceObserver((list) => eventos.push(...list.getEntries())).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/dashboard?tab=espelho&imovel=${imovelId}`);
  await expect(page.getByRole('group', { name: 'Torres' }).getByRole('button')).toHaveCount(10);
  const unidade = page.locator('[data-unidade="1204"]');
  await expect(unidade).toBeVisible();
  // One tower on screen, not ten.
  expect(await page.locator('[data-unidade]').count()).toBe(200);

  const open = await interaction(page, async () => {
    await unidade.click();
    await expect(page.getByRole('dialog', { name: 'Unidade 1204' })).toBeVisible();
  });
  const close = await interaction(page, async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
  const filtro = page.getByRole('button', { name: /^Disponível/ });
  const turnOn = await interaction(page, () => filtro.click());
  const turnOff = await interaction(page, () => filtro.click());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const medidas = { abrir: open, fechar: close, ligar: turnOn, desligar: turnOff };
  test.info().annotations.push({ type: 'Event Timing (ms)', description: JSON.stringify(medidas) });
  for (const [nome, ms] of Object.entries(medidas)) {
    expect(ms, `${nome}: a interação não foi medida`).not.toBeNull();
    expect(ms!, `${nome}: ${ms} ms`).toBeLessThanOrEqual(BUDGET_MS);
  }
});
