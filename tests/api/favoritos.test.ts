import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

let imovelA = '';
let imovelB = '';
let inativo = '';
let construtora: SignedUp;

beforeAll(async () => {
  construtora = await signedUp('construtora');
  imovelA = await insertImovel(construtora.perfilId, { nome: 'Favorito A' });
  imovelB = await insertImovel(construtora.perfilId, { nome: 'Favorito B' });
  inativo = await insertImovel(construtora.perfilId, { nome: 'Favorito Inativo', ativo: false });
});

const list = async (c: SignedUp) => (await (await c.client.api('GET', '/api/favoritos')).json()).items;

describe('/api/favoritos', () => {
  it('adds, lists newest first and removes a broker favourite', async () => {
    const broker = await signedUp('corretor');
    const add = await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelA } });
    expect(add.status).toBe(201);
    await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelB } });
    const again = await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelB } });
    expect(again.status).toBe(201);
    expect((await list(broker)).map((f) => f.imovel?.nome)).toEqual(['Favorito B', 'Favorito A']);
    const del = await broker.client.request(`/api/favoritos/${imovelA}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await list(broker)).map((f) => f.imovel_id)).toEqual([imovelB]);
  });

  it('shows a development deactivated later as removed (imovel null)', async () => {
    const broker = await signedUp('corretor');
    const id = await insertImovel(construtora.perfilId, { nome: 'Vai sumir' });
    await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: id } });
    await withDb((db) => db.execute(sql`UPDATE imoveis SET ativo = false WHERE id = ${id}`));
    expect(await list(broker)).toEqual([expect.objectContaining({ imovel_id: id, imovel: null })]);
  });

  it('merges the browser favourites into the account, skipping duplicates and inactive ones', async () => {
    const broker = await signedUp('corretor');
    await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelA } });
    const res = await broker.client.api('POST', '/api/favoritos/importar', {
      body: { imovel_ids: [imovelA, imovelB, imovelB, inativo, crypto.randomUUID()] },
    });
    expect(await res.json()).toEqual({ importados: 1 });
    expect((await list(broker)).map((f) => f.imovel_id).sort()).toEqual([imovelA, imovelB].sort());
  });

  it('refuses visitors and construtoras with their messages', async () => {
    const visitor = await client().request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelA } });
    expect(visitor.status).toBe(401);
    expect((await errorBody(visitor)).error.message).toBe('Faça login para adicionar aos favoritos.');
    const res = await construtora.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelA } });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe('Complete seu perfil de corretor para favoritar.');
    expect((await construtora.client.request('/api/favoritos')).status).toBe(403);
  });

  it('rejects bad ids and inactive developments without writing', async () => {
    const broker = await signedUp('corretor');
    const bad = await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: 'x' } });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toBe('Imóvel inválido.');
    const gone = await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: inativo } });
    expect(gone.status).toBe(404);
    expect((await broker.client.request('/api/favoritos/x', { method: 'DELETE' })).status).toBe(404);
    expect(await list(broker)).toEqual([]);
  });

  it("one broker cannot remove another's favourite", async () => {
    const owner = await signedUp('corretor');
    const other = await signedUp('corretor');
    await owner.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelA } });
    await other.client.request(`/api/favoritos/${imovelA}`, { method: 'DELETE' });
    expect((await list(owner)).map((f) => f.imovel_id)).toEqual([imovelA]);
  });
});
