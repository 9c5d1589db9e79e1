// The first HTML response of a public page already carries the page — its text, its data, its SEO tags
// and the downloads it needs — rendered in the Worker by the SPA's own components.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { app } from '../../worker/app.ts';
import { fetchManifest } from '../../worker/ssr/assets.ts';
import { client, freshIp, ORIGIN } from '../helpers/http.ts';

const SITE = env.SITE_ORIGIN!;
const marca = crypto.randomUUID().slice(0, 8);
let id = '';
let construtoraNome = '';

/** The JSON the Worker hands to the SPA for hydration. */
function payloadOf(html: string) {
  const text = html.match(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s)?.[1];
  expect(text).toBeTruthy();
  return JSON.parse(text!) as {
    origin: string;
    cache: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
  };
}

/** Text as React writes it into HTML. */
const asHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The rendered app: what is inside <div id="root">, before any JavaScript runs. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-data"'));

beforeAll(async () => {
  construtoraNome = `Construtora Servida ${marca}`;
  const construtora = await signedUp('construtora', { nome: construtoraNome });
  id = await insertImovel(construtora.perfilId, {
    nome: `Edifício Primeira Tela ${marca}`,
    cidade: 'Recife',
    uf: 'PE',
    preco_min: 615000,
    preco_max: 615000,
    imagens_urls: [`/media/imoveis/${marca}/capa.jpg`],
    thumb_url: `/media/imoveis/${marca}/capa.thumb.jpg`,
  });
});

describe('server-rendered public pages', () => {
  it('/oportunidades carries the newest developments, their data for hydration and a preload of the first photo', async () => {
    const res = await client().request('/oportunidades');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain('Oportunidades de Captação');
    // Other test files add developments meanwhile: the page is checked against the data it was drawn from.
    const list = payloadOf(html).cache.queries.find((q) => q.queryKey[1] === 'busca');
    expect(list?.queryKey).toEqual(['imoveis', 'busca', 'ordenar=newest&limit=20']);
    const items = (list?.state.data as { pages: { items: { id: string; nome: string; thumb_url: string }[] }[] })
      .pages[0]!.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) expect(root).toContain(`href="/oportunidades/${item.id}"`);
    expect(root).toContain(asHtmlText(items[0]!.nome));
    // The first card's image is preloaded; a development without images has none to preload.
    const preloaded = html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/)?.[1] ?? null;
    expect(preloaded).toBe(items[0]!.thumb_url || null);
    // The page names its own chunk for the entry to request with the app, not after it.
    const manifest = await fetchManifest(env, new URL(ORIGIN));
    const chunk = manifest['routes/oportunidades/index.tsx']!.file;
    expect(html).toContain(`<html lang="pt-BR" data-ssr="/${chunk}">`);
    expect(html).toContain('<title>Oportunidades | Conecta Imóveis</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/oportunidades">`);
  });

  it('/oportunidades and /imoveis apply the filters of the URL in the HTML', async () => {
    const outro = await insertImovel((await signedUp('construtora')).perfilId, { nome: `Casa Fora ${marca}` });
    const html = await (
      await client().request(`/oportunidades?q=${encodeURIComponent(`Primeira Tela ${marca}`)}`)
    ).text();
    expect(rootOf(html)).toContain(`Edifício Primeira Tela ${marca}`);
    expect(rootOf(html)).not.toContain(`Casa Fora ${marca}`);
    const imoveis = await (await client().request(`/imoveis?q=${encodeURIComponent(`Casa Fora ${marca}`)}`)).text();
    expect(rootOf(imoveis)).toContain('Encontre seu Imóvel Ideal');
    expect(rootOf(imoveis)).toContain(`/oportunidades/${outro}`);
    expect(rootOf(imoveis)).not.toContain(`Edifício Primeira Tela ${marca}`);
  });

  it("a development's page carries its name, price, gallery photo and the preload of that photo", async () => {
    const res = await client().request(`/oportunidades/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>Edifício Primeira Tela ${marca}</h1>`));
    expect(root).toMatch(/R\$\s615\.000/);
    expect(root).toContain(`src="/media/imoveis/${marca}/capa.jpg"`);
    expect(root).toContain('Ações do Corretor');
    expect(html).toContain(
      `<link rel="preload" as="image" href="/media/imoveis/${marca}/capa.jpg" fetchpriority="high">`,
    );
    // The WhatsApp share link points at the configured origin.
    expect(root).toContain(encodeURIComponent(`${SITE}/oportunidades/${id}`));
    const detail = payloadOf(html).cache.queries.find((q) => q.queryKey[0] === 'oportunidades');
    expect(detail?.queryKey).toEqual(['oportunidades', id]);
    expect((detail?.state.data as { nome: string }).nome).toBe(`Edifício Primeira Tela ${marca}`);
  });

  it('a development that does not exist answers 404 with the page that says so', async () => {
    const res = await client().request('/oportunidades/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(rootOf(html)).toContain('Oportunidade não encontrada');
    const query = payloadOf(html).cache.queries.find((q) => q.queryKey[0] === 'oportunidades');
    expect(query?.state.status).toBe('error');
  });

  it('the printable sheet carries the development without the site header', async () => {
    const html = await (await client().request(`/oportunidades/${id}/ficha`)).text();
    const root = rootOf(html);
    expect(root).toContain(`Edifício Primeira Tela ${marca}`);
    expect(root).toContain('Imprimir Ficha');
    expect(root).not.toContain('aria-label="Principal"');
  });

  it.each([
    ['/', 'Conectando', 'Conecta Imóveis'],
    ['/imoveis', 'Encontre seu Imóvel Ideal', 'Encontre seu Imóvel Ideal | Conecta Imóveis'],
    ['/planos', 'Escolha o plano ideal para o seu negócio', 'Planos | Conecta Imóveis'],
    ['/sobre', 'Nossa Equipe', 'Sobre Nós | Conecta Imóveis'],
    ['/contato', 'Fale com a Conecta Imóveis', 'Contato | Conecta Imóveis'],
    ['/faq', 'Perguntas Frequentes', 'Perguntas Frequentes | Conecta Imóveis'],
    ['/construtoras', 'Para Construtoras', 'Para Construtoras | Conecta Imóveis'],
    ['/corretores', 'Para Corretores', 'Para Corretores | Conecta Imóveis'],
    ['/privacidade', 'Política de Privacidade', 'Política de Privacidade | Conecta Imóveis'],
    ['/termos', 'Termos de Uso', 'Termos de Uso | Conecta Imóveis'],
  ])('%s carries its text, title, canonical and Open Graph tags', async (path, text, title) => {
    const res = await client().request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toContain(text);
    // The footer's contact settings come from the database too.
    expect(rootOf(html)).toContain('Fale Conosco');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}">`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}${path}">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('the home page carries the newest developments', async () => {
    const html = await (await client().request('/')).text();
    expect(rootOf(html)).toContain('Lançamentos e Oportunidades Recentes');
    const recent = payloadOf(html).cache.queries.find((q) => q.queryKey[1] === 'recentes');
    const items = (recent?.state.data as { items: { id: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    for (const item of items) expect(rootOf(html)).toContain(`href="/oportunidades/${item.id}"`);
  });

  it('titles and descriptions come from the SEO settings in the database', async () => {
    const titulo = `Quem Somos ${marca}`;
    const descricao = `Descrição da página sobre ${marca}`;
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO configuracoes_site (chave, valor)
        VALUES ('seo', jsonb_build_object('paginas', jsonb_build_object('sobre',
                jsonb_build_object('titulo', ${titulo}::text, 'descricao', ${descricao}::text))))
        ON CONFLICT (chave) DO UPDATE
          SET valor = jsonb_set(configuracoes_site.valor, '{paginas,sobre}', EXCLUDED.valor #> '{paginas,sobre}')`),
    );
    const html = await (await client().request('/sobre')).text();
    expect(html).toContain(`<title>${titulo} | Conecta Imóveis</title>`);
    expect(html).toContain(`<meta name="description" content="${descricao}">`);
    expect(html).toContain(`<meta property="og:description" content="${descricao}">`);
  });

  it("the header is drawn in its final state: a visitor's buttons, or the signed-in user's name", async () => {
    const visitor = await (await client().request('/oportunidades')).text();
    expect(rootOf(visitor)).toContain('Entrar');
    expect(rootOf(visitor)).not.toContain('Meu Painel');
    const corretor = await signedUp('corretor', { nome: `Paula Hidratada ${marca}` });
    const html = await (await corretor.client.request('/oportunidades')).text();
    expect(rootOf(html)).toContain('Olá, <strong class="font-semibold">Paula</strong>');
    expect(rootOf(html)).toContain('Meu Painel');
    // Nothing the server could not finish: a browser-only part (the live notifications) is left out, not cut short,
    // or React reports the boundary and draws it again in the browser.
    expect(html).not.toContain('<!--$!-->');
    const me = payloadOf(html).cache.queries.find((q) => q.queryKey[0] === 'me');
    expect((me?.state.data as { id: string }).id).toBe(corretor.userId);
  });
});

describe('views of a server-rendered development page', () => {
  const views = () =>
    withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`SELECT visualizacoes AS n FROM imoveis WHERE id = ${id}`);
      return r.rows[0]!.n;
    });

  it('counts a browser opening the page once, even in a burst, and never a link-preview robot', async () => {
    const before = await views();
    // A robot fetching the Open Graph tags sends no Sec-Fetch-Dest.
    await client().settled(`/oportunidades/${id}`);
    const visitor = client();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        visitor.settled(`/oportunidades/${id}`, { headers: { 'sec-fetch-dest': 'document' } }),
      ),
    );
    expect(await views()).toBe(before + 1);
  });
});

describe('server-rendered pages in the edge cache', () => {
  /** One page request with the cache switched on, waiting for what it left behind (store, view count). */
  async function page(path: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const req = new Request(ORIGIN + path, { headers: { 'cf-connecting-ip': freshIp(), ...headers } });
    const res = await app.fetch(req, { ...env, EDGE_CACHE: 'on' }, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, html };
  }

  it('serves an anonymous visitor the stored page, still counting the view; a session bypasses it', async () => {
    const construtora = await signedUp('construtora');
    const outro = await insertImovel(construtora.perfilId, { nome: `Cache da Página ${marca}` });
    const path = `/oportunidades/${outro}`;
    const browser = { 'sec-fetch-dest': 'document' };
    const first = await page(path, browser);
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    const second = await page(path, browser);
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(rootOf(second.html)).toContain(`Cache da Página ${marca}`);
    expect(second.res.headers.get('cache-control')).toBe('no-cache');
    const views = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`SELECT visualizacoes AS n FROM imoveis WHERE id = ${outro}`);
      return r.rows[0]!.n;
    });
    expect(views).toBe(2);

    const corretor = await signedUp('corretor', { nome: `Bruno Sessao ${marca}` });
    const personal = await page(path, { cookie: corretor.client.cookie! });
    expect(personal.res.headers.get('x-cache')).toBe('BYPASS');
    // The signed-in page names the person: kept by no cache, shared or private.
    expect(personal.res.headers.get('cache-control')).toBe('private, no-store');
    expect(rootOf(personal.html)).toContain('Meu Painel');
    // The visitor's copy never picked up the signed-in header.
    expect(rootOf((await page(path)).html)).not.toContain('Meu Painel');
  });
});

describe('/dashboard', () => {
  it('is the SPA shell; for the sales grid it names the route, the tab and their imports for the entry', async () => {
    const manifest = await fetchManifest(env, new URL(ORIGIN));
    const chunksOf = async (path: string) => {
      const res = await client().request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      return html.match(/<html lang="pt-BR" data-chunks="([^"]*)">/)![1]!.split(' ');
    };
    const grade = await chunksOf('/dashboard?tab=espelho&imovel=x');
    const tab = manifest['features/espelho/espelho-tab.tsx']!;
    expect(grade).toContain(`/${manifest['routes/dashboard.tsx']!.file}`);
    expect(grade).toContain(`/${tab.file}`);
    for (const k of tab.imports ?? []) expect(grade).toContain(`/${manifest[k]!.file}`);
    expect(new Set(grade).size).toBe(grade.length);
    // Another tab downloads only what every tab needs.
    expect(await chunksOf('/dashboard?tab=chat')).not.toContain(`/${tab.file}`);
  });
});
