// The integration API (/api/v1) as an integrator's server calls it: bearer token, no cookie, no Origin. Pagination
// and updated_after, what a unit carries (never a reservation's client), and every refusal: no token, a revoked
// one, another construtora's development, the per-token rate.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { construtoraComEspelho, contratoAtivo, reserve } from '../helpers/espelho.ts';
import type { ApiOptions } from '../../web/lib/api.ts';
import { client, errorBody } from '../helpers/http.ts';
import { createToken, integratorGet } from '../helpers/integracoes.ts';

let dev: SignedUp;
let token: string;
let imovelId: string;
let unidades: { id: string; numero: string }[];
beforeAll(async () => {
  const grid = await construtoraComEspelho();
  dev = grid.construtora;
  imovelId = grid.imovelId;
  unidades = grid.unidades;
  token = (await createToken(dev.client)).token;
});

/** As an integrator's server asks: the bearer token only (no cookie; a GET has no Origin). */
const bearer = (t: string) => ({ headers: { authorization: `Bearer ${t}` }, settled: true });

async function empreendimentos(query: ApiOptions<'GET', '/api/v1/empreendimentos'>['query'] = {}, t = token) {
  const res = await client().api('GET', '/api/v1/empreendimentos', { query, ...bearer(t) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function unidadesDe(id: string, query: ApiOptions<'GET', '/api/v1/empreendimentos/:id/unidades'>['query'] = {}) {
  const res = await client().api('GET', '/api/v1/empreendimentos/:id/unidades', {
    param: { id },
    query,
    ...bearer(token),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe('GET /api/v1/empreendimentos', () => {
  it("lists only the token's construtora's developments, paged by cursor", async () => {
    const own = await signedUp('construtora');
    const ids = [await insertImovel(own.perfilId), await insertImovel(own.perfilId), await insertImovel(own.perfilId)];
    await insertImovel(dev.perfilId);
    const t = (await createToken(own.client)).token;
    const first = await empreendimentos({ limit: 2 }, t);
    expect(first.items).toHaveLength(2);
    const second = await empreendimentos({ limit: 2, cursor: first.nextCursor }, t);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((i) => i.id).sort()).toEqual([...ids].sort());
  });

  it('gives each development its price range in reais, from its units', async () => {
    const page = await empreendimentos();
    expect(page.items.find((i) => i.id === imovelId)).toMatchObject({ preco_min: 400_000, preco_max: 401_000 });
  });

  it('with updated_after answers only what changed since', async () => {
    const own = await signedUp('construtora');
    const [a, b] = [await insertImovel(own.perfilId), await insertImovel(own.perfilId)];
    const t = (await createToken(own.client)).token;
    const all = await empreendimentos({}, t);
    const since = all.items
      .map((i) => i.updated_at)
      .sort()
      .at(-1)!;
    await withDb((db) => db.execute(sql`UPDATE imoveis SET nome = 'Renomeado', updated_at = now() WHERE id = ${b}`));
    const changed = await empreendimentos({ updated_after: since }, t);
    expect(changed.items.map((i) => i.id)).toEqual([b]);
    expect(changed.items[0]!.nome).toBe('Renomeado');
    expect(all.items.map((i) => i.id)).toContain(a);
  });

  it('refuses a malformed updated_after, limit or cursor with 400', async () => {
    for (const q of [
      'updated_after=ontem',
      'updated_after=2026-02-30T00:00:00Z',
      'limit=0',
      'limit=201',
      'cursor=xyz',
    ]) {
      const res = await integratorGet(`/api/v1/empreendimentos?${q}`, token);
      expect(res.status, q).toBe(400);
      expect((await errorBody(res)).error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/v1/empreendimentos/:id/unidades', () => {
  it('answers tower, number, typology, area, price and status, and never the client of a reservation', async () => {
    const corretor = await signedUp('corretor');
    await contratoAtivo(corretor, imovelId);
    expect((await reserve(corretor.client, imovelId, unidades[0]!.id)).status).toBe(201);
    const res = await client().api('GET', '/api/v1/empreendimentos/:id/unidades', {
      param: { id: imovelId },
      ...bearer(token),
    });
    const text = await res.clone().text();
    expect(text).not.toContain('Maria Cliente');
    expect(text).not.toContain('99999-0000');
    const page = await res.json();
    expect(page.items).toHaveLength(unidades.length);
    const reservada = page.items.find((u) => u.id === unidades[0]!.id)!;
    expect(Object.keys(reservada).sort()).toEqual(
      [
        'andar',
        'area_privativa',
        'id',
        'imovel_id',
        'numero',
        'preco_centavos',
        'status',
        'tipologia',
        'torre',
        'updated_at',
        'vagas',
      ].sort(),
    );
    expect(reservada).toMatchObject({ torre: 'Torre A', status: 'Reservada', imovel_id: imovelId });
    expect(reservada).toMatchObject({ numero: '201', area_privativa: 68, preco_centavos: 40_000_000 });
  });

  it('lists only the units changed after updated_after, one page at a time', async () => {
    const all = await unidadesDe(imovelId);
    const since = all.items
      .map((u) => u.updated_at)
      .sort()
      .at(-1)!;
    const target = unidades[1]!.id;
    await withDb((db) =>
      db.execute(sql`UPDATE unidades SET status = 'Bloqueada', updated_at = now() WHERE id = ${target}`),
    );
    const changed = await unidadesDe(imovelId, { updated_after: since });
    expect(changed.items.map((u) => [u.id, u.status])).toEqual([[target, 'Bloqueada']]);
    const first = await unidadesDe(imovelId, { limit: 3 });
    expect(first.items).toHaveLength(3);
    const rest = await unidadesDe(imovelId, { limit: 3, cursor: first.nextCursor });
    expect(new Set([...first.items, ...rest.items].map((u) => u.id)).size).toBe(unidades.length);
  });

  it("is 404 for another construtora's development, an archived one, or a malformed id", async () => {
    const other = await construtoraComEspelho();
    const res = await integratorGet(`/api/v1/empreendimentos/${other.imovelId}/unidades`, token);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Torre');
    const archived = await insertImovel(dev.perfilId, { ativo: false, removido_em: new Date().toISOString() });
    expect((await integratorGet(`/api/v1/empreendimentos/${archived}/unidades`, token)).status).toBe(404);
    expect((await integratorGet('/api/v1/empreendimentos/123/unidades', token)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('401 without a token, with a malformed or unknown one, and with a revoked one', async () => {
    for (const t of [null, '', 'ci_inexistente', 'abc']) {
      const res = await integratorGet('/api/v1/empreendimentos', t);
      expect(res.status).toBe(401);
      expect((await errorBody(res)).error.code).toBe('unauthorized');
    }
    const revoked = await createToken(dev.client, 'Revogado');
    expect((await dev.client.request(`/api/tokens/${revoked.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await integratorGet(`/api/v1/empreendimentos/${imovelId}/unidades`, revoked.token)).status).toBe(401);
  });

  it('a session cookie is not a token: the signed-in construtora gets 401', async () => {
    expect((await dev.client.request('/api/v1/empreendimentos')).status).toBe(401);
  });

  it('429 with Retry-After past the per-token rate, counted per token, under a burst', async () => {
    const limit = { LIMITE_API_POR_MINUTO: '5' };
    const { token: t } = await createToken(dev.client, 'Rajada');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => integratorGet('/api/v1/empreendimentos', t, limit)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    const retry = Number(refused[0]!.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await errorBody(refused[0]!)).error.code).toBe('rate_limited');
    // Another token of the same construtora has its own budget.
    const { token: other } = await createToken(dev.client, 'Outro');
    expect((await integratorGet('/api/v1/empreendimentos', other, limit)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await integratorGet('/api/v1/openapi.json', null);
    expect(res.status).toBe(200);
    // The document is the library's, not a route of the contract: its shape is asserted, not assumed.
    const doc = await res.json();
    const unidadesOp = ['paths', '/empreendimentos/{id}/unidades', 'get'];
    const present = expect.anything();
    expect(doc).toHaveProperty('openapi', '3.1.0');
    expect(doc).toHaveProperty(
      [...unidadesOp, 'parameters'],
      ['id', 'cursor', 'limit', 'updated_after'].map((name) => expect.objectContaining({ name })),
    );
    expect(doc).toHaveProperty([...unidadesOp, 'responses'], {
      200: present,
      400: present,
      401: present,
      404: present,
      429: present,
    });
    expect(doc).toHaveProperty(['components', 'schemas', 'Unidade', 'properties', 'preco_centavos']);
    expect(doc).toHaveProperty(
      ['components', 'securitySchemes', 'token'],
      expect.objectContaining({ scheme: 'bearer' }),
    );
  });

  it('has a readable reference page', async () => {
    const res = await integratorGet('/api/v1/referencia', null);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('GET /api/v1/empreendimentos/{id}/unidades');
    expect(html).toContain('updated_after');
    expect(html).toContain('id="Unidade"');
  });
});
