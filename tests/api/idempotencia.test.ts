// One submission, one row: a burst of ten identical requests with one Idempotency-Key creates one row and gets ten
// identical answers, on every route that creates something.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { acao, capturedContract, dadosCompletos, detalhe } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { cliente, construtoraComEspelho, contratoAtivo, torre } from '../helpers/espelho.ts';
import { insertImovel, signedUp, uniqueEmail, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { IMAGES, uploadForm } from '../helpers/images.ts';
import { propostaBody, unidadeReservada } from '../helpers/propostas.ts';

let dev: SignedUp;
let broker: SignedUp;

beforeAll(async () => {
  [dev, broker] = await Promise.all([signedUp('construtora'), signedUp('corretor')]);
});

async function scalar(query: ReturnType<typeof sql>) {
  return withDb(async (db) => (await db.execute<{ n: number }>(query)).rows[0]!.n);
}

type Send = (key: string) => Promise<Response>;

/** Ten at once with one key: the answers as [status, body text]. */
async function burst(send: Send, key = crypto.randomUUID()) {
  const responses = await Promise.all(Array.from({ length: 10 }, () => send(key)));
  return Promise.all(responses.map(async (r) => [r.status, await r.text()] as const));
}

function expectTenIdentical(answers: (readonly [number, string])[], status: number) {
  expect(answers).toHaveLength(10);
  expect(new Set(answers.map(([s, b]) => `${s} ${b}`)).size).toBe(1);
  expect(answers[0]![0]).toBe(status);
}

const post = (c: Client, path: string, body: unknown, key?: string) =>
  c.request(path, {
    method: 'POST',
    json: body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

const empreendimento = (nome: string) => ({ nome, endereco: 'Rua das Palmeiras, 10 - Centro, Curitiba - PR' });
const countByName = (nome: string) => scalar(sql`SELECT count(*)::int AS n FROM imoveis WHERE nome = ${nome}`);

describe('Idempotency-Key on the routes that create', () => {
  it('POST /api/empreendimentos: ten at once make one development and ten identical 201s', async () => {
    const nome = `Residencial Clique Duplo ${crypto.randomUUID().slice(0, 8)}`;
    const answers = await burst((key) => post(dev.client, '/api/empreendimentos', empreendimento(nome), key));
    expectTenIdentical(answers, 201);
    expect(await countByName(nome)).toBe(1);
  });

  it('POST /api/captacoes: one capture, one contract, one notification, ten identical 201s', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    const answers = await burst((key) => post(broker.client, '/api/captacoes', { imovel_id: imovelId }, key));
    expectTenIdentical(answers, 201);
    expect(
      await scalar(sql`
        SELECT ((SELECT count(*) FROM captacoes WHERE imovel_id = ${imovelId})
              + (SELECT count(*) FROM contratos_captacao WHERE imovel_id = ${imovelId})
              + (SELECT count(*) FROM notificacoes WHERE imovel_id = ${imovelId} AND tipo = 'nova_captacao'))::int AS n`),
    ).toBe(3);
  });

  it('POST /api/contratos/:id/acao: one change, one history row, ten identical 200s', async () => {
    const b = await signedUp('corretor');
    const { contratoId } = await capturedContract(b, dev);
    const { versao } = await detalhe(b.client, contratoId);
    const body = { acao: 'enviar', versao, dados: dadosCompletos() };
    const answers = await burst((key) => post(b.client, `/api/contratos/${contratoId}/acao`, body, key));
    expectTenIdentical(answers, 200);
    expect(
      await scalar(sql`SELECT count(*)::int AS n FROM contratos_historico WHERE contrato_id = ${contratoId}`),
    ).toBe(1);
    // Without a key, the same repeat is a stale version.
    expect((await acao(b.client, contratoId, body)).status).toBe(409);
  });

  it('POST /api/contato: one message from a visitor, ten identical 201s', async () => {
    const visitor = client();
    const email = uniqueEmail('contato');
    const body = { nome: 'Ana Visitante', email, telefone: '(41) 99999-0000', mensagem: 'Quero saber mais.' };
    const answers = await burst((key) => post(visitor, '/api/contato', body, key));
    expectTenIdentical(answers, 201);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM mensagens_contato WHERE email = ${email}`)).toBe(1);
  });

  it('POST /api/uploads: one object and one row, ten identical 201s (each send has its own multipart boundary)', async () => {
    const c = await signedUp('construtora');
    const answers = await burst((key) =>
      c.client.request('/api/uploads', {
        method: 'POST',
        body: uploadForm({ arquivo: [IMAGES.png, 'fachada.png', 'image/png'] }),
        headers: { 'Idempotency-Key': key },
      }),
    );
    expectTenIdentical(answers, 201);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM uploads WHERE user_id = ${c.userId}`)).toBe(1);
  });
});

describe("Idempotency-Key on the sale's creates", () => {
  it('POST /api/espelho/:imovelId/gerador: one tower, ten identical 201s (not nine 409s)', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    const answers = await burst((key) =>
      post(dev.client, `/api/espelho/${imovelId}/gerador`, torre('Torre Única', 1, 2, 2), key),
    );
    expectTenIdentical(answers, 201);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM unidades WHERE imovel_id = ${imovelId}`)).toBe(4);
  });

  it('POST /api/espelho/:imovelId/unidades/:unidadeId/reserva: one reservation, ten identical 201s', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    await contratoAtivo(broker, imovelId);
    const unidadeId = unidades[0]!.id;
    const answers = await burst((key) =>
      post(broker.client, `/api/espelho/${imovelId}/unidades/${unidadeId}/reserva`, cliente, key),
    );
    expectTenIdentical(answers, 201);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM reservas_unidades WHERE unidade_id = ${unidadeId}`)).toBe(1);
  });

  it('POST /api/propostas: one proposal, one notification, ten identical 201s', async () => {
    const u = await unidadeReservada(dev, broker);
    const answers = await burst((key) => post(broker.client, '/api/propostas', propostaBody(u.unidadeId), key));
    expectTenIdentical(answers, 201);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM propostas WHERE unidade_id = ${u.unidadeId}`)).toBe(1);
    expect(
      await scalar(sql`SELECT count(*)::int AS n FROM notificacoes WHERE user_id = ${dev.userId}
                          AND tipo = 'proposta_recebida' AND imovel_id = ${u.imovelId}`),
    ).toBe(1);
  });
});

describe('Idempotency-Key rules', () => {
  it('a later repeat gets the stored answer, marked as replayed; a new key is a new submission', async () => {
    const nome = `Residencial Repetido ${crypto.randomUUID().slice(0, 8)}`;
    const key = crypto.randomUUID();
    const first = await post(dev.client, '/api/empreendimentos', empreendimento(nome), key);
    const again = await post(dev.client, '/api/empreendimentos', empreendimento(nome), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(await countByName(nome)).toBe(1);
    expect((await post(dev.client, '/api/empreendimentos', empreendimento(nome), crypto.randomUUID())).status).toBe(
      201,
    );
    expect(await countByName(nome)).toBe(2);
  });

  it('the same key with other data or on another route is refused in Portuguese, writing nothing', async () => {
    const nome = `Residencial Original ${crypto.randomUUID().slice(0, 8)}`;
    const key = crypto.randomUUID();
    expect((await post(dev.client, '/api/empreendimentos', empreendimento(nome), key)).status).toBe(201);
    const outro = await post(dev.client, '/api/empreendimentos', empreendimento(`${nome} B`), key);
    expect(outro.status).toBe(409);
    expect(await outro.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'Esta chave de envio já foi usada com outros dados. Gere uma nova chave para um novo envio.',
      },
    });
    expect(await countByName(`${nome} B`)).toBe(0);
    const imovelId = await insertImovel(dev.perfilId);
    const b = await signedUp('corretor');
    expect((await post(b.client, '/api/captacoes', { imovel_id: imovelId }, key)).status).toBe(201);
    const email = uniqueEmail('contato');
    const body = { nome: 'Bia Corretora', email, telefone: '(41) 98888-0000', mensagem: 'Outra rota.' };
    expect((await post(b.client, '/api/contato', body, key)).status).toBe(409);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM mensagens_contato WHERE email = ${email}`)).toBe(0);
  });

  it("keys belong to their sender: another account's identical submission is its own", async () => {
    const other = await signedUp('construtora');
    const nome = `Residencial Duas Contas ${crypto.randomUUID().slice(0, 8)}`;
    const key = crypto.randomUUID();
    const create = (c: Client) =>
      c.api('POST', '/api/empreendimentos', { json: empreendimento(nome), idempotencyKey: key });
    const a = await create(dev.client);
    const b = await create(other.client);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await a.json()).id).not.toBe((await b.json()).id);
    expect(await countByName(nome)).toBe(2);
  });

  it('a key that is not a UUID is a 400 in Portuguese; the route still checks who may call it', async () => {
    const nome = `Residencial Chave Ruim ${crypto.randomUUID().slice(0, 8)}`;
    const res = await post(dev.client, '/api/empreendimentos', empreendimento(nome), 'abc');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Cabeçalho Idempotency-Key inválido: envie um UUID.');
    for (const [c, status] of [
      [broker.client, 403],
      [client(), 401],
    ] as const) {
      expect((await post(c, '/api/empreendimentos', empreendimento(nome), crypto.randomUUID())).status).toBe(status);
    }
    expect(await countByName(nome)).toBe(0);
  });

  it('a reservation left unfinished for minutes is taken over by the retry', async () => {
    const nome = `Residencial Retomado ${crypto.randomUUID().slice(0, 8)}`;
    const key = crypto.randomUUID();
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO chaves_idempotencia (dono, chave, rota, corpo_hash, criado_em)
        VALUES (${dev.userId}, ${key}, 'POST /api/empreendimentos', 'x', now() - interval '3 minutes')`),
    );
    expect((await post(dev.client, '/api/empreendimentos', empreendimento(nome), key)).status).toBe(201);
    expect(await countByName(nome)).toBe(1);
  });

  it('the daily cron forgets keys older than 24 hours and keeps the others', async () => {
    const [velha, nova] = [crypto.randomUUID(), crypto.randomUUID()];
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO chaves_idempotencia (dono, chave, rota, corpo_hash, status, resposta, criado_em) VALUES
          (${dev.userId}, ${velha}, 'POST /api/contato', 'x', 201, '{}', now() - interval '25 hours'),
          (${dev.userId}, ${nova}, 'POST /api/contato', 'x', 201, '{}', now() - interval '23 hours')`),
    );
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await withDb(async (db) => {
      const r = await db.execute<{ chave: string }>(
        sql`SELECT chave FROM chaves_idempotencia WHERE chave IN (${velha}, ${nova})`,
      );
      return r.rows.map((x) => x.chave);
    });
    expect(left).toEqual([nova]);
  });
});
