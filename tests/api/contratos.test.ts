import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { MSG_CORRETOR } from '../../worker/schemas/corretor-painel.ts';
import { MSG_CONTRATO, type ContratoDetalhe, type ContratoPage } from '../../worker/schemas/contratos.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { acao, capturedContract, dadosCompletos, detalhe } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, json } from '../helpers/http.ts';

const message = async (res: Response) => (await json<{ error: { message: string } }>(res)).error.message;

async function row(id: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ status_contrato: string; versao: number; termos_contrato: string | null }>(
      sql`SELECT status_contrato, versao, termos_contrato FROM contratos_captacao WHERE id = ${id}`,
    );
    return r.rows[0]!;
  });
}

async function notificacoes(userId: string, imovelId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ mensagem: string; link_acao: string }>(sql`
      SELECT mensagem, link_acao FROM notificacoes
       WHERE user_id = ${userId} AND imovel_id = ${imovelId} AND tipo = 'contrato_status_alterado'
       ORDER BY created_at, id`);
    return r.rows;
  });
}

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

let construtoraX: SignedUp;
let construtoraY: SignedUp;
let corretorA: SignedUp;
let corretorB: SignedUp;

beforeAll(async () => {
  [construtoraX, construtoraY, corretorA, corretorB] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora Horizonte' }),
    signedUp('construtora', { nome: 'Construtora Ypsilon' }),
    signedUp('corretor', { nome: 'Ana Corretora' }),
    signedUp('corretor', { nome: 'Bruno Corretor' }),
  ]);
});

describe('contract loop: draft → send → reject → resend → approve → Ativo → cron → Expirado', () => {
  it('follows every step with history, notifications and the locks', async () => {
    const {
      contratoId: id,
      captacaoId,
      imovelId,
    } = await capturedContract(corretorA, construtoraX, {
      nome: 'Residencial Ciclo Completo',
    });
    const broker = corretorA.client;
    const dev = construtoraX.client;
    let c = await detalhe(broker, id);
    expect(c).toMatchObject({ status_contrato: 'Pendente Preenchimento Corretor', versao: 1, historico: [] });
    expect(c.imovel.nome).toBe('Residencial Ciclo Completo');
    expect(c.corretor?.nome).toBe('Ana Corretora');
    expect(c.construtora.nome).toBe('Construtora Horizonte');

    // A draft keeps the status, writes the broker's fields and no history.
    let res = await acao(broker, id, { acao: 'salvar_rascunho', versao: 1, dados: { termos_contrato: 'Rascunho' } });
    expect(res.status).toBe(200);
    c = (await json<{ contrato: ContratoDetalhe }>(res)).contrato;
    expect(c).toMatchObject({
      status_contrato: 'Pendente Preenchimento Corretor',
      versao: 2,
      termos_contrato: 'Rascunho',
    });
    expect(c.comissao_percent_acordada).toBeNull();
    expect(c.historico).toEqual([]);

    // Sending needs every field: 400 and nothing written.
    res = await acao(broker, id, { acao: 'enviar', versao: 2, dados: { termos_contrato: 'Só termos' } });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Informe a comissão acordada.');
    expect(await row(id)).toEqual({
      status_contrato: 'Pendente Preenchimento Corretor',
      versao: 2,
      termos_contrato: 'Rascunho',
    });

    res = await acao(broker, id, { acao: 'enviar', versao: 2, dados: dadosCompletos() });
    expect(res.status).toBe(200);
    c = (await json<{ contrato: ContratoDetalhe }>(res)).contrato;
    expect(c).toMatchObject({
      status_contrato: 'Pendente Aprovação Construtora',
      versao: 3,
      comissao_percent_acordada: 5,
    });
    expect(c.historico).toMatchObject([
      { de: 'Pendente Preenchimento Corretor', para: 'Pendente Aprovação Construtora', autor: 'Ana Corretora' },
    ]);

    // The broker cannot approve their own contract.
    res = await acao(broker, id, { acao: 'aprovar', versao: 3 });
    expect(res.status).toBe(403);
    expect(await message(res)).toBe(MSG_CONTRATO.atorInvalido);

    res = await acao(dev, id, { acao: 'rejeitar', versao: 3, observacoes_construtora: 'Comissão acima da tabela.' });
    expect(res.status).toBe(200);
    c = (await json<{ contrato: ContratoDetalhe }>(res)).contrato;
    expect(c).toMatchObject({
      status_contrato: 'Rejeitado',
      versao: 4,
      observacoes_construtora: 'Comissão acima da tabela.',
    });
    expect(c.historico[1]).toMatchObject({
      de: 'Pendente Aprovação Construtora',
      para: 'Rejeitado',
      observacao: 'Comissão acima da tabela.',
      autor: 'Construtora Horizonte',
    });

    res = await acao(broker, id, {
      acao: 'enviar',
      versao: 4,
      dados: dadosCompletos({ comissao_percent_acordada: '4,5' }),
    });
    expect(res.status).toBe(200);
    expect((await json<{ contrato: ContratoDetalhe }>(res)).contrato).toMatchObject({
      status_contrato: 'Pendente Aprovação Construtora',
      comissao_percent_acordada: 4.5,
      versao: 5,
    });

    // The developer's approval ignores any broker field sent with it.
    res = await acao(dev, id, {
      acao: 'aprovar',
      versao: 5,
      dados: { termos_contrato: 'Trocado' },
      termos_contrato: 'X',
    });
    expect(res.status).toBe(200);
    c = (await json<{ contrato: ContratoDetalhe }>(res)).contrato;
    expect(c).toMatchObject({ status_contrato: 'Ativo', versao: 6, termos_contrato: dadosCompletos().termos_contrato });

    // Ativo is read-only for both, and its capture cannot be removed.
    res = await acao(broker, id, { acao: 'salvar_rascunho', versao: 6, dados: dadosCompletos() });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_CONTRATO.somenteLeitura);
    res = await acao(dev, id, { acao: 'rejeitar', versao: 6 });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_CONTRATO.somenteLeitura);
    res = await broker.request(`/api/captacoes/${captacaoId}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_CORRETOR.captacaoComContratoAtivo);
    expect(await row(id)).toMatchObject({ status_contrato: 'Ativo', versao: 6 });

    // Both see it Ativo in their lists.
    for (const who of [broker, dev]) {
      const page = await json<ContratoPage>(await who.request('/api/contratos?status=Ativo'));
      expect(page.items.map((i) => i.id)).toContain(id);
    }

    // The end date passes (yesterday in São Paulo): the daily cron expires it.
    await withDb((db) =>
      db.execute(sql`
        UPDATE contratos_captacao
           SET data_inicio_validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 30,
               data_fim_validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1
         WHERE id = ${id}`),
    );
    await runCron();
    c = await detalhe(dev, id);
    expect(c).toMatchObject({ status_contrato: 'Expirado', versao: 7 });
    expect(c.historico.map((h) => [h.de, h.para, h.autor])).toEqual([
      ['Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'Ana Corretora'],
      ['Pendente Aprovação Construtora', 'Rejeitado', 'Construtora Horizonte'],
      ['Rejeitado', 'Pendente Aprovação Construtora', 'Ana Corretora'],
      ['Pendente Aprovação Construtora', 'Ativo', 'Construtora Horizonte'],
      ['Ativo', 'Expirado', null],
    ]);
    await runCron();
    expect((await detalhe(dev, id)).historico).toHaveLength(5);

    // Each status change notified the counterpart; the expiry notified both.
    const nome = 'Residencial Ciclo Completo';
    const msg = (s: string) => `Contrato de captação de ${nome}: status alterado para "${s}".`;
    expect(await notificacoes(construtoraX.userId, imovelId)).toEqual(
      [msg('Pendente Aprovação Construtora'), msg('Pendente Aprovação Construtora'), msg('Expirado')].map(
        (mensagem) => ({ mensagem, link_acao: '/dashboard?tab=contracts' }),
      ),
    );
    expect((await notificacoes(corretorA.userId, imovelId)).map((n) => n.mensagem)).toEqual([
      msg('Rejeitado'),
      msg('Ativo'),
      msg('Expirado'),
    ]);

    // An expired contract stays as a record when its capture is removed.
    res = await broker.request(`/api/captacoes/${captacaoId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await detalhe(broker, id)).status_contrato).toBe('Expirado');
  });

  it('leaves Ativo contracts whose end date is today or later alone', async () => {
    const { contratoId: id } = await capturedContract(corretorA, construtoraX);
    await withDb((db) =>
      db.execute(sql`
        UPDATE contratos_captacao
           SET status_contrato = 'Ativo', data_inicio_validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 10,
               data_fim_validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date
         WHERE id = ${id}`),
    );
    await runCron();
    expect((await row(id)).status_contrato).toBe('Ativo');
  });
});

describe('POST /api/contratos/:id/acao refusals', () => {
  it('refuses bad input with the Portuguese message and writes nothing', async () => {
    const { contratoId: id } = await capturedContract(corretorA, construtoraX);
    const cases: [Record<string, unknown>, string][] = [
      [{ acao: 'assinar', versao: 1 }, 'Ação inválida.'],
      [{ acao: 'salvar_rascunho', dados: {} }, 'Invalid input: expected number, received undefined'],
      [
        { acao: 'salvar_rascunho', versao: 1, dados: { comissao_percent_acordada: 150 } },
        'A comissão deve ficar entre 0 e 100%.',
      ],
      [
        {
          acao: 'salvar_rascunho',
          versao: 1,
          dados: { data_inicio_validade: '2027-05-01', data_fim_validade: '2027-04-01' },
        },
        'A data de término deve ser posterior à data de início.',
      ],
      [{ acao: 'salvar_rascunho', versao: 1, dados: { data_inicio_validade: '2027-02-31x' } }, 'Data inválida.'],
      [{ acao: 'enviar', versao: 1, dados: {} }, 'Informe os termos do contrato.'],
    ];
    for (const [body, expected] of cases) {
      const res = await acao(corretorA.client, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (!expected.startsWith('Invalid input')) expect(await message(res)).toBe(expected);
    }
    expect(await row(id)).toEqual({
      status_contrato: 'Pendente Preenchimento Corretor',
      versao: 1,
      termos_contrato: null,
    });
  });

  it('answers the wrong party 403, the wrong state 409, a stale version 409, someone else 404', async () => {
    const { contratoId: id } = await capturedContract(corretorA, construtoraX);
    const expectRefusal = async (res: Response, status: number, msg: string) => {
      expect(res.status).toBe(status);
      expect(await message(res)).toBe(msg);
    };
    await expectRefusal(
      await acao(construtoraX.client, id, { acao: 'aprovar', versao: 1 }),
      409,
      MSG_CONTRATO.estadoInvalido,
    );
    await expectRefusal(
      await acao(construtoraX.client, id, { acao: 'salvar_rascunho', versao: 1, dados: dadosCompletos() }),
      403,
      MSG_CONTRATO.atorInvalido,
    );
    await expectRefusal(
      await acao(corretorA.client, id, { acao: 'salvar_rascunho', versao: 7, dados: dadosCompletos() }),
      409,
      MSG_CONTRATO.conflitoVersao,
    );
    // Another broker, another developer: the contract does not exist for them.
    await expectRefusal(
      await acao(corretorB.client, id, { acao: 'salvar_rascunho', versao: 1, dados: dadosCompletos() }),
      404,
      MSG_CONTRATO.naoEncontrado,
    );
    await expectRefusal(
      await acao(construtoraY.client, id, { acao: 'rejeitar', versao: 1 }),
      404,
      MSG_CONTRATO.naoEncontrado,
    );
    await expectRefusal(
      await acao(corretorA.client, crypto.randomUUID(), { acao: 'salvar_rascunho', versao: 1, dados: {} }),
      404,
      MSG_CONTRATO.naoEncontrado,
    );
    await expectRefusal(
      await acao(corretorA.client, 'nao-e-uuid', { acao: 'salvar_rascunho', versao: 1, dados: {} }),
      404,
      MSG_CONTRATO.naoEncontrado,
    );
    const visitor = await acao(client(), id, { acao: 'aprovar', versao: 1 });
    expect(visitor.status).toBe(401);
    const admin = await signedInAdmin();
    expect((await acao(admin.client, id, { acao: 'aprovar', versao: 1 })).status).toBe(403);

    // The developer's rejection cannot write the broker's fields.
    await acao(corretorA.client, id, { acao: 'enviar', versao: 1, dados: dadosCompletos() });
    const res = await acao(construtoraX.client, id, {
      acao: 'rejeitar',
      versao: 2,
      observacoes_construtora: 'Revise o prazo.',
      termos_contrato: 'Trocado pela construtora',
      observacoes_corretor: 'Trocado',
    });
    expect(res.status).toBe(200);
    const c = (await json<{ contrato: ContratoDetalhe }>(res)).contrato;
    expect(c.termos_contrato).toBe(dadosCompletos().termos_contrato);
    expect(c.observacoes_corretor).toBe('Plantão aos sábados.');
    expect(await row(id)).toMatchObject({ status_contrato: 'Rejeitado', versao: 3 });
    const history = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM contratos_historico WHERE contrato_id = ${id}`,
      );
      return r.rows[0]!.n;
    });
    expect(history).toBe(2);
  });
});

describe('GET /api/contratos and /api/contratos/:id', () => {
  it('lists each party its own contracts, newest first, with search, status filter and cursor', async () => {
    const broker = await signedUp('corretor', { nome: 'Évora Listagem' });
    const dev = await signedUp('construtora', { nome: 'Construtora Ângulo Reto' });
    const first = await capturedContract(broker, dev, { nome: 'Solar São João' });
    const second = await capturedContract(broker, dev, { nome: 'Edifício Aurora' });
    const third = await capturedContract(broker, construtoraX, { nome: 'Vila Jardim' });
    const other = await capturedContract(corretorB, dev, { nome: 'Torre Alheia' });
    await acao(broker.client, second.contratoId, { acao: 'enviar', versao: 1, dados: dadosCompletos() });

    const list = async (who: SignedUp, qs = '') => {
      const res = await who.client.request(`/api/contratos${qs}`);
      expect(res.status).toBe(200);
      return json<ContratoPage>(res);
    };
    const ids = (p: ContratoPage) => p.items.map((i) => i.id);
    expect(ids(await list(broker))).toEqual([third.contratoId, second.contratoId, first.contratoId]);
    expect(ids(await list(dev))).toEqual([other.contratoId, second.contratoId, first.contratoId]);
    expect(ids(await list(broker, '?q=sao%20joao'))).toEqual([first.contratoId]);
    expect(ids(await list(dev, '?q=EVORA'))).toEqual([second.contratoId, first.contratoId]);
    expect(ids(await list(broker, '?q=angulo'))).toEqual([second.contratoId, first.contratoId]);
    expect(ids(await list(broker, '?q=100%25'))).toEqual([]);
    expect(ids(await list(broker, `?status=${encodeURIComponent('Pendente Aprovação Construtora')}`))).toEqual([
      second.contratoId,
    ]);

    const page1 = await list(broker, '?limit=2');
    expect(ids(page1)).toEqual([third.contratoId, second.contratoId]);
    const page2 = await list(broker, `?limit=2&cursor=${page1.nextCursor}`);
    expect(ids(page2)).toEqual([first.contratoId]);
    expect(page2.nextCursor).toBeNull();

    // Another party never sees it, in the list or by id.
    expect(ids(await list(corretorB))).not.toContain(first.contratoId);
    expect(ids(await list(construtoraY))).not.toContain(first.contratoId);
    for (const who of [corretorB, construtoraY]) {
      const res = await who.client.request(`/api/contratos/${first.contratoId}`);
      expect(res.status).toBe(404);
      expect(await message(res)).toBe(MSG_CONTRATO.naoEncontrado);
    }
    expect((await dev.client.request(`/api/contratos/${third.contratoId}`)).status).toBe(404);
    expect((await broker.client.request('/api/contratos/nao-e-uuid')).status).toBe(404);
  });

  it('refuses bad queries and the wrong roles', async () => {
    const bad = await corretorA.client.request('/api/contratos?status=Assinado');
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Status inválido.');
    const cursor = await corretorA.client.request('/api/contratos?cursor=xyz');
    expect(cursor.status).toBe(400);
    expect(await message(cursor)).toBe('Cursor de paginação inválido.');
    expect((await corretorA.client.request(`/api/contratos?q=${'a'.repeat(121)}`)).status).toBe(400);
    expect((await client().request('/api/contratos')).status).toBe(401);
    expect((await client().request(`/api/contratos/${crypto.randomUUID()}`)).status).toBe(401);
    const admin = await signedInAdmin();
    expect((await admin.client.request('/api/contratos')).status).toBe(403);
  });
});

describe('concurrency', () => {
  it('two saves from the same version: exactly one wins, the other gets 409', async () => {
    const { contratoId: id } = await capturedContract(corretorA, construtoraX);
    const results = await Promise.all(
      ['Primeira versão', 'Segunda versão'].map((termos) =>
        acao(corretorA.client, id, { acao: 'salvar_rascunho', versao: 1, dados: { termos_contrato: termos } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await message(results.find((r) => r.status === 409)!)).toBe(MSG_CONTRATO.conflitoVersao);
    const winner = (await json<{ contrato: ContratoDetalhe }>(results.find((r) => r.status === 200)!)).contrato;
    expect(await row(id)).toEqual({
      status_contrato: 'Pendente Preenchimento Corretor',
      versao: 2,
      termos_contrato: winner.termos_contrato,
    });
  });

  it('ten simultaneous approvals: one 200, nine 409, one history row and one notification', async () => {
    const { contratoId: id, imovelId } = await capturedContract(corretorA, construtoraX);
    await acao(corretorA.client, id, { acao: 'enviar', versao: 1, dados: dadosCompletos() });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => acao(construtoraX.client, id, { acao: 'aprovar', versao: 2 })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await row(id)).toMatchObject({ status_contrato: 'Ativo', versao: 3 });
    const counts = await withDb(async (db) => {
      const r = await db.execute<{ h: number; n: number }>(sql`
        SELECT (SELECT count(*)::int FROM contratos_historico WHERE contrato_id = ${id} AND para = 'Ativo') AS h,
               (SELECT count(*)::int FROM notificacoes
                 WHERE user_id = ${corretorA.userId} AND imovel_id = ${imovelId} AND tipo = 'contrato_status_alterado') AS n`);
      return r.rows[0]!;
    });
    expect(counts).toEqual({ h: 1, n: 1 });
  });
});
