import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyNovoImovel, notifyStatusAlterado } from '../../worker/domain/notificacoes.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, type Client } from '../helpers/http.ts';

const list = async (c: Client, limit = 50) =>
  (await (await c.api('GET', '/api/notificacoes', { query: { limit } })).json()).items;
const naoLidas = async (c: Client) => (await (await c.api('GET', '/api/notificacoes/nao-lidas')).json()).total;

async function notificacao(userId: string, overrides: { imovel_id?: string; link_acao?: string } = {}) {
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      VALUES (${userId}, 'nova_captacao', 'Teste', ${overrides.imovel_id ?? null}, ${overrides.link_acao ?? null})
      RETURNING id`);
    return r.rows[0]!.id;
  });
}

/** A broker made in SQL (no signup: the triggers' tests need many) with optional preferences. */
async function broker(prefs?: {
  lat?: number | null;
  lng?: number | null;
  raio?: number;
  tipos?: string[];
  min?: number | null;
  max?: number | null;
  novos?: boolean;
  vendidos?: boolean;
}) {
  return withDb(async (db) => {
    const u = await db.execute<{ id: string }>(sql`
      INSERT INTO users (email, password_hash, user_type)
      VALUES (${`trigger.${crypto.randomUUID()}@teste.com.br`}, 'x', 'corretor') RETURNING id`);
    const userId = u.rows[0]!.id;
    const k = await db.execute<{ id: string }>(
      sql`INSERT INTO corretores (user_id, nome, creci) VALUES (${userId}, 'Corretor', 'CRECI 1') RETURNING id`,
    );
    const corretorId = k.rows[0]!.id;
    if (prefs) {
      await db.execute(sql`
        INSERT INTO preferencias_corretores (corretor_id, raio_km, latitude, longitude, tipos_imoveis,
                                             faixa_preco_min, faixa_preco_max, notificar_novos,
                                             notificar_vendidos_reservados)
        VALUES (${corretorId}, ${prefs.raio ?? 10}, ${prefs.lat === undefined ? CENTRO.lat : prefs.lat},
                ${prefs.lng === undefined ? CENTRO.lng : prefs.lng}, ${sql.param(prefs.tipos ?? [])}::text[],
                ${prefs.min ?? null}, ${prefs.max ?? null}, ${prefs.novos ?? true}, ${prefs.vendidos ?? true})`);
    }
    return { userId, corretorId };
  });
}

/** Curitiba; 0.18° of latitude is about 20 km. */
const CENTRO = { lat: -25.4284, lng: -49.2733 };

let construtora: SignedUp;
beforeAll(async () => {
  construtora = await signedUp('construtora', { nome: 'Construtora Lumen' });
});

describe('/api/notificacoes', () => {
  it('lists a page of the newest 50 of the user with the joined development, and counts the unread', async () => {
    const corretor = await signedUp('corretor');
    const imovel = await insertImovel(construtora.perfilId, {
      nome: 'Residencial Lumen',
      preco_min: 300000,
      preco_max: 450000,
      tipo_imovel: 'Casa',
    });
    for (let i = 0; i < 51; i++) await notificacao(corretor.userId);
    const last = await notificacao(corretor.userId, { imovel_id: imovel, link_acao: `/oportunidades/${imovel}` });
    const items = await list(corretor.client);
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({
      id: last,
      user_id: corretor.userId,
      lida: false,
      link_acao: `/oportunidades/${imovel}`,
      imovel: {
        id: imovel,
        nome: 'Residencial Lumen',
        endereco: 'Rua das Flores, 100 - Centro, Curitiba - PR',
        preco_min: 300000,
        preco_max: 450000,
        status_imovel: 'Disponível',
        tipo_imovel: 'Casa',
        construtora_nome: 'Construtora Lumen',
      },
    });
    expect(items[1]!.imovel).toBeNull();
    expect(await naoLidas(corretor.client)).toBe(52);
    // A reconnecting tab asks only for what came after the newest it saw.
    const after = await (
      await corretor.client.api('GET', '/api/notificacoes', { query: { after: items[1]!.id } })
    ).json();
    expect(after.items.map((n) => n.id)).toEqual([last]);
  });

  it('marks one read, marks all read, deletes; another user’s notification is 404 and untouched', async () => {
    const a = await signedUp('corretor');
    const b = await signedUp('construtora');
    const [n1, n2, n3] = [await notificacao(a.userId), await notificacao(a.userId), await notificacao(a.userId)];
    const other = await notificacao(b.userId);

    expect((await a.client.request(`/api/notificacoes/${n1}/lida`, { method: 'POST' })).status).toBe(204);
    expect(await naoLidas(a.client)).toBe(2);
    expect((await a.client.request(`/api/notificacoes/${other}/lida`, { method: 'POST' })).status).toBe(404);
    expect((await a.client.request(`/api/notificacoes/${other}`, { method: 'DELETE' })).status).toBe(404);
    expect((await a.client.request('/api/notificacoes/x/lida', { method: 'POST' })).status).toBe(404);
    expect(await naoLidas(b.client)).toBe(1);
    expect((await list(b.client)).map((n) => n.id)).toEqual([other]);

    const all = await a.client.api('POST', '/api/notificacoes/lidas');
    expect(await all.json()).toEqual({ atualizadas: 2 });
    expect(await naoLidas(a.client)).toBe(0);
    expect(await naoLidas(b.client)).toBe(1);

    expect((await a.client.request(`/api/notificacoes/${n2}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list(a.client)).map((n) => n.id).sort()).toEqual([n1, n3].sort());
  });

  it('refuses visitors with 401 on every route', async () => {
    const v = client();
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ['GET', '/api/notificacoes'],
      ['GET', '/api/notificacoes/nao-lidas'],
      ['POST', '/api/notificacoes/lidas'],
      ['POST', `/api/notificacoes/${id}/lida`],
      ['DELETE', `/api/notificacoes/${id}`],
      ['GET', '/api/notificacoes/ws'],
    ] as const) {
      expect((await v.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('notification triggers', () => {
  it('novo_imovel reaches exactly the brokers whose radius, type, price and toggle match, once', async () => {
    const perto = await broker({});
    const longeRaio10 = await broker({ lat: CENTRO.lat + 0.18 });
    const longeRaio30 = await broker({ lat: CENTRO.lat + 0.18, raio: 30 });
    const soCasa = await broker({ tipos: ['Casa'] });
    const aptoOuCasa = await broker({ tipos: ['Apartamento', 'Casa'] });
    const caro = await broker({ min: 1_000_000, max: 2_000_000 });
    const faixaSobreposta = await broker({ min: 400_000, max: 600_000 });
    const soMinimoBaixo = await broker({ min: 100_000 });
    const barato = await broker({ max: 250_000 });
    const desligado = await broker({ novos: false });
    const semLocal = await broker({ lat: null, lng: null });
    await broker();

    const imovel = await insertImovel(construtora.perfilId, {
      nome: 'Lançamento Araucária',
      tipo_imovel: 'Apartamento',
      preco_min: 300_000,
      preco_max: 500_000,
      latitude: CENTRO.lat,
      longitude: CENTRO.lng,
    });
    const rows = await withDb((db) => db.transaction((tx) => notifyNovoImovel(tx, imovel)));
    const expected = [perto, longeRaio30, aptoOuCasa, faixaSobreposta, soMinimoBaixo].map((b) => b.userId);
    expect(rows.map((r) => r.user_id).sort()).toEqual(expected.sort());
    expect(rows[0]).toMatchObject({
      tipo: 'novo_imovel',
      mensagem: 'Novo empreendimento compatível com suas preferências: Lançamento Araucária.',
      link_acao: `/oportunidades/${imovel}`,
      imovel: { id: imovel, construtora_nome: 'Construtora Lumen' },
    });
    for (const b of [longeRaio10, soCasa, caro, barato, desligado, semLocal]) expect(expected).not.toContain(b.userId);
    // Reactivated later: nobody is told twice.
    expect(await withDb((db) => db.transaction((tx) => notifyNovoImovel(tx, imovel)))).toEqual([]);

    const inativo = await insertImovel(construtora.perfilId, {
      ativo: false,
      latitude: CENTRO.lat,
      longitude: CENTRO.lng,
    });
    expect(await withDb((db) => notifyNovoImovel(db, inativo))).toEqual([]);
  });

  it('a rollback of the cause leaves no notification', async () => {
    const b = await broker({});
    const imovel = await insertImovel(construtora.perfilId, { latitude: CENTRO.lat, longitude: CENTRO.lng });
    await expect(
      withDb((db) =>
        db.transaction(async (tx) => {
          await notifyNovoImovel(tx, imovel);
          throw new Error('cause failed');
        }),
      ),
    ).rejects.toThrow('cause failed');
    const n = await withDb((db) => db.execute(sql`SELECT 1 FROM notificacoes WHERE user_id = ${b.userId}`));
    expect(n.rows).toHaveLength(0);
  });

  it('status_alterado reaches the brokers who captured or favourited it, unless their toggle is off', async () => {
    const imovel = await insertImovel(construtora.perfilId, { nome: 'Torre Ipê' });
    const captou = await broker();
    const favoritou = await broker({ lat: null, lng: null });
    const ambos = await broker();
    const captouSemAviso = await broker();
    const desligado = await broker({ vendidos: false });
    const alheio = await broker();
    await withDb(async (db) => {
      for (const b of [captou, ambos, desligado]) {
        await db.execute(sql`INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${b.corretorId}, ${imovel})`);
      }
      await db.execute(sql`INSERT INTO captacoes (corretor_id, imovel_id, notificar_mudancas)
                           VALUES (${captouSemAviso.corretorId}, ${imovel}, false)`);
      for (const b of [favoritou, ambos, desligado]) {
        await db.execute(sql`INSERT INTO favoritos (corretor_id, imovel_id, user_id)
                             VALUES (${b.corretorId}, ${imovel}, ${b.userId})`);
      }
    });
    const rows = await withDb((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE imoveis SET status_imovel = 'Reservado', disponivel = false WHERE id = ${imovel}`);
        return notifyStatusAlterado(tx, imovel);
      }),
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([captou, favoritou, ambos].map((b) => b.userId).sort());
    expect(rows[0]).toMatchObject({ tipo: 'status_alterado', mensagem: 'Torre Ipê foi reservado.' });
    expect(rows.map((r) => r.user_id)).not.toContain(alheio.userId);
    expect(rows.map((r) => r.user_id)).not.toContain(captouSemAviso.userId);
  });

  it('the developer API writes them: a launch reaches the matching broker, a reservation the one who captured it', async () => {
    const dev = await signedUp('construtora', { nome: 'Construtora Wired' });
    const interessado = await broker({});
    const outroTipo = await broker({ tipos: ['Terreno'] });
    const res = await dev.client.api('POST', '/api/empreendimentos', {
      body: {
        nome: 'Lançamento Via API',
        endereco: 'Rua XV de Novembro, 1 - Centro, Curitiba - PR',
        tipo_imovel: 'Apartamento',
        preco_min: 350000,
        preco_max: 420000,
        latitude: CENTRO.lat,
        longitude: CENTRO.lng,
      },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const para = (userId: string, tipo: string) =>
      withDb(async (db) => {
        const r = await db.execute<{ mensagem: string }>(
          sql`SELECT mensagem FROM notificacoes WHERE user_id = ${userId} AND imovel_id = ${id} AND tipo = ${tipo}`,
        );
        return r.rows.map((x) => x.mensagem);
      });
    expect(await para(interessado.userId, 'novo_imovel')).toHaveLength(1);
    expect(await para(outroTipo.userId, 'novo_imovel')).toEqual([]);

    await withDb((db) =>
      db.execute(sql`INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${interessado.corretorId}, ${id})`),
    );
    const status = await dev.client.request(`/api/empreendimentos/${id}/status`, {
      method: 'POST',
      json: { acao: 'reservar' },
    });
    expect(status.status).toBe(200);
    expect(await para(interessado.userId, 'status_alterado')).toEqual(['Lançamento Via API foi reservado.']);
    expect(await para(outroTipo.userId, 'status_alterado')).toEqual([]);
  });
});
