import { beforeAll, describe, expect, it } from 'vitest';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { client } from '../helpers/http.ts';

// A spot in the Atlantic, far from every other test's data, so only this file's developments are near it.
const ORIGIN = { lat: -31.5, long: -38.5 };
const ids: Record<string, string> = {};

beforeAll(async () => {
  const construtora = await signedUp('construtora');
  const at = (km: number) => ({ latitude: ORIGIN.lat + km / 111.2, longitude: ORIGIN.long });
  for (const [nome, km, ativo] of [
    ['A 1 km', 1, true],
    ['B 5 km', 5, true],
    ['C 20 km', 20, true],
    ['D 80 km', 80, true],
    ['Inativo 2 km', 2, false],
  ] as const) {
    ids[nome] = await insertImovel(construtora.perfilId, { nome, ativo, ...at(km) });
  }
});

async function nearby(params: Record<string, string>) {
  const res = await client().api('GET', '/api/oportunidades/proximos', {
    query: { lat: ORIGIN.lat, long: ORIGIN.long, ...params },
  });
  expect(res.status).toBe(200);
  return (await res.json()).items;
}

describe('GET /api/oportunidades/proximos', () => {
  it('returns active developments within the radius, nearest first, with their distance', async () => {
    const items = await nearby({ raio_km: '50', limit: '6' });
    expect(items.map((i) => i.nome)).toEqual(['A 1 km', 'B 5 km', 'C 20 km']);
    expect(items[0]!.distancia_km).toBeCloseTo(1, 0);
    expect(items[2]!.distancia_km).toBeCloseTo(20, 0);
  });

  it('honours the item limit and a smaller radius', async () => {
    expect((await nearby({ raio_km: '50', limit: '2' })).map((i) => i.nome)).toEqual(['A 1 km', 'B 5 km']);
    expect((await nearby({ raio_km: '3', limit: '6' })).map((i) => i.nome)).toEqual(['A 1 km']);
  });

  it('defaults to 50 km and 6 items', async () => {
    expect((await nearby({})).map((i) => i.nome)).toEqual(['A 1 km', 'B 5 km', 'C 20 km']);
  });
});
