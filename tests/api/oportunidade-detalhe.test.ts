import { env, exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWS_PER_DAY, diaSaoPaulo, viewQuotaKey } from '../../worker/domain/imoveis.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { client, errorBody, freshIp, sameNetwork } from '../helpers/http.ts';

const SITE = env.SITE_ORIGIN!;

let id = '';
let inactiveId = '';

beforeAll(async () => {
  const construtora = await signedUp('construtora', { nome: 'Construtora Mirante' });
  await withDb((db) =>
    db.execute(sql`UPDATE construtoras SET telefone = '(41) 3333-4444' WHERE id = ${construtora.perfilId}`),
  );
  id = await insertImovel(construtora.perfilId, {
    nome: 'Residencial Mirante do Parque',
    cidade: 'Curitiba',
    uf: 'PR',
    descricao: 'Apartamentos de 2 e 3 quartos ao lado do Parque Barigui.',
    preco_min: 480000,
    preco_max: 720000,
    comissao_percent: 5.5,
    imagens_urls: ['/media/imoveis/x/1.jpg', '/media/imoveis/x/2.jpg'],
    thumb_url: '/media/imoveis/x/1.thumb.jpg',
    diferenciais: ['Piscina aquecida', 'Academia'],
  });
  await withDb((db) =>
    db.execute(
      sql`UPDATE imoveis SET documentos = ${JSON.stringify([
        { name: 'Memorial Descritivo', url: 'https://exemplo.com.br/memorial.pdf' },
        { name: 'Sem link', url: '' },
        { name: '', url: 'https://exemplo.com.br/sem-nome.pdf' },
      ])}::jsonb WHERE id = ${id}`,
    ),
  );
  inactiveId = await insertImovel(construtora.perfilId, { nome: 'Oculto', ativo: false });
});

describe('GET /api/oportunidades/:id', () => {
  it('returns the development with its developer and only complete documents', async () => {
    const res = await client().api('GET', '/api/oportunidades/:id', { param: { id } });
    expect(res.status).toBe(200);
    const { imovel } = await res.json();
    expect(imovel).toMatchObject({
      nome: 'Residencial Mirante do Parque',
      comissao_percent: 5.5,
      imagens_urls: ['/media/imoveis/x/1.jpg', '/media/imoveis/x/2.jpg'],
      diferenciais: ['Piscina aquecida', 'Academia'],
      documentos: [{ name: 'Memorial Descritivo', url: 'https://exemplo.com.br/memorial.pdf' }],
      construtora: { nome: 'Construtora Mirante', telefone: '(41) 3333-4444' },
    });
  });

  it('answers 404 in Portuguese for inactive, unknown and malformed ids', async () => {
    for (const target of [inactiveId, crypto.randomUUID(), 'nao-e-uuid', "1' OR '1'='1"]) {
      const res = await client().request(`/api/oportunidades/${encodeURIComponent(target)}`);
      expect(res.status).toBe(404);
      expect((await errorBody(res)).error.message).toBe('Oportunidade não encontrada ou indisponível.');
    }
  });

  const views = async (imovelId = id) =>
    withDb(async (db) => {
      const r = await db.execute<{ v: number }>(sql`SELECT visualizacoes AS v FROM imoveis WHERE id = ${imovelId}`);
      return r.rows[0]!.v;
    });

  it('counts a visitor once a day', async () => {
    const visitor = client();
    const before = await views();
    await visitor.settled(`/api/oportunidades/${id}`);
    await visitor.settled(`/api/oportunidades/${id}`);
    await client().settled(`/api/oportunidades/${id}`);
    expect(await views(id)).toBe(before + 2);
  });

  it('a visitor changing User-Agent or rotating IPv6 addresses in its /64 is still one visitor', async () => {
    const visitor = client();
    const before = await views();
    for (let i = 0; i < 4; i++) {
      visitor.ip = sameNetwork(visitor.ip);
      await visitor.settled(`/api/oportunidades/${id}`, { headers: { 'user-agent': `robo/${i}` } });
    }
    expect(await views(id)).toBe(before + 1);
  });

  it('stops counting a network past its daily cap across developments', async () => {
    const construtora = await signedUp('construtora');
    const outro = await insertImovel(construtora.perfilId);
    const visitor = client();
    const network = `${visitor.ip.split(':').slice(0, 4).join(':')}::/64`;
    const dia = diaSaoPaulo();
    const chave = await viewQuotaKey(network, dia);
    // One view short of the cap: the next development viewed is counted, the one after is not.
    await withDb((db) =>
      db.execute(
        sql`INSERT INTO tentativas_login (chave, falhas, janela_inicio) VALUES (${chave}, ${VIEWS_PER_DAY - 1}, now())`,
      ),
    );
    await visitor.settled(`/api/oportunidades/${outro}`);
    expect(await views(outro)).toBe(1);
    const before = await views();
    await visitor.settled(`/api/oportunidades/${id}`);
    expect(await views(id)).toBe(before);
  });
});

describe('server-made HTML for link previews', () => {
  it('serves /oportunidades/:id with title, description, canonical and Open Graph tags', async () => {
    const res = await client().request(`/oportunidades/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Residencial Mirante do Parque | Conecta Imóveis</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/oportunidades/${id}">`);
    expect(html).toContain('<meta property="og:title" content="Residencial Mirante do Parque">');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/media/imoveis/x/1.jpg">`);
    expect(html).toMatch(
      /<meta name="description" content="R\$\s480\.000 - R\$\s720\.000 · Curitiba - PR · Construtora Mirante/,
    );
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('takes canonical, Open Graph and sitemap links from SITE_ORIGIN, never from a forged Host header', async () => {
    // At the edge the request URL is built from the Host header: a forged one shows up as the URL's host.
    const forged = (path: string) =>
      exports.default.fetch(new Request(`http://evil.example${path}`, { headers: { 'cf-connecting-ip': freshIp() } }));
    const html = await (await forged(`/oportunidades/${id}`)).text();
    expect(html).toContain(`<meta property="og:url" content="${SITE}/oportunidades/${id}">`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/oportunidades/${id}">`);
    const xml = await (await forged('/sitemap.xml')).text();
    for (const text of [html, xml]) expect(text).not.toContain('evil.example');
  });

  it('marks the sheet noindex and answers 404 for a missing development', async () => {
    const sheet = await (await client().request(`/oportunidades/${id}/ficha`)).text();
    expect(sheet).toContain('<title>Ficha do Imóvel: Residencial Mirante do Parque | Conecta Imóveis</title>');
    expect(sheet).toContain('<meta name="robots" content="noindex">');
    const missing = await client().request(`/oportunidades/${inactiveId}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('noindex');
  });

  it('escapes what the developer typed', async () => {
    const construtora = await signedUp('construtora', { nome: 'Construtora "Aspas" <b>' });
    const evil = await insertImovel(construtora.perfilId, { nome: 'Torre "><script>alert(1)</script>' });
    const html = await (await client().request(`/oportunidades/${evil}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Torre &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('lists active developments in sitemap.xml and points robots.txt at it', async () => {
    const xml = await (await client().request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${SITE}/oportunidades/${id}</loc>`);
    expect(xml).not.toContain(inactiveId);
    const robots = await (await client().request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
});
