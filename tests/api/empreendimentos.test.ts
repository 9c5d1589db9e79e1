import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { uploaded } from '../helpers/images.ts';

let dev: SignedUp;
let other: SignedUp;
let broker: SignedUp;
let admin: Client;

beforeAll(async () => {
  [dev, other, broker] = await Promise.all([signedUp('construtora'), signedUp('construtora'), signedUp('corretor')]);
  admin = (await signedInAdmin()).client;
});

const body = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Residencial Jardim das Acácias',
  endereco: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
  cidade: 'São Paulo',
  uf: 'sp',
  preco_min: '450000',
  preco_max: '890000,50',
  quartos_min: 2,
  quartos_max: '3',
  comissao_percent: '4.5',
  latitude: -23.5614,
  longitude: -46.6559,
  videos_urls: ' https://youtu.be/abc , https://vimeo.com/1 ,',
  documentos: [{ name: 'Memorial', url: 'https://exemplo.com.br/memorial.pdf' }],
  diferenciais: ['Piscina', ' ', 'Academia'],
  ...overrides,
});

async function count(construtoraId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM imoveis WHERE construtora_id = ${construtoraId}`,
    );
    return r.rows[0]!.n;
  });
}

async function create(c: Client, overrides: Record<string, unknown> = {}) {
  const res = await c.api('POST', '/api/empreendimentos', { json: body(overrides) });
  expect(res.status).toBe(201);
  return res.json();
}

describe('POST /api/empreendimentos', () => {
  it('creates with the form rules: defaults, numbers from text, trimmed lists, thumbnail of the cover', async () => {
    const cover = await uploaded(dev.client, 'Fachada Nº1.png');
    const second = await uploaded(dev.client, 'sala.png', false);
    const e = await create(dev.client, { imagens_urls: [cover.url, second.url] });
    expect(e).toMatchObject({
      nome: 'Residencial Jardim das Acácias',
      uf: 'SP',
      status: 'Lançamento',
      tipo_imovel: 'Apartamento',
      tipo_negocio: 'venda',
      status_imovel: 'Disponível',
      disponivel: true,
      ativo: true,
      preco_min: 450000,
      preco_max: 890000.5,
      quartos_max: 3,
      comissao_percent: 4.5,
      banheiros_min: null,
      videos_urls: ['https://youtu.be/abc', 'https://vimeo.com/1'],
      diferenciais: ['Piscina', 'Academia'],
      imagens_urls: [cover.url, second.url],
      thumb_url: cover.thumb_url,
      visualizacoes: 0,
    });
    // It is a public development right away, found by the accent-folded search.
    const pub = await (await client().api('GET', '/api/oportunidades', { query: { q: 'acacias' } })).json();
    expect(pub.items.map((i) => i.id)).toContain(e.id);
  });

  it('uses the cover itself as thumbnail when none was uploaded, and null without images', async () => {
    const cover = await uploaded(dev.client, 'capa.png', false);
    expect((await create(dev.client, { imagens_urls: [cover.url] })).thumb_url).toBe(cover.url);
    expect((await create(dev.client)).thumb_url).toBeNull();
  });

  it('refuses bad input with a Portuguese message and writes nothing', async () => {
    const mine = await uploaded(dev.client);
    const theirs = await uploaded(other.client);
    const eleven = Array.from({ length: 11 }, () => mine.url);
    const before = await count(dev.perfilId);
    for (const [overrides, message] of [
      [{ nome: '  ' }, 'Informe o nome do empreendimento.'],
      [{ endereco: undefined }, 'Informe o endereço.'],
      [{ preco_min: '900000', preco_max: '100' }, 'O preço máximo deve ser maior ou igual ao mínimo.'],
      [{ latitude: -23.5, longitude: '' }, 'Informe latitude e longitude juntas.'],
      [{ quartos_min: 'dois' }, 'Quartos (mín.): informe um número.'],
      [{ imagens_urls: eleven }, 'Você pode enviar no máximo 10 imagens.'],
      [{ imagens_urls: [theirs.url] }, 'Imagem inválida: envie imagens pelo formulário do empreendimento.'],
      [{ imagens_urls: [mine.thumb_url] }, 'Imagem inválida: envie imagens pelo formulário do empreendimento.'],
      [
        { imagens_urls: [`/media/${dev.userId}/nao-existe.png`] },
        'Imagem inválida: envie imagens pelo formulário do empreendimento.',
      ],
      [
        { imagens_urls: ['https://cdn.exemplo.com/x.png'] },
        'Imagem inválida: envie imagens pelo formulário do empreendimento.',
      ],
      // The detail page frames only the allowed tour providers, so nothing else may be saved.
      [
        { tour_virtual_url: 'https://tour.exemplo.com/abc' },
        'O tour virtual deve ser um link de my.matterport.com, www.youtube-nocookie.com, www.youtube.com, player.vimeo.com, kuula.co, tour.panoee.com.',
      ],
    ] as const) {
      const res = await dev.client.request('/api/empreendimentos', { method: 'POST', json: body(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    expect(await count(dev.perfilId)).toBe(before);
  });

  it('refuses visitors (401), brokers and admins (403), and a developer without its profile row (403)', async () => {
    const visitor = await client().request('/api/empreendimentos', { method: 'POST', json: body() });
    expect(visitor.status).toBe(401);
    expect((await errorBody(visitor)).error.message).toBe('Sessão inválida.');
    for (const c of [broker.client, admin]) {
      const res = await c.request('/api/empreendimentos', { method: 'POST', json: body() });
      expect(res.status).toBe(403);
      expect((await errorBody(res)).error.message).toBe('Acesso negado.');
    }
    const orphan = await signedUp('construtora');
    await withDb((db) => db.execute(sql`DELETE FROM construtoras WHERE user_id = ${orphan.userId}`));
    const res = await orphan.client.request('/api/empreendimentos', { method: 'POST', json: body() });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe('ID da construtora não encontrado.');
  });
});

describe('GET /api/empreendimentos', () => {
  it('lists own developments (active and inactive) newest first, with filters, total and keyset pages', async () => {
    const owner = await signedUp('construtora');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await insertImovel(owner.perfilId, {
          nome: i === 0 ? 'Edifício São João' : `Torre ${i}`,
          ativo: i !== 1,
          status_imovel: i === 2 ? 'Reservado' : 'Disponível',
          visualizacoes: i * 10,
          // Same instant for two rows: the id breaks the tie and no page skips one.
          created_at: i < 2 ? '2026-01-01T10:00:00.123456Z' : `2026-01-0${i + 1}T10:00:00Z`,
        }),
      );
    }
    await insertImovel(other.perfilId, { nome: 'Edifício São João de outra' });
    const broker2 = await signedUp('corretor');
    await broker2.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: ids[4] } });

    const first = await owner.client.api('GET', '/api/empreendimentos', { query: { limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const p1 = await first.json();
    expect(p1.total).toBe(5);
    expect(p1.items.map((i) => i.id)).toEqual([ids[4], ids[3]]);
    expect(p1.items[0]).toMatchObject({ captacoes: 1, visualizacoes: 40, ativo: true, disponivel: true });
    const seen = [...p1.items.map((i) => i.id)];
    let cursor = p1.nextCursor;
    while (cursor) {
      const page = await (
        await owner.client.api('GET', '/api/empreendimentos', { query: { limit: 2, cursor } })
      ).json();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    }
    expect(seen.length).toBe(5);
    expect(new Set(seen)).toEqual(new Set(ids));

    const search = await (await owner.client.api('GET', '/api/empreendimentos', { query: { q: 'sao joao' } })).json();
    expect(search.items.map((i) => i.id)).toEqual([ids[0]]);
    const reservados = await (
      await owner.client.api('GET', '/api/empreendimentos', { query: { status_imovel: 'Reservado' } })
    ).json();
    expect(reservados.items.map((i) => i.id)).toEqual([ids[2]]);
    const inativos = await (await owner.client.api('GET', '/api/empreendimentos', { query: { ativo: false } })).json();
    expect(inativos).toMatchObject({ total: 1, items: [{ id: ids[1], ativo: false }] });
  });

  it('refuses bad filters and other roles', async () => {
    for (const [qs, message] of [
      ['status_imovel=Alugado', 'Status inválido.'],
      ['ativo=talvez', 'Filtro inválido.'],
      ['limit=500', 'Limite inválido.'],
      ['cursor=abc', 'Cursor de paginação inválido.'],
    ]) {
      const res = await dev.client.request(`/api/empreendimentos?${qs}`);
      expect(res.status, qs).toBe(400);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    expect((await client().request('/api/empreendimentos')).status).toBe(401);
    expect((await broker.client.request('/api/empreendimentos')).status).toBe(403);
    expect((await admin.request('/api/empreendimentos')).status).toBe(403);
  });
});

describe('GET /api/empreendimentos/resumo', () => {
  it('counts own developments, their captures and views from the database', async () => {
    const owner = await signedUp('construtora');
    const a = await insertImovel(owner.perfilId, { visualizacoes: 7 });
    const b = await insertImovel(owner.perfilId, { visualizacoes: 5, ativo: false });
    await insertImovel(other.perfilId, { visualizacoes: 100 });
    for (const id of [a, b]) {
      await withDb((db) =>
        db.execute(sql`INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${broker.perfilId}, ${id})`),
      );
    }
    const res = await owner.client.request('/api/empreendimentos/resumo');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      total_empreendimentos: 2,
      total_captacoes: 2,
      visualizacoes_totais: 12,
      unidades_vendidas: 0,
      vgv_vendido_centavos: 0,
    });
    expect((await client().request('/api/empreendimentos/resumo')).status).toBe(401);
    expect((await broker.client.request('/api/empreendimentos/resumo')).status).toBe(403);
  });
});

describe('GET and PUT /api/empreendimentos/:id', () => {
  it('answers the full record to its owner and 404 to anyone else or a malformed id', async () => {
    const e = await create(dev.client);
    const res = await dev.client.request(`/api/empreendimentos/${e.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual(e);
    for (const path of [`/api/empreendimentos/${e.id}`, '/api/empreendimentos/nao-e-um-id']) {
      const r = await other.client.request(path);
      expect(r.status).toBe(404);
      expect((await errorBody(r)).error.message).toBe('Empreendimento não encontrado.');
    }
    expect((await broker.client.request(`/api/empreendimentos/${e.id}`)).status).toBe(403);
  });

  it('edits every field, sets updated_at, keeps images it already had, and the location follows', async () => {
    const seedImage = '/media/imoveis/seed-x/1.jpg';
    const id = await insertImovel(dev.perfilId, {
      imagens_urls: [seedImage],
      thumb_url: '/media/imoveis/seed-x/1.thumb.jpg',
      latitude: -25.43,
      longitude: -49.27,
      updated_at: '2026-01-01T00:00:00Z',
    });
    const added = await uploaded(dev.client, 'nova.png');
    const res = await dev.client.api('PUT', '/api/empreendimentos/:id', {
      param: { id },
      json: body({
        nome: 'Novo Nome',
        status: 'Em obras',
        ativo: false,
        imagens_urls: [seedImage, added.url],
        latitude: -22.9068,
        longitude: -43.1729,
      }),
    });
    expect(res.status).toBe(200);
    const e = await res.json();
    expect(e).toMatchObject({
      nome: 'Novo Nome',
      status: 'Em obras',
      ativo: false,
      imagens_urls: [seedImage, added.url],
      thumb_url: '/media/imoveis/seed-x/1.thumb.jpg',
    });
    expect(Date.parse(e.updated_at)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
    const point = await withDb(async (db) => {
      const r = await db.execute<{ lat: number; lng: number }>(
        sql`SELECT ST_Y(localizacao::geometry) AS lat, ST_X(localizacao::geometry) AS lng FROM imoveis WHERE id = ${id}`,
      );
      return r.rows[0]!;
    });
    expect(point).toEqual({ lat: -22.9068, lng: -43.1729 });

    // A new cover brings its own thumbnail.
    const swapped = await (
      await dev.client.api('PUT', '/api/empreendimentos/:id', {
        param: { id },
        json: body({ imagens_urls: [added.url, seedImage], latitude: null, longitude: null }),
      })
    ).json();
    expect(swapped.thumb_url).toBe(added.thumb_url);
    const cleared = await withDb(async (db) => {
      const r = await db.execute<{ loc: string | null }>(
        sql`SELECT localizacao::text AS loc FROM imoveis WHERE id = ${id}`,
      );
      return r.rows[0]!.loc;
    });
    expect(cleared).toBeNull();
  });

  it('refuses invalid edits, foreign ids and other roles without changing anything', async () => {
    const e = await create(dev.client, { nome: 'Intocado' });
    const theirs = await uploaded(other.client);
    const attempts: [Client, string, unknown, number, string][] = [
      [dev.client, e.id, body({ nome: '' }), 400, 'Informe o nome do empreendimento.'],
      [
        dev.client,
        e.id,
        body({ imagens_urls: [theirs.url] }),
        400,
        'Imagem inválida: envie imagens pelo formulário do empreendimento.',
      ],
      [other.client, e.id, body({ nome: 'Tomado' }), 404, 'Empreendimento não encontrado.'],
      [dev.client, 'xyz', body(), 404, 'Empreendimento não encontrado.'],
      [broker.client, e.id, body(), 403, 'Acesso negado.'],
      [admin, e.id, body(), 403, 'Acesso negado.'],
      [client(), e.id, body(), 401, 'Sessão inválida.'],
    ];
    for (const [c, id, payload, status, message] of attempts) {
      const res = await c.request(`/api/empreendimentos/${id}`, { method: 'PUT', json: payload });
      expect(res.status).toBe(status);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    expect(await (await dev.client.request(`/api/empreendimentos/${e.id}`)).json()).toEqual(e);
  });
});

describe('DELETE /api/empreendimentos/:id', () => {
  it('archives the row (captures kept), then deletes its images and thumbnails (which then answer 404)', async () => {
    const cover = await uploaded(dev.client, 'capa.png');
    const extra = await uploaded(dev.client, 'extra.png', false);
    const e = await create(dev.client, { imagens_urls: [cover.url, extra.url] });
    await withDb((db) =>
      db.execute(sql`INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${broker.perfilId}, ${e.id})`),
    );
    for (const url of [cover.url, cover.thumb_url!, extra.url]) expect((await client().request(url)).status).toBe(200);

    const res = await dev.client.request(`/api/empreendimentos/${e.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    for (const url of [cover.url, cover.thumb_url!, extra.url]) expect((await client().request(url)).status).toBe(404);
    const left = await withDb(async (db) => {
      const r = await db.execute<{ arquivados: number; captacoes: number; uploads: number }>(sql`
        SELECT (SELECT count(*)::int FROM imoveis WHERE id = ${e.id} AND removido_em IS NOT NULL AND NOT ativo
                   AND removido_por = ${dev.userId} AND cardinality(imagens_urls) = 0) AS arquivados,
               (SELECT count(*)::int FROM captacoes WHERE imovel_id = ${e.id}) AS captacoes,
               (SELECT count(*)::int FROM uploads WHERE chave IN (${cover.chave}, ${extra.chave})
                   OR miniatura_de = ${cover.chave}) AS uploads`);
      return r.rows[0]!;
    });
    expect(left).toEqual({ arquivados: 1, captacoes: 1, uploads: 0 });
    expect((await dev.client.request(`/api/empreendimentos/${e.id}`)).status).toBe(404);
  });

  it('keeps an image another development still shows', async () => {
    const shared = await uploaded(dev.client, 'compartilhada.png');
    const a = await create(dev.client, { imagens_urls: [shared.url] });
    await create(dev.client, { imagens_urls: [shared.url] });
    expect((await dev.client.request(`/api/empreendimentos/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client().request(shared.url)).status).toBe(200);
    expect((await client().request(shared.thumb_url!)).status).toBe(200);
  });

  it('refuses foreign ids (404) and other roles, deleting nothing', async () => {
    const e = await create(dev.client);
    for (const [c, status] of [
      [other.client, 404],
      [broker.client, 403],
      [admin, 403],
      [client(), 401],
    ] as const) {
      expect((await c.request(`/api/empreendimentos/${e.id}`, { method: 'DELETE' })).status).toBe(status);
    }
    expect((await dev.client.request(`/api/empreendimentos/${e.id}`)).status).toBe(200);
  });
});

describe('POST /api/empreendimentos/:id/status', () => {
  /** Moves the status; `acao` may be one the schema refuses (the invalid-input tests send those). */
  const act = (c: Client, id: string, acao: string) =>
    c.api('POST', '/api/empreendimentos/:id/status', { param: { id }, json: { acao } });
  const row = async (id: string) =>
    await (await dev.client.api('GET', '/api/empreendimentos/:id', { param: { id } })).json();

  it('follows the availability table: reserve, reactivate, sell; Vendido has no way out', async () => {
    const id = await insertImovel(dev.perfilId, { updated_at: '2026-01-01T00:00:00Z' });
    const recusa = {
      error: expect.objectContaining({
        message: 'Esta mudança de status não é permitida para o status atual do empreendimento.',
      }),
    };
    // A move answers the development in its new state, touched now (it was last updated on 2026-01-01).
    const answerTo: Record<number, (state: object) => unknown> = {
      200: (state) => expect.objectContaining({ ...state, updated_at: expect.not.stringMatching(/^2026-01-01/) }),
      409: () => recusa,
    };
    const steps: [string, number, string, boolean][] = [
      ['reativar', 409, 'Disponível', true],
      ['reservar', 200, 'Reservado', false],
      ['reservar', 409, 'Reservado', false],
      ['reativar', 200, 'Disponível', true],
      ['reservar', 200, 'Reservado', false],
      ['vender', 200, 'Vendido', false],
      ['reativar', 409, 'Vendido', false],
      ['reservar', 409, 'Vendido', false],
      ['vender', 409, 'Vendido', false],
    ];
    for (const [acao, status, after, disponivel] of steps) {
      const state = { status_imovel: after, disponivel };
      const res = await act(dev.client, id, acao);
      expect(res.status, acao).toBe(status);
      expect(await res.json(), acao).toEqual(answerTo[status]!(state));
      expect(await row(id), acao).toMatchObject(state);
    }
    // Selling straight from Disponível is allowed too.
    const other2 = await insertImovel(dev.perfilId);
    expect((await act(dev.client, other2, 'vender')).status).toBe(200);
  });

  it('is atomic: of concurrent identical transitions exactly one wins, and mixes end consistent', async () => {
    const id = await insertImovel(dev.perfilId);
    const same = await Promise.all(Array.from({ length: 10 }, () => act(dev.client, id, 'reservar')));
    expect(same.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);

    const mixed = await insertImovel(dev.perfilId);
    const acoes = [
      'vender',
      'reservar',
      'reativar',
      'vender',
      'reservar',
      'vender',
      'reativar',
      'vender',
      'reservar',
      'vender',
    ];
    const results = await Promise.all(acoes.map((a) => act(dev.client, mixed, a)));
    const won = (a: string) => results.filter((r, i) => acoes[i] === a && r.status === 200).length;
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(won('vender')).toBe(1);
    expect(won('reservar')).toBeLessThanOrEqual(won('reativar') + 1);
    expect(await row(mixed)).toMatchObject({ status_imovel: 'Vendido', disponivel: false });
  });

  it('refuses an unknown action, foreign ids and other roles without changing anything', async () => {
    const id = await insertImovel(dev.perfilId);
    const bad = await act(dev.client, id, 'alugar');
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toBe('Ação de status inválida.');
    const foreign = await act(other.client, id, 'vender');
    expect(foreign.status).toBe(404);
    expect((await errorBody(foreign)).error.message).toBe('Empreendimento não encontrado.');
    expect((await act(broker.client, id, 'vender')).status).toBe(403);
    expect((await act(admin, id, 'vender')).status).toBe(403);
    expect((await act(client(), id, 'vender')).status).toBe(401);
    expect((await row(id)).status_imovel).toBe('Disponível');
  });
});
