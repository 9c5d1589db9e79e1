// Public pages arrive rendered by the Worker. Without JavaScript the HTML alone shows the page; with it,
// hydration takes over without asking the API again, without errors and without moving anything.
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './hydration.ts';
import { answerOf } from '../helpers/contract.ts';

async function newest(page: Page, n: number) {
  const res = await page.request.get(`/api/oportunidades?limit=${n}`);
  return (await answerOf(res, 'GET', '/api/oportunidades')).items;
}

async function withGallery(page: Page) {
  const found = (await newest(page, 48)).find((i) => i.thumb_url?.startsWith('/media/imoveis/'));
  if (!found) throw new Error('nenhum empreendimento de demonstração com fotos');
  return found;
}

const SHOTS = 'tests/e2e/screenshots';

test.describe('the HTML alone (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [360, 1280]) {
    test(`shows the home, the list and a development at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The page and the list JSON sit in the edge cache under different keys (up to 60 s apart), and other specs
      // create developments meanwhile: the page's first card is one of the newest, not necessarily the very first.
      const recentes = (await newest(page, 10)).map((c) => c.nome);
      const detail = await withGallery(page);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Conectando Construtoras e Corretores' })).toBeVisible();
      const primeiro = await page.locator('main article h3').first().textContent();
      expect(recentes).toContain(primeiro?.trim());
      await page.screenshot({ path: `${SHOTS}/ssr-nojs-home-${width}.png`, fullPage: true });

      await page.goto('/oportunidades');
      await expect(page.getByRole('heading', { name: 'Oportunidades de Captação' })).toBeVisible();
      expect(recentes).toContain((await page.locator('main article h3').first().textContent())?.trim());
      await expect(page.locator('main article')).toHaveCount(20);
      await page.screenshot({ path: `${SHOTS}/ssr-nojs-oportunidades-${width}.png` });

      await page.goto(`/oportunidades/${detail.id}`);
      await expect(page.getByRole('heading', { level: 1, name: detail.nome })).toBeVisible();
      await expect(page.locator('main header')).toContainText(/R\$|Sob Consulta/);
      await expect(page.getByRole('img', { name: `${detail.nome} — imagem 1` })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/ssr-nojs-detalhe-${width}.png` });
    });
  }
});

test.describe('hydration', () => {
  for (const width of [360, 1280]) {
    test(`takes over the home, the list and a development at ${width} px without fetching their data again, without errors and without moving anything`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const detail = await withGallery(page);
      const apiCalls: string[] = [];
      const errors: string[] = [];
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (path.startsWith('/api/')) apiCalls.push(path);
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      // Every layout shift from the first byte on, summed as Lighthouse's CLS does for a load.
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });

      for (const [name, path] of [
        ['home', '/'],
        ['oportunidades', '/oportunidades'],
        ['detalhe', `/oportunidades/${detail.id}`],
      ] as const) {
        apiCalls.length = 0;
        await openPage(page, path);
        await page.waitForLoadState('networkidle');
        // The home asks nothing either: the visitor's location is not granted here, so no nearby search.
        expect(apiCalls, `${path} pediu à API: ${apiCalls.join(', ')}`).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
        await page.screenshot({ path: `${SHOTS}/ssr-js-${name}-${width}.png` });
      }
      expect(errors).toEqual([]);
    });
  }

  test('after hydration the list page reacts: a filter rewrites the URL and asks the API', async ({ page }) => {
    await openPage(page, '/oportunidades');
    const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/oportunidades');
    await page.getByLabel('Tipo', { exact: true }).selectOption('aluguel');
    await asked;
    await expect(page).toHaveURL(/tipo=aluguel/);
  });

  // The script is held back, so the page stays plain HTML for as long as the test wants; then the menu tapped in
  // that window opens once the page is hydrated.
  for (const { when, held, path } of [
    {
      when: 'the app has loaded',
      held: /\/assets\/main-[^/]+\.js$/,
      path: '/oportunidades',
    },
    // The entry (web/boot.ts) itself: only the page's inline script runs.
    {
      when: 'even the entry script has run',
      held: /\/assets\/index-[^/]+\.js$/,
      path: '/imoveis',
    },
  ]) {
    test(`a button pressed before ${when} is held, then replayed after hydration`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(held, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: 'Abrir menu' });
      await menu.click();
      await expect(page.locator('html')).toHaveAttribute('data-early-click', '');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('navigation', { name: 'Menu móvel' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  }
});
