// The VRSync feed (/feeds/vrsync.xml?token=…) as a listing portal reads it: well-formed XML that passes VRSync's
// documented element list, one Listing per development typology with units Disponível, priced from the lowest
// of them; the key in the query; the edge cache keyed by the feed's version, so a unit's change shows at once.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { withDb } from '../helpers/db.ts';
import { construtoraComEspelho, contratoAtivo, reserve, torre } from '../helpers/espelho.ts';
import { signedUp } from '../helpers/factories.ts';
import { ORIGIN } from '../helpers/http.ts';
import { createToken } from '../helpers/integracoes.ts';
import { child, parseXml, text, vrsyncProblems, type El } from '../helpers/vrsync-reader.ts';

async function feed(token: string | null, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const q = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  const res = await app.fetch(new Request(`${ORIGIN}/feeds/vrsync.xml${q}`), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const listingsOf = (xml: string) => child(parseXml(xml), 'Listings')!.children;
const byTitle = (ls: El[], part: string) => ls.find((l) => text(l, 'Title')!.includes(part))!;

let grid: Awaited<ReturnType<typeof construtoraComEspelho>>;
let token: string;
beforeAll(async () => {
  // Floors 1-2, two finals: '2 dorms · 68 m²' from R$ 400.000 and '3 dorms · 90 m²' from R$ 401.000 (per floor up).
  grid = await construtoraComEspelho({
    imovel: { nome: 'Residencial Feed', cidade: 'Curitiba', uf: 'PR', imagens_urls: ['/media/feed/fachada.webp'] },
    torre: torre('Torre A', 1, 2, 2),
  });
  token = (await createToken(grid.construtora.client)).token;
});

describe('GET /feeds/vrsync.xml', () => {
  it('is a VRSync feed with one Listing per typology, priced from the lowest available unit', async () => {
    // The two '2 dorms' units at different prices: the feed shows the lower.
    const [barata, cara] = grid.unidades.filter((u) => u.tipologia === '2 dorms · 68 m²');
    await withDb((db) =>
      db.execute(sql`UPDATE unidades SET preco_centavos = preco_centavos + 5000000 WHERE id = ${cara!.id}`),
    );
    const res = await feed(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const root = parseXml(xml);
    expect(vrsyncProblems(root)).toEqual([]);
    const listings = listingsOf(xml);
    expect(listings).toHaveLength(2);
    const dois = byTitle(listings, '2 dorms');
    expect(text(dois, 'Details/ListPrice')).toBe(String(barata!.preco_centavos! / 100));
    expect(text(dois, 'Details/Bedrooms')).toBe('2');
    expect(text(dois, 'Details/LivingArea')).toBe('68');
    expect(text(dois, 'Details/Garage')).toBe('1');
    expect(text(dois, 'Location/City')).toBe('Curitiba');
    expect(child(child(dois, 'Location')!, 'State')!.attrs.abbreviation).toBe('PR');
    expect(child(dois, 'Media')!.children[0]!.text).toBe(`${env.SITE_ORIGIN}/media/feed/fachada.webp`);
    expect(text(root, 'Header/ContactName')).toBe('Construtora Espelho');
  });

  it('leaves out a typology whose units are all taken, and never shows a client', async () => {
    const own = await construtoraComEspelho({ torre: torre('Torre B', 1, 1, 2) });
    const t = (await createToken(own.construtora.client)).token;
    const corretor = await signedUp('corretor');
    await contratoAtivo(corretor, own.imovelId);
    const tres = own.unidades.find((u) => u.tipologia === '3 dorms · 90 m²')!;
    expect((await reserve(corretor.client, own.imovelId, tres.id)).status).toBe(201);
    const xml = await (await feed(t)).text();
    expect(listingsOf(xml).map((l) => text(l, 'Title'))).toEqual([expect.stringContaining('2 dorms')]);
    expect(xml).not.toContain('Maria Cliente');
  });

  it('refuses a missing, unknown or revoked key with 401', async () => {
    expect((await feed(null)).status).toBe(401);
    expect((await feed('ci_desconhecido')).status).toBe(401);
    const revoked = await createToken(grid.construtora.client, 'Portal antigo');
    expect((await grid.construtora.client.request(`/api/tokens/${revoked.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await feed(revoked.token)).status).toBe(401);
  });

  it("answers only the key's construtora's developments", async () => {
    const other = await signedUp('construtora');
    const xml = await (await feed((await createToken(other.client)).token)).text();
    expect(vrsyncProblems(parseXml(xml))).toEqual([]);
    expect(listingsOf(xml)).toEqual([]);
  });

  it('is kept at the edge until a unit changes, then made again', async () => {
    const own = await construtoraComEspelho({ torre: torre('Torre C', 1, 1, 2) });
    const t = (await createToken(own.construtora.client)).token;
    const on = { EDGE_CACHE: 'on' };
    const first = await feed(t, on);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const again = await feed(t, on);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    const dois = own.unidades.find((u) => u.tipologia === '2 dorms · 68 m²')!;
    await withDb((db) =>
      db.execute(sql`UPDATE unidades SET status = 'Vendida', updated_at = now() WHERE id = ${dois.id}`),
    );
    const changed = await feed(t, on);
    expect(changed.headers.get('x-cache')).toBe('MISS');
    expect(listingsOf(await changed.text()).map((l) => text(l, 'Title'))).toEqual([expect.stringContaining('3 dorms')]);
  });
});
