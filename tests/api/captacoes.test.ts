import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

let construtora: SignedUp;
let imovel = '';

beforeAll(async () => {
  construtora = await signedUp('construtora');
  imovel = await insertImovel(construtora.perfilId, { nome: 'Captável', comissao_percent: 4.5 });
});

describe('/api/captacoes', () => {
  it('captures once, with the contract draft and the developer notification in the same transaction', async () => {
    const broker = await signedUp('corretor', { nome: 'Rafael Corretor' });
    const status = async () =>
      (await (await broker.client.api('GET', '/api/captacoes/status', { query: { imovel_id: imovel } })).json())
        .captada;
    expect(await status()).toBe(false);
    const res = await broker.client.api('POST', '/api/captacoes', { body: { imovel_id: imovel } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.captacao.status).toBe('Interesse Registrado');
    expect(body.contrato?.status_contrato).toBe('Pendente Preenchimento Corretor');
    expect(await status()).toBe(true);

    const rows = await withDb(async (db) => {
      const r = await db.execute<{ comissao: string; mensagem: string }>(sql`
        SELECT k.comissao_percent_acordada AS comissao, n.mensagem
          FROM contratos_captacao k
          JOIN notificacoes n ON n.user_id = ${construtora.userId} AND n.imovel_id = k.imovel_id AND n.tipo = 'nova_captacao'
         WHERE k.captacao_id = ${body.captacao.id}`);
      return r.rows;
    });
    expect(rows).toEqual([{ comissao: '4.50', mensagem: 'Rafael Corretor demonstrou interesse em Captável.' }]);

    const again = await broker.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: imovel } });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error.message).toBe('Você já demonstrou interesse neste imóvel.');
  });

  it("the status is the broker's own capture of that development: not another broker's, not another development's", async () => {
    const [ana, bruno] = await Promise.all([signedUp('corretor'), signedUp('corretor')]);
    const outro = await insertImovel(construtora.perfilId, { nome: 'Outro' });
    const captada = async (broker: SignedUp, imovelId: string) =>
      (await (await broker.client.api('GET', '/api/captacoes/status', { query: { imovel_id: imovelId } })).json())
        .captada;
    for (const [broker, imovelId] of [
      [ana, imovel],
      [bruno, outro],
    ] as const) {
      const res = await broker.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: imovelId } });
      expect(res.status).toBe(201);
    }
    expect(await captada(ana, imovel)).toBe(true);
    expect(await captada(ana, outro)).toBe(false);
    expect(await captada(bruno, imovel)).toBe(false);
    expect(await captada(bruno, outro)).toBe(true);
    // A new capture follows the development: its status changes notify the broker (notificar_mudancas).
    const seguindo = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM captacoes
         WHERE corretor_id IN (${ana.perfilId}, ${bruno.perfilId}) AND notificar_mudancas`);
      return r.rows[0]!.n;
    });
    expect(seguindo).toBe(2);
  });

  it('refuses visitors, construtoras, bad ids and inactive developments', async () => {
    const msg = 'Faça login como corretor para captar oportunidades.';
    const visitor = await client().request('/api/captacoes', { method: 'POST', json: { imovel_id: imovel } });
    expect(visitor.status).toBe(401);
    expect((await errorBody(visitor)).error.message).toBe(msg);
    const dev = await construtora.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: imovel } });
    expect(dev.status).toBe(403);
    const broker = await signedUp('corretor');
    expect((await broker.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: '42' } })).status).toBe(
      400,
    );
    const hidden = await insertImovel(construtora.perfilId, { ativo: false });
    expect(
      (await broker.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: hidden } })).status,
    ).toBe(404);
    const count = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM captacoes WHERE corretor_id = ${broker.perfilId}`,
      );
      return r.rows[0]!.n;
    });
    expect(count).toBe(0);
  });
});
