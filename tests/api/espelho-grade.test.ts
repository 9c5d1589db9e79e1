// The grid as a phone loads it: the compact answer (towers and kinds once, a short row per unit, no ids and no
// client data), its ETag (a grid opened again that did not change is a 304 with no body), and one unit whole by
// tower and number when its dialog opens.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG_ESPELHO, STATUS_UNIDADE, type Espelho } from '../../worker/schemas/espelho.ts';
import { withDb } from '../helpers/db.ts';
import {
  cliente,
  construtoraComEspelho,
  corretoresComContrato,
  espelho,
  grade,
  porNumero,
  reserve,
  torre,
} from '../helpers/espelho.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { errorBody, type Client, type RawResponse } from '../helpers/http.ts';

const message = async (res: RawResponse) => (await errorBody(res)).error.message;
const unidade = (c: Client, imovelId: string, torre: string, numero: string) =>
  c.api('GET', '/api/espelho/:imovelId/unidade', { param: { imovelId }, query: { torre, numero } });

let dev: SignedUp;
let imovelId: string;
let dono: SignedUp;
let outro: SignedUp;

beforeAll(async () => {
  const made = await construtoraComEspelho({ torre: torre('Torre B', 1, 3, 4) });
  dev = made.construtora;
  imovelId = made.imovelId;
  await dev.client.request(`/api/espelho/${imovelId}/gerador`, { method: 'POST', json: torre('Torre A', 1, 2, 2) });
  [dono, outro] = (await corretoresComContrato(imovelId, 2, 'Corretor Grade')) as [SignedUp, SignedUp];
  const todas = (await espelho(dev.client, imovelId)).unidades;
  expect((await reserve(dono.client, imovelId, porNumero(todas, '301').id)).status).toBe(201);
});

describe('GET /api/espelho/:imovelId (compact)', () => {
  it('sends towers and kinds of unit once and each unit as a row pointing at them, in display order', async () => {
    const g = await grade(dev.client, imovelId);
    expect(g.torres).toEqual(['Torre A', 'Torre B']);
    expect(g.tipos).toEqual([
      { tipologia: '2 dorms · 68 m²', area_privativa: 68, vagas: 1 },
      { tipologia: '3 dorms · 90 m²', area_privativa: 90, vagas: 2 },
    ]);
    expect(g.unidades).toHaveLength(4 + 12);
    // Towers in order, floors from the top, numbers in natural order.
    expect(g.unidades.slice(0, 4).map(([t, numero]) => `${g.torres[t]} ${numero}`)).toEqual([
      'Torre A 201',
      'Torre A 202',
      'Torre A 101',
      'Torre A 102',
    ]);
    const [t, numero, andar, final, k, preco, status, seq, minha] = g.unidades.find((r) => r[1] === '302')!;
    expect([g.torres[t], numero, andar, final, g.tipos[k], preco, STATUS_UNIDADE[status], minha]).toEqual([
      'Torre B',
      '302',
      3,
      '2',
      { tipologia: '3 dorms · 90 m²', area_privativa: 90, vagas: 2 },
      40_100_000,
      'Disponível',
      0,
    ]);
    expect(seq).toBeGreaterThan(0);
    expect(g.seq).toBe(Math.max(...g.unidades.map((r) => r[7])));
    expect(g.contagem).toMatchObject({ Disponível: 15, Reservada: 1 });
  });

  it('carries no unit id and no client data for anyone; `minha` marks the holder’s unit only', async () => {
    const ids = (await espelho(dev.client, imovelId)).unidades.map((u) => u.id);
    for (const c of [dev.client, dono.client, outro.client]) {
      const body = await (await c.request(`/api/espelho/${imovelId}`)).text();
      expect(body).not.toContain(cliente.cliente_nome);
      expect(body).not.toContain(cliente.cliente_telefone);
      for (const id of ids) expect(body).not.toContain(id);
    }
    const minha = (g: Espelho) => g.unidades.filter((r) => r[8] === 1).map((r) => r[1]);
    expect(minha(await grade(dono.client, imovelId))).toEqual(['301']);
    expect(minha(await grade(outro.client, imovelId))).toEqual([]);
    expect(minha(await grade(dev.client, imovelId))).toEqual([]);
  });

  it('answers 304 with no body to a grid that did not change, and 200 again once a unit changes', async () => {
    const first = await dev.client.request(`/api/espelho/${imovelId}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await dev.client.request(`/api/espelho/${imovelId}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Another viewer never gets a 304 for someone else's copy (their `minha` differ).
    const asOther = await outro.client.request(`/api/espelho/${imovelId}`, { headers: { 'If-None-Match': etag } });
    expect(asOther.status).toBe(200);

    const livre = porNumero((await espelho(dev.client, imovelId)).unidades, '102');
    expect((await reserve(outro.client, imovelId, livre.id)).status).toBe(201);
    const changed = await dev.client.api('GET', '/api/espelho/:imovelId', {
      param: { imovelId },
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const g = await changed.json();
    expect(STATUS_UNIDADE[g.unidades.find((r) => r[1] === '102')![6]]).toBe('Reservada');
  });

  it('keeps 2,000 units under 40 KB gzipped', async () => {
    const big = await signedUp('construtora', { nome: 'Construtora Grande' });
    const id = await insertImovel(big.perfilId);
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos)
        SELECT ${id}, 'Torre ' || t, (f * 100 + p)::text, f, p::text, CASE WHEN p % 2 = 0 THEN '3 dorms' ELSE '2 dorms' END,
               CASE WHEN p % 2 = 0 THEN 90 ELSE 68 END, 1 + p % 2, 45000000 + f * 100000 + p * 25000 + t * 7
          FROM generate_series(1, 10) t, generate_series(1, 25) f, generate_series(1, 8) p`),
    );
    const body = await (await big.client.request(`/api/espelho/${id}`)).arrayBuffer();
    const gz = await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
    expect(JSON.parse(new TextDecoder().decode(body)).unidades).toHaveLength(2000);
    expect(gz.byteLength).toBeLessThan(40 * 1024);
  });
});

describe('GET /api/espelho/:imovelId/unidade', () => {
  it('gives the unit whole by tower and number, its reservation only to its holder and the developer', async () => {
    const read = async (c: Client) => {
      const res = await unidade(c, imovelId, 'Torre B', '301');
      expect(res.status).toBe(200);
      return (await res.json()).unidade;
    };
    const doDono = await read(dono.client);
    expect(doDono).toMatchObject({ torre: 'Torre B', numero: '301', status: 'Reservada', minha: true });
    expect(doDono.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(doDono.reserva).toMatchObject(cliente);
    expect((await read(dev.client)).reserva).toMatchObject({ ...cliente, corretor_id: dono.perfilId });
    const doOutro = await read(outro.client);
    expect(doOutro).toMatchObject({ status: 'Reservada', minha: false, reserva: null });
  });

  it('refuses a missing or overlong tower or number (400) and a unit that does not exist (404)', async () => {
    const semTorre = await dev.client.request(`/api/espelho/${imovelId}/unidade?numero=101`);
    expect(semTorre.status).toBe(400);
    expect(await message(semTorre)).toBe('Informe a torre.');
    const longo = await unidade(dev.client, imovelId, 'Torre A', '1'.repeat(21));
    expect(longo.status).toBe(400);
    const nenhuma = await unidade(dev.client, imovelId, 'Torre Z', '101');
    expect(nenhuma.status).toBe(404);
    expect(await message(nenhuma)).toBe(MSG_ESPELHO.unidadeNaoEncontrada);
  });
});
