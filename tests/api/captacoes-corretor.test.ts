import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG_CORRETOR } from '../../worker/schemas/corretor-painel.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { acao, capturedContract, dadosCompletos } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

const message = async (res: Response) => (await errorBody(res)).error.message;

async function exists(captacaoId: string, contratoId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ captacao: boolean; contrato: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM captacoes WHERE id = ${captacaoId}) AS captacao,
             EXISTS (SELECT 1 FROM contratos_captacao WHERE id = ${contratoId}) AS contrato`);
    return r.rows[0]!;
  });
}

let dev: SignedUp;
beforeAll(async () => {
  dev = await signedUp('construtora', { nome: 'Construtora Painel' });
});

describe('GET /api/captacoes (the broker’s captured tab)', () => {
  it('lists own captures newest first with the development card and its contract; removed shows null', async () => {
    const broker = await signedUp('corretor');
    const first = await capturedContract(broker, dev, { nome: 'Primeiro Captado' });
    const second = await capturedContract(broker, dev, { nome: 'Segundo Captado', preco_min: 350000 });
    await withDb((db) => db.execute(sql`UPDATE imoveis SET ativo = false WHERE id = ${first.imovelId}`));

    const res = await broker.client.api('GET', '/api/captacoes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { items } = await res.json();
    expect(items.map((i) => i.id)).toEqual([second.captacaoId, first.captacaoId]);
    expect(items[0]).toMatchObject({
      imovel_id: second.imovelId,
      status: 'Interesse Registrado',
      imovel: { nome: 'Segundo Captado', construtora_nome: 'Construtora Painel', preco_min: 350000 },
      contrato: { id: second.contratoId, status_contrato: 'Pendente Preenchimento Corretor' },
    });
    expect(items[1]!.imovel).toBeNull();
    expect(items[1]!.contrato?.id).toBe(first.contratoId);

    const other = await signedUp('corretor');
    expect((await (await other.client.api('GET', '/api/captacoes')).json()).items).toEqual([]);
  });

  it('counts captures, favourites and generated sheets in the summary', async () => {
    const broker = await signedUp('corretor');
    const a = await capturedContract(broker, dev);
    await capturedContract(broker, dev);
    await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: a.imovelId } });
    await broker.client.request('/api/fichas', { method: 'POST', json: { imovel_id: a.imovelId } });
    const res = await broker.client.api('GET', '/api/captacoes/resumo');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ captacoes: 2, favoritos: 1, materiais_gerados: 1 });
    const other = await signedUp('corretor');
    expect(await (await other.client.api('GET', '/api/captacoes/resumo')).json()).toEqual({
      captacoes: 0,
      favoritos: 0,
      materiais_gerados: 0,
    });
  });

  it('refuses visitors, developers, admins and a broker without a profile', async () => {
    const admin = await signedInAdmin();
    const noProfile = await signedUp('corretor');
    await withDb((db) => db.execute(sql`DELETE FROM corretores WHERE id = ${noProfile.perfilId}`));
    for (const path of ['/api/captacoes', '/api/captacoes/resumo']) {
      expect((await client().request(path)).status).toBe(401);
      expect((await dev.client.request(path)).status).toBe(403);
      expect((await admin.client.request(path)).status).toBe(403);
      const res = await noProfile.client.request(path);
      expect(res.status).toBe(403);
      expect(await message(res)).toBe(MSG_CORRETOR.semPerfil);
    }
  });
});

describe('DELETE /api/captacoes/:id', () => {
  it('removes the capture with its draft, pending or rejected contract', async () => {
    const broker = await signedUp('corretor');
    const draft = await capturedContract(broker, dev);
    const pending = await capturedContract(broker, dev);
    await acao(broker.client, pending.contratoId, { acao: 'enviar', versao: 1, dados: dadosCompletos() });
    const rejected = await capturedContract(broker, dev);
    await acao(broker.client, rejected.contratoId, { acao: 'enviar', versao: 1, dados: dadosCompletos() });
    await acao(dev.client, rejected.contratoId, { acao: 'rejeitar', versao: 2 });
    for (const c of [draft, pending, rejected]) {
      const res = await broker.client.request(`/api/captacoes/${c.captacaoId}`, { method: 'DELETE' });
      expect(res.status).toBe(204);
      expect(await exists(c.captacaoId, c.contratoId)).toEqual({ captacao: false, contrato: false });
    }
    // The development can be captured again, with a fresh draft.
    const again = await broker.client.request('/api/captacoes', {
      method: 'POST',
      json: { imovel_id: draft.imovelId },
    });
    expect(again.status).toBe(201);
  });

  it('refuses an Ativo contract, keeps an Expirado one, and never touches another broker’s capture', async () => {
    const broker = await signedUp('corretor');
    const ativo = await capturedContract(broker, dev);
    const expirado = await capturedContract(broker, dev);
    await withDb((db) =>
      db.execute(sql`
        UPDATE contratos_captacao SET status_contrato = CASE WHEN id = ${ativo.contratoId} THEN 'Ativo' ELSE 'Expirado' END
         WHERE id IN (${ativo.contratoId}, ${expirado.contratoId})`),
    );
    const refused = await broker.client.request(`/api/captacoes/${ativo.captacaoId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(MSG_CORRETOR.captacaoComContratoAtivo);
    expect(await exists(ativo.captacaoId, ativo.contratoId)).toEqual({ captacao: true, contrato: true });

    expect((await broker.client.request(`/api/captacoes/${expirado.captacaoId}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await exists(expirado.captacaoId, expirado.contratoId)).toEqual({ captacao: false, contrato: true });

    const mine = await capturedContract(broker, dev);
    const other = await signedUp('corretor');
    for (const id of [mine.captacaoId, ativo.captacaoId, crypto.randomUUID(), 'nao-e-uuid']) {
      const res = await other.client.request(`/api/captacoes/${id}`, { method: 'DELETE' });
      expect(res.status).toBe(404);
    }
    expect(await exists(mine.captacaoId, mine.contratoId)).toEqual({ captacao: true, contrato: true });
    expect((await client().request(`/api/captacoes/${mine.captacaoId}`, { method: 'DELETE' })).status).toBe(401);
    expect((await dev.client.request(`/api/captacoes/${mine.captacaoId}`, { method: 'DELETE' })).status).toBe(403);
    const admin = await signedInAdmin();
    expect((await admin.client.request(`/api/captacoes/${mine.captacaoId}`, { method: 'DELETE' })).status).toBe(403);
    expect(await exists(mine.captacaoId, mine.contratoId)).toEqual({ captacao: true, contrato: true });
  });
});
