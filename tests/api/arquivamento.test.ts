// Removing a development archives it: refused while a contract is Ativo (also against an approval landing at the
// same moment), otherwise it leaves every public and owner read, its images leave R2, and what brokers saved stays.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversaResumo } from '../../worker/schemas/chat.ts';
import type { Empreendimento } from '../../worker/schemas/empreendimentos.ts';
import { acao, dadosCompletos, detalhe } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { uploaded } from '../helpers/images.ts';

let dev: SignedUp;
let brokerA: SignedUp;
let brokerB: SignedUp;

beforeAll(async () => {
  [dev, brokerA, brokerB] = await Promise.all([signedUp('construtora'), signedUp('corretor'), signedUp('corretor')]);
});

const LAT = -25.4284;
const LONG = -49.2733;

async function create(c: Client, overrides: { imagens_urls?: string[] } = {}) {
  const res = await c.api('POST', '/api/empreendimentos', {
    body: {
      nome: `Residencial Arquivo ${crypto.randomUUID().slice(0, 8)}`,
      endereco: 'Rua XV de Novembro, 100 - Centro, Curitiba - PR',
      cidade: 'Curitiba',
      uf: 'PR',
      latitude: LAT,
      longitude: LONG,
      ...overrides,
    },
  });
  expect(res.status).toBe(201);
  return res.json();
}

const remove = (c: Client, id: string) => c.request(`/api/empreendimentos/${id}`, { method: 'DELETE' });

async function capture(broker: SignedUp, imovelId: string) {
  const res = await broker.client.api('POST', '/api/captacoes', { body: { imovel_id: imovelId } });
  expect(res.status).toBe(201);
  return (await res.json()).contrato!.id;
}

/** Fills, sends and (unless told otherwise) leaves the contract waiting for the developer's approval. */
async function pendingApproval(broker: SignedUp, contratoId: string) {
  let c = await detalhe(broker.client, contratoId);
  expect(
    (await acao(broker.client, contratoId, { acao: 'enviar', versao: c.versao, dados: dadosCompletos() })).status,
  ).toBe(200);
  c = await detalhe(dev.client, contratoId);
  return c.versao;
}

describe('DELETE /api/empreendimentos/:id with an Ativo contract', () => {
  it('answers 409 in Portuguese and changes nothing', async () => {
    const e = await create(dev.client);
    const contratoId = await capture(brokerA, e.id);
    const versao = await pendingApproval(brokerA, contratoId);
    expect((await acao(dev.client, contratoId, { acao: 'aprovar', versao })).status).toBe(200);

    const res = await remove(dev.client, e.id);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error.message).toBe(
      'Este empreendimento tem contrato de captação ativo e não pode ser excluído. Encerre o contrato antes.',
    );
    expect((await client().request(`/api/oportunidades/${e.id}`)).status).toBe(200);
    expect((await dev.client.request(`/api/empreendimentos/${e.id}`)).status).toBe(200);
    expect((await detalhe(brokerA.client, contratoId)).status_contrato).toBe('Ativo');
    const audit = await withDb((db) => db.execute(sql`SELECT 1 FROM auditoria_remocoes WHERE imovel_id = ${e.id}`));
    expect(audit.rows).toHaveLength(0);
  });

  it('an approval and a removal at the same moment never leave an Ativo contract on a removed development', async () => {
    // Either may win; what the other answers and the rows left follow from which one did.
    const OUTCOMES: Record<number, unknown> = {
      200: {
        remocao: 409,
        aprovacao: expect.objectContaining({ contrato: expect.objectContaining({ status_contrato: 'Ativo' }) }),
        state: { removido: false, status_contrato: 'Ativo' },
      },
      409: {
        remocao: 204,
        aprovacao: {
          error: expect.objectContaining({
            message: 'Este empreendimento foi removido pela construtora; o contrato não pode mais ser alterado.',
          }),
        },
        state: { removido: true, status_contrato: 'Pendente Aprovação Construtora' },
      },
    };
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const e = await create(dev.client);
      const contratoId = await capture(brokerA, e.id);
      const versao = await pendingApproval(brokerA, contratoId);
      const [aprovacao, remocao] = await Promise.all([
        acao(dev.client, contratoId, { acao: 'aprovar', versao }),
        remove(dev.client, e.id),
      ]);
      outcomes.add(`${aprovacao.status}/${remocao.status}`);
      const [state] = await withDb(async (db) => {
        const r = await db.execute<{ removido: boolean; status_contrato: string }>(sql`
          SELECT i.removido_em IS NOT NULL AS removido, k.status_contrato
            FROM imoveis i JOIN contratos_captacao k ON k.imovel_id = i.id WHERE i.id = ${e.id}`);
        return r.rows;
      });
      expect({ remocao: remocao.status, aprovacao: await aprovacao.json(), state }).toEqual(OUTCOMES[aprovacao.status]);
    }
    expect([...outcomes].every((o) => o === '200/409' || o === '409/204')).toBe(true);
  });
});

describe('DELETE /api/empreendimentos/:id archives', () => {
  let e: Empreendimento;
  let contratoId: string;
  let imagens: Awaited<ReturnType<typeof uploaded>>[];
  let conversa: ConversaResumo;

  beforeAll(async () => {
    imagens = [await uploaded(dev.client, 'capa.png'), await uploaded(dev.client, 'sala.png', false)];
    e = await create(dev.client, { imagens_urls: imagens.map((i) => i.url) });
    contratoId = await capture(brokerA, e.id);
    await pendingApproval(brokerA, contratoId);
    expect((await brokerB.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: e.id } })).status).toBe(
      201,
    );
    const conv = await brokerA.client.api('POST', '/api/chat/conversas', { body: { imovel_id: e.id } });
    expect(conv.status).toBe(201);
    conversa = (await conv.json()).conversa;
    for (const url of [imagens[0]!.url, imagens[0]!.thumb_url!, imagens[1]!.url]) {
      expect((await client().request(url)).status).toBe(200);
    }
    expect((await remove(dev.client, e.id)).status).toBe(204);
  });

  it('leaves every public read: list, search, nearby, detail, page, sheet and sitemap', async () => {
    const anon = client();
    const list = await (await anon.api('GET', '/api/oportunidades', { query: { q: e.nome } })).json();
    expect(list.items.map((i) => i.id)).not.toContain(e.id);
    const near = await (
      await anon.api('GET', '/api/oportunidades/proximos', { query: { lat: LAT, long: LONG, limit: 24, raio_km: 1 } })
    ).json();
    expect(near.items.map((i) => i.id)).not.toContain(e.id);
    expect((await anon.request(`/api/oportunidades/${e.id}`)).status).toBe(404);
    expect((await anon.request(`/oportunidades/${e.id}`)).status).toBe(404);
    expect((await brokerA.client.request(`/oportunidades/${e.id}/ficha`)).status).toBe(404);
    expect(await (await anon.request('/sitemap.xml')).text()).not.toContain(e.id);
  });

  it("leaves the developer's own list, summary and detail, and cannot be edited, re-statused or removed again", async () => {
    const page = await (await dev.client.api('GET', '/api/empreendimentos', { query: { limit: 50 } })).json();
    expect(page.items.map((i) => i.id)).not.toContain(e.id);
    const total = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM imoveis WHERE construtora_id = ${dev.perfilId} AND removido_em IS NULL`,
      );
      return r.rows[0]!.n;
    });
    expect(page.total).toBe(total);
    const resumo = await (await dev.client.api('GET', '/api/empreendimentos/resumo')).json();
    expect(resumo.total_empreendimentos).toBe(total);
    expect((await dev.client.request(`/api/empreendimentos/${e.id}`)).status).toBe(404);
    const put = await dev.client.request(`/api/empreendimentos/${e.id}`, {
      method: 'PUT',
      json: { nome: 'Voltou', endereco: 'Rua A, 1', ativo: true },
    });
    expect(put.status).toBe(404);
    const status = await dev.client.request(`/api/empreendimentos/${e.id}/status`, {
      method: 'POST',
      json: { acao: 'reservar' },
    });
    expect(status.status).toBe(404);
    expect((await remove(dev.client, e.id)).status).toBe(404);
  });

  it('deletes its images and thumbnails from R2 and their upload rows', async () => {
    for (const url of [imagens[0]!.url, imagens[0]!.thumb_url!, imagens[1]!.url]) {
      expect((await client().request(url)).status).toBe(404);
    }
    const left = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM uploads
         WHERE chave IN (${imagens[0]!.chave}, ${imagens[1]!.chave}) OR miniatura_de = ${imagens[0]!.chave}`);
      return r.rows[0]!.n;
    });
    expect(left).toBe(0);
  });

  it("keeps the brokers' capture, favourite and contract, shown as removed", async () => {
    const caps = await (await brokerA.client.api('GET', '/api/captacoes')).json();
    const cap = caps.items.find((c) => c.imovel_id === e.id);
    expect(cap).toMatchObject({ imovel: null, contrato: { id: contratoId } });
    const favs = await (await brokerB.client.api('GET', '/api/favoritos')).json();
    expect(favs.items.find((f) => f.imovel_id === e.id)).toMatchObject({ imovel: null });
    const c = await detalhe(brokerA.client, contratoId);
    expect(c.imovel.nome).toBe(e.nome);
    expect(c.historico.map((h) => h.para)).toEqual(['Pendente Aprovação Construtora']);
    const approve = await acao(dev.client, contratoId, { acao: 'aprovar', versao: c.versao });
    expect(approve.status).toBe(409);
  });

  it('notifies each broker who captured or favourited it, once', async () => {
    for (const b of [brokerA, brokerB]) {
      const items = await (await b.client.api('GET', '/api/notificacoes')).json();
      const list = Array.isArray(items) ? items : items.items;
      const avisos = list.filter((n) => n.imovel_id === e.id && n.mensagem.includes('foi removido'));
      expect(avisos).toHaveLength(1);
      expect(avisos[0]).toMatchObject({
        tipo: 'status_alterado',
        mensagem: `O empreendimento ${e.nome} foi removido pela construtora.`,
        link_acao: '/dashboard',
      });
    }
  });

  it('records who removed what and when', async () => {
    const rows = await withDb(async (db) => {
      const r = await db.execute<{ imovel_nome: string; user_id: string; construtora_id: string; detalhes: unknown }>(
        sql`SELECT imovel_nome, user_id, construtora_id, detalhes FROM auditoria_remocoes WHERE imovel_id = ${e.id}`,
      );
      return r.rows;
    });
    expect(rows).toEqual([
      {
        imovel_nome: e.nome,
        user_id: dev.userId,
        construtora_id: dev.perfilId,
        detalhes: { contratos: 1, captacoes: 1, favoritos: 1, imagens: 2 },
      },
    ]);
  });

  it('refuses new captures, favourites and conversations, while the existing chat keeps working', async () => {
    const b = await signedUp('corretor');
    for (const path of ['/api/captacoes', '/api/favoritos', '/api/chat/conversas']) {
      expect((await b.client.request(path, { method: 'POST', json: { imovel_id: e.id } })).status).toBe(404);
    }
    const msg = await brokerA.client.request(`/api/chat/conversas/${conversa.id}/mensagens`, {
      method: 'POST',
      json: { conteudo: 'Ainda tenho interesse.' },
    });
    expect(msg.status).toBe(201);
    const list = await (await dev.client.api('GET', '/api/chat/conversas')).json();
    expect(list.items.find((x) => x.id === conversa.id)).toBeTruthy();
  });
});
