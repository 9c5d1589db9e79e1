import { expect, test, type Page } from '@playwright/test';
import { signUpByApi } from './account-helpers.ts';
import { expectToast, loginAs, uniqueEmail } from './helpers.ts';
import { openPage } from './hydration.ts';
import { answerOf } from '../helpers/contract.ts';

async function apiList(page: Page, qs: string) {
  return answerOf(await page.request.get(`/api/oportunidades?${qs}`), 'GET', '/api/oportunidades');
}

/**
 * The newest development with a demo gallery. Other specs run first and create developments without photos,
 * so "the newest" alone may have no images to show.
 */
async function withGallery(page: Page) {
  const { items } = await apiList(page, 'limit=48');
  const found = items.find((i) => i.thumb_url?.startsWith('/media/imoveis/'));
  if (!found) throw new Error('nenhum empreendimento de demonstração com fotos');
  return found;
}

const cardTitles = (page: Page) => page.locator('main article h3, main article h2');

test.describe('lists and filters', () => {
  test('a filter changes the list and rewrites the URL', async ({ page }) => {
    await openPage(page, '/oportunidades');
    await expect(page.getByRole('heading', { name: 'Oportunidades de Captação' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.locator('main article').count()).toBe(20);

    await page.getByLabel('Categoria').selectOption('casa');
    await expect(page).toHaveURL(/categoria=casa/);
    const expected = await apiList(page, 'categoria=casa&limit=20');
    await expect(cardTitles(page).first()).toHaveText(expected.items[0]!.nome);
    await expect(page.locator('main article')).toHaveCount(expected.items.length);

    await page.getByLabel('Ordenar por').selectOption('priceAsc');
    await expect(page).toHaveURL(/ordenar=priceAsc/);
    const cheapest = await apiList(page, 'categoria=casa&ordenar=priceAsc&limit=20');
    await expect(cardTitles(page).first()).toHaveText(cheapest.items[0]!.nome);
  });

  test('text search ignores accents, and the empty state clears every filter', async ({ page }) => {
    await openPage(page, '/oportunidades');
    await page.getByLabel('Buscar').fill('sao paulo');
    await expect(page).toHaveURL(/q=sao\+paulo/);
    await expect(page.locator('main article').filter({ hasText: 'São Paulo' }).first()).toBeVisible();

    await openPage(page, '/oportunidades?q=nadaassimexiste&tipo=aluguel');
    await page.getByRole('button', { name: 'Limpar Filtros e Tentar Novamente' }).click();
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('the search page loads 24, then 24 more', async ({ page }) => {
    await openPage(page, '/imoveis');
    await expect(page.getByRole('heading', { name: 'Encontre seu Imóvel Ideal' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(24);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(page.locator('main article')).toHaveCount(48);
    await openPage(page, '/imoveis?q=nadaassimexiste');
    await expect(page.getByText('Nenhum Imóvel Encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar Filtros', exact: true }).click();
    await expect(page).toHaveURL(/\/imoveis$/);
  });

  test('at 360 px the filters live in the "Opções de Filtro" dialog and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/oportunidades');
    await page.getByRole('button', { name: 'Opções de Filtro' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Quartos')).toBeVisible();
    await dialog.getByLabel('Quartos').selectOption('3');
    await expect(page).toHaveURL(/quartos=3/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('detail, gallery, sheet', () => {
  test('detail page with a lightbox that wraps around both ways', async ({ page }) => {
    const first = await withGallery(page);
    await openPage(page, `/oportunidades/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.nome })).toBeVisible();
    await expect(page).toHaveTitle(`${first.nome} | Conecta Imóveis`);
    const open = page.getByRole('button', { name: /^Ampliar imagem 1 de \d+ fotos$/ });
    const total = Number(/ de (\d+) fotos$/.exec((await open.getAttribute('aria-label'))!)![1]);
    expect(total).toBeGreaterThan(1);
    await open.click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`${total} / ${total}`)).toBeVisible();
    await lightbox.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('the virtual tour loads its frame only when the visitor asks for it', async ({ page }) => {
    const { items } = await apiList(page, 'limit=48');
    let found: { id: string; nome: string; tour: string } | null = null;
    for (const item of items) {
      const { imovel } = await answerOf(
        await page.request.get(`/api/oportunidades/${item.id}`),
        'GET',
        '/api/oportunidades/:id',
      );
      if (imovel.tour_virtual_url?.startsWith('https://my.matterport.com/')) {
        found = { id: item.id, nome: item.nome, tour: imovel.tour_virtual_url };
        break;
      }
    }
    if (!found) throw new Error('nenhum empreendimento de demonstração com tour virtual');
    // The provider is out of reach here: the frame gets an empty page, and the test sees whether it was asked for.
    const asked: string[] = [];
    await page.route('https://my.matterport.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>tour</p>' });
    });
    await openPage(page, `/oportunidades/${found.id}`);
    const frame = page.locator(`iframe[title="Tour virtual de ${found.nome}"]`);
    await expect(frame).toHaveCount(0);
    await page.getByRole('button', { name: /Abrir tour virtual/ }).click();
    await expect(frame).toHaveAttribute('src', found.tour);
    await expect.poll(() => asked).toEqual([found.tour]);
  });

  test('a visitor who tries to capture is sent to login', async ({ page }) => {
    const first = await withGallery(page);
    await openPage(page, `/oportunidades/${first.id}`);
    await page.getByRole('button', { name: 'Captar esta Oportunidade' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the printable sheet has no site chrome, a print button and the timestamp', async ({ page }) => {
    const first = await withGallery(page);
    await openPage(page, `/oportunidades/${first.id}`);
    await page.getByRole('link', { name: 'Gerar Ficha do Imóvel' }).click();
    await expect(page).toHaveURL(new RegExp(`/oportunidades/${first.id}/ficha$`));
    await expect(page.getByRole('heading', { level: 1, name: first.nome })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir Ficha' })).toBeVisible();
    await expect(page.getByText(/Ficha gerada em/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir Ficha' })).toBeHidden();
  });

  test('missing developments show the not-found texts', async ({ page }) => {
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await openPage(page, `/oportunidades/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Oportunidade não encontrada ou indisponível.')).toBeVisible();
    await openPage(page, `/oportunidades/${id}/ficha`);
    await expect(page.getByText('Imóvel não encontrado ou indisponível.')).toBeVisible();
  });

  test('the served HTML carries Open Graph tags for link previews', async ({ page, baseURL }) => {
    const first = await withGallery(page);
    const html = await (await page.request.get(`/oportunidades/${first.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${first.nome}">`);
    // Absolute links from the configured SITE_ORIGIN (the e2e server sets it to its own address).
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/oportunidades/${first.id}">`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\/imoveis\/[^"]+\.jpg">/);
    const image = html.match(/og:image" content="([^"]+)"/)![1]!;
    const img = await page.request.get(image);
    expect(img.status()).toBe(200);
    expect(img.headers()['content-type']).toBe('image/jpeg');
  });

  test('sharing falls back to copying the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    const first = await withGallery(page);
    await openPage(page, `/oportunidades/${first.id}`);
    await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
    await expectToast(page, 'Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/oportunidades/${first.id}`);
  });
});

test.describe('favourites', () => {
  test('a visitor keeps favourites in the browser, and they join the account at login', async ({ page }) => {
    const [a] = (await apiList(page, 'limit=1&ordenar=oldest')).items;
    await openPage(page, `/oportunidades/${a!.id}`);
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click();
    await openPage(page, '/favoritos');
    await expect(page.getByRole('heading', { name: 'Meus Favoritos' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main')).toContainText(a!.nome);

    const email = uniqueEmail('pw.fav');
    await signUpByApi(page.request, new URL(page.url()).origin, {
      userType: 'corretor',
      nome: 'Fabiana Favoritos',
      creci: 'CRECI-PR 1',
      email,
      password: 'senha-forte-1',
      confirmPassword: 'senha-forte-1',
    });
    await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } });
    await loginAs(page, 'corretor', email, 'senha-forte-1');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect
      .poll(async () =>
        (await answerOf(await page.request.get('/api/favoritos'), 'GET', '/api/favoritos')).items.map(
          (f) => f.imovel_id,
        ),
      )
      .toEqual([a!.id]);
  });

  test('removing the last local favourite shows the empty state linking to /imoveis', async ({ page }) => {
    const a = await withGallery(page);
    await openPage(page, `/oportunidades/${a!.id}`);
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click();
    await openPage(page, '/favoritos');
    await page.getByRole('button', { name: 'Remover dos favoritos' }).first().click();
    await expect(page.locator('main a[href="/imoveis"]').first()).toBeVisible();
  });

  test('a corretor captures an opportunity once', async ({ page }) => {
    const email = uniqueEmail('pw.captura');
    await openPage(page, '/');
    await signUpByApi(page.request, new URL(page.url()).origin, {
      userType: 'corretor',
      nome: 'Caio Captador',
      creci: 'CRECI-SP 2',
      email,
      password: 'senha-forte-1',
      confirmPassword: 'senha-forte-1',
    });
    const first = await withGallery(page);
    await openPage(page, `/oportunidades/${first.id}`);
    await page.getByRole('button', { name: 'Captar esta Oportunidade' }).click();
    await expectToast(page, 'Oportunidade Captada!');
    await expect(page.getByText('Este imóvel já está na sua lista.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Este imóvel já está na sua lista.')).toBeVisible();
  });
});

test.describe('home and location', () => {
  test('with the location allowed, the home shows the nearest developments', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: -23.5613, longitude: -46.6565 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const nearby = await answerOf(
      await page.request.get('/api/oportunidades/proximos?lat=-23.5613&long=-46.6565&raio_km=50&limit=6'),
      'GET',
      '/api/oportunidades/proximos',
    );
    expect(nearby.items.length).toBeGreaterThan(0);
    await openPage(page, '/');
    const section = page.locator('section', { hasText: 'Lançamentos e Oportunidades Recentes' });
    await expect(section.locator('article').first()).toContainText(nearby.items[0]!.nome);
    await expect(page.getByText('Mostrando imóveis mais recentes.')).toHaveCount(0);
    await context.close();
  });

  test('with the location denied, the yellow notice explains and the newest are shown', async ({ page }) => {
    await openPage(page, '/');
    await expect(
      page.getByText(/Não foi possível obter sua localização \(.+\)\. Mostrando imóveis mais recentes\./),
    ).toBeVisible();
    const newest = await apiList(page, 'limit=6');
    const section = page.locator('section', { hasText: 'Lançamentos e Oportunidades Recentes' });
    await expect(section.locator('article').first()).toContainText(newest.items[0]!.nome);
  });
});
