import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_CIDADE_DESCONHECIDA } from '../../worker/schemas/cidades.ts';
import { MSG_CORRETOR } from '../../worker/schemas/corretor-painel.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';

/** Saves the preferences; `body` may be one the schema refuses (the invalid-input tests send those). */
const put = (c: Client, body: unknown) => c.api('PUT', '/api/preferencias', { json: body });
const get = async (c: Client) => (await (await c.api('GET', '/api/preferencias')).json()).preferencias;

async function stored(corretorId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ raio_km: number; created_at: string; updated_at: string }>(sql`
      SELECT raio_km, created_at::text AS created_at, updated_at::text AS updated_at
        FROM preferencias_corretores WHERE corretor_id = ${corretorId}`);
    return r.rows;
  });
}

describe('/api/preferencias', () => {
  it('starts empty, saves the defaults, then updates the same row (upsert on corretor_id)', async () => {
    const broker = await signedUp('corretor');
    expect(await get(broker.client)).toBeNull();

    const first = await put(broker.client, {});
    expect(first.status).toBe(200);
    expect((await first.json()).preferencias).toMatchObject({
      raio_km: 10,
      latitude: null,
      longitude: null,
      cidade: null,
      tipos_imoveis: [],
      faixa_preco_min: null,
      faixa_preco_max: null,
      notificar_novos: true,
      notificar_vendidos_reservados: true,
    });
    const [before] = await stored(broker.perfilId);

    const res = await put(broker.client, {
      raio_km: '30',
      latitude: -23.5613,
      longitude: -46.6565,
      tipos_imoveis: ['Apartamento', 'Studio'],
      faixa_preco_min: '300.000',
      faixa_preco_max: 1200000,
      notificar_novos: false,
      notificar_vendidos_reservados: true,
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()).preferencias;
    expect(saved).toMatchObject({
      raio_km: 30,
      latitude: -23.5613,
      longitude: -46.6565,
      cidade: null,
      tipos_imoveis: ['Apartamento', 'Studio'],
      faixa_preco_min: 300000,
      faixa_preco_max: 1200000,
      notificar_novos: false,
    });
    expect(await get(broker.client)).toEqual(saved);
    const rows = await stored(broker.perfilId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.created_at).toBe(before!.created_at);
    expect(rows[0]!.updated_at > before!.updated_at).toBe(true);
  });

  it('stores a chosen city as its coordinates and returns its label', async () => {
    const broker = await signedUp('corretor');
    const res = await put(broker.client, { cidade: 'sao paulo - SP', raio_km: 5 });
    expect(res.status).toBe(200);
    expect((await res.json()).preferencias).toMatchObject({
      cidade: 'São Paulo - SP',
      latitude: -23.5505,
      longitude: -46.6333,
      raio_km: 5,
    });
    expect((await get(broker.client))?.cidade).toBe('São Paulo - SP');
    // What the form sends: the label with the city's own coordinates.
    const form = await put(broker.client, { cidade: 'Campinas - SP', latitude: -22.9099, longitude: -47.0626 });
    expect((await form.json()).preferencias).toMatchObject({
      cidade: 'Campinas - SP',
      latitude: -22.9099,
      longitude: -47.0626,
    });
  });

  it('refuses bad input with the Portuguese message and keeps what was saved', async () => {
    const broker = await signedUp('corretor');
    await put(broker.client, { raio_km: 20 });
    const cases: [unknown, string][] = [
      [{ raio_km: 7 }, 'Escolha um raio da lista.'],
      [{ faixa_preco_min: -1 }, 'Preço mínimo não pode ser negativo.'],
      [{ faixa_preco_min: 500, faixa_preco_max: 100 }, 'O preço máximo deve ser maior ou igual ao mínimo.'],
      [{ tipos_imoveis: ['Castelo'] }, 'Tipo de imóvel inválido.'],
      [{ latitude: -23.5 }, 'Localização incompleta.'],
      [{ faixa_preco_max: 'muito' }, 'Preço máximo: informe um número.'],
      [{ cidade: 'Atlântida' }, MSG_CIDADE_DESCONHECIDA],
    ];
    for (const [body, msg] of cases) {
      const res = await put(broker.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(res)).error.message).toBe(msg);
    }
    expect((await stored(broker.perfilId)).map((r) => r.raio_km)).toEqual([20]);
  });

  it('is the broker’s own: other brokers, developers, admins and visitors are refused', async () => {
    const a = await signedUp('corretor');
    const b = await signedUp('corretor');
    await put(a.client, { raio_km: 50 });
    expect(await get(b.client)).toBeNull();
    await put(b.client, { raio_km: 1 });
    expect((await get(a.client))?.raio_km).toBe(50);

    const dev = await signedUp('construtora');
    const admin = await signedInAdmin();
    for (const [who, status] of [
      [client(), 401],
      [dev.client, 403],
      [admin.client, 403],
    ] as const) {
      expect((await who.request('/api/preferencias')).status).toBe(status);
      expect((await put(who, { raio_km: 5 })).status).toBe(status);
    }
    const total = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM preferencias_corretores p JOIN corretores c ON c.id = p.corretor_id
         WHERE c.user_id IN (${dev.userId}, ${admin.userId})`);
      return r.rows[0]!.n;
    });
    expect(total).toBe(0);
  });

  it('a broker account without its profile row can neither read nor save', async () => {
    const broker = await signedUp('corretor');
    await withDb((db) => db.execute(sql`DELETE FROM corretores WHERE id = ${broker.perfilId}`));
    for (const res of [await broker.client.request('/api/preferencias'), await put(broker.client, { raio_km: 5 })]) {
      expect(res.status).toBe(403);
      expect((await errorBody(res)).error.message).toBe(MSG_CORRETOR.semPerfil);
    }
  });
});
