// The edge cache of the public reads (worker/lib/edge-cache.ts) with the switch on, against the Workers Cache API
// of Miniflare and the real database: what a visitor is served, and what the database counts.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { STORED_AT_HEADER, edgeCacheKey } from '../../worker/lib/edge-cache.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { freshIp, ORIGIN } from '../helpers/http.ts';

type Answer = { res: Response; body: unknown };

/** One request with the cache on, waiting for what it left in waitUntil (store, refresh, view count). */
type Options = { ip?: string; cookie?: string; headers?: Record<string, string>; vars?: Record<string, string> };

async function get(path: string, opts: Options = {}) {
  const headers = new Headers({ ...opts.headers, 'cf-connecting-ip': opts.ip ?? freshIp() });
  if (opts.cookie) headers.set('cookie', opts.cookie);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(ORIGIN + path, { headers }), { ...env, EDGE_CACHE: 'on', ...opts.vars }, ctx);
  const body: unknown = await res.json();
  await waitOnExecutionContext(ctx);
  return { res, body } satisfies Answer;
}

const cache = () => (caches as unknown as { default: Cache }).default;

/** Makes the stored copy of `path` look `seconds` old. */
async function age(path: string, seconds: number) {
  const key = edgeCacheKey(ORIGIN + path)!;
  const stored = await cache().match(key);
  expect(stored).toBeTruthy();
  const copy = new Response(stored!.body, stored!);
  copy.headers.set(STORED_AT_HEADER, String(Date.now() - seconds * 1000));
  await cache().put(key, copy);
}

/** A list answer with exactly these developments, in this order. */
const listing = (...nomes: string[]) => ({ items: nomes.map((nome) => ({ nome })) });
const rename = (id: string, nome: string) =>
  withDb((db) => db.execute(sql`UPDATE imoveis SET nome = ${nome} WHERE id = ${id}`));
const views = (id: string) =>
  withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT visualizacoes AS n FROM imoveis WHERE id = ${id}`);
    return r.rows[0]!.n;
  });

let construtoraId = '';
beforeAll(async () => {
  construtoraId = (await signedUp('construtora')).perfilId;
});

/** A development of its own and a list URL that finds only it, so tests never share cache entries. */
async function fresh() {
  const word = `cache${crypto.randomUUID().slice(0, 8)}`;
  const id = await insertImovel(construtoraId, { nome: `Residencial ${word}` });
  return { id, word, list: `/api/oportunidades?q=${word}` };
}

describe('edge cache: list, nearby and detail', () => {
  it('stores the first answer (MISS) and serves it again (HIT) without asking the database', async () => {
    const { id, word, list } = await fresh();
    const miss = await get(list);
    expect(miss.res.headers.get('x-cache')).toBe('MISS');
    expect(miss.body).toMatchObject(listing(`Residencial ${word}`));
    await rename(id, `Renomeado ${word}`);
    const hit = await get(list);
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get('x-cache')).toBe('HIT');
    expect(hit.body).toMatchObject(listing(`Residencial ${word}`));
    // Per-request and storage headers are the hit's own, not the first answer's.
    expect(hit.res.headers.get('x-request-id')).not.toBe(miss.res.headers.get('x-request-id'));
    expect(hit.res.headers.get(STORED_AT_HEADER)).toBeNull();
    expect(hit.res.headers.get('cache-control')).toBeNull();
    expect(hit.res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('serves a stale copy once, refreshes it in the background, then serves the new one', async () => {
    const { id, word, list } = await fresh();
    await get(list);
    await rename(id, `Novo ${word}`);
    await age(list, 45);
    const stale = await get(list);
    expect(stale.res.headers.get('x-cache')).toBe('STALE');
    expect(Number(stale.res.headers.get('age'))).toBeGreaterThanOrEqual(45);
    expect(stale.body).toMatchObject(listing(`Residencial ${word}`));
    const after = await get(list);
    expect(after.res.headers.get('x-cache')).toBe('HIT');
    expect(after.body).toMatchObject(listing(`Novo ${word}`));
  });

  it('never serves a copy older than 60 s: a change is visible within a minute', async () => {
    const { id, word, list } = await fresh();
    await get(list);
    await rename(id, `Editado ${word}`);
    await age(list, 61);
    const res = await get(list);
    expect(res.res.headers.get('x-cache')).toBe('MISS');
    expect(res.body).toMatchObject(listing(`Editado ${word}`));
  });

  it('bypasses and never stores a request with a cookie, logged in or not', async () => {
    const { word, list } = await fresh();
    const withCookie = await get(list, { cookie: 'tema=escuro' });
    expect(withCookie.res.headers.get('x-cache')).toBe('BYPASS');
    expect(withCookie.body).toMatchObject(listing(`Residencial ${word}`));
    expect(await cache().match(edgeCacheKey(ORIGIN + list)!)).toBeUndefined();
    const signed = await signedUp('corretor');
    const loggedIn = await get(list, { cookie: signed.client.cookie! });
    expect(loggedIn.res.headers.get('x-cache')).toBe('BYPASS');
    expect(await cache().match(edgeCacheKey(ORIGIN + list)!)).toBeUndefined();
    expect((await get(list)).res.headers.get('x-cache')).toBe('MISS');
  });

  it('keys by the parameters the validator reads, sorted, without tracking or empty ones', async () => {
    const { word } = await fresh();
    expect((await get(`/api/oportunidades?q=${word}&limit=5`)).res.headers.get('x-cache')).toBe('MISS');
    const variant = await get(`/api/oportunidades?utm_source=whatsapp&limit=5&fbclid=x&tipo=&foo=1&q=${word}`);
    expect(variant.res.headers.get('x-cache')).toBe('HIT');
    // A client cannot force a refresh by sending the refresh header itself.
    const forged = await get(`/api/oportunidades?q=${word}&limit=5`, { headers: { 'x-edge-cache-refresh': 'x' } });
    expect(forged.res.headers.get('x-cache')).toBe('HIT');
    // What the validator refuses is answered 400 and never stored.
    const bad = await get(`/api/oportunidades?q=${word}&limit=500`);
    expect(bad.res.status).toBe(400);
    expect(bad.res.headers.get('x-cache')).toBeNull();
  });

  it('caches the nearby list by its own parameters', async () => {
    const path = `/api/oportunidades/proximos?lat=-25.4&long=-49.2&raio_km=${(Math.random() * 400 + 1).toFixed(3)}`;
    expect((await get(path)).res.headers.get('x-cache')).toBe('MISS');
    const hit = await get(`${path}&utm_campaign=x`);
    expect(hit.res.headers.get('x-cache')).toBe('HIT');
    expect(hit.body).toHaveProperty('items', expect.any(Array));
  });

  it('counts the views of cached details per visitor and network, within the daily cap', async () => {
    const { id } = await fresh();
    const path = `/api/oportunidades/${id}`;
    expect((await get(path)).res.headers.get('x-cache')).toBe('MISS');
    const visitor = freshIp();
    const hit = await get(path, { ip: visitor });
    expect(hit.res.headers.get('x-cache')).toBe('HIT');
    expect(hit.body).toHaveProperty('imovel.id', id);
    await get(path, { ip: visitor });
    await get(path);
    expect(await views(id)).toBe(3);
    // A network at its daily cap is not counted, on hits as on misses.
    const capped = freshIp();
    const other = await fresh();
    await get(`/api/oportunidades/${other.id}`, { ip: capped, vars: { LIMITE_VISUALIZACOES_POR_DIA: '1' } });
    const overCap = await get(path, { ip: capped, vars: { LIMITE_VISUALIZACOES_POR_DIA: '1' } });
    expect(overCap.res.headers.get('x-cache')).toBe('HIT');
    expect(await views(id)).toBe(3);
  });

  it('a stale detail counts the visitor once, not again for the background refresh', async () => {
    const { id } = await fresh();
    const path = `/api/oportunidades/${id}`;
    await get(path);
    await age(path, 40);
    expect((await get(path)).res.headers.get('x-cache')).toBe('STALE');
    expect(await views(id)).toBe(2);
  });

  it('does not cache a 404: a development published later is served at once', async () => {
    const id = crypto.randomUUID();
    const missing = await get(`/api/oportunidades/${id}`);
    expect(missing.res.status).toBe(404);
    await insertImovel(construtoraId, { id, nome: 'Publicado depois' });
    const found = await get(`/api/oportunidades/${id}`);
    expect(found.res.status).toBe(200);
    expect(found.body).toHaveProperty('imovel.nome', 'Publicado depois');
  });

  it('answers a burst of parallel first requests correctly and then hits', async () => {
    const { word, list } = await fresh();
    const burst = await Promise.all(Array.from({ length: 12 }, () => get(list)));
    for (const a of burst) expect(a.body).toMatchObject(listing(`Residencial ${word}`));
    expect((await get(list)).res.headers.get('x-cache')).toBe('HIT');
  });

  it('stays out of the way when the switch is off', async () => {
    const { list } = await fresh();
    const res = await get(list, { vars: { EDGE_CACHE: 'off' } });
    expect(res.res.headers.get('x-cache')).toBeNull();
    expect(await cache().match(edgeCacheKey(ORIGIN + list)!)).toBeUndefined();
  });
});
