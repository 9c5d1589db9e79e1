// Webhooks (/api/webhooks): receivers a construtora registers, the events written in the transaction of each change,
// and their delivery through the queue: signed with HMAC-SHA256 of the raw body, retried with a growing delay after a
// failure, given up after 24 h. The receiver is the integrator's server, outside the product: its answers are
// stubbed at fetch; the queue handler is the Worker's own, handed each batch as the queue would.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import { MAX_WEBHOOKS, MSG_INTEGRACOES } from '../../worker/schemas/integracoes.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { construtoraComEspelho, contratoAtivo } from '../helpers/espelho.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { acaoProposta, propostaEnviada } from '../helpers/propostas.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const RECEPTOR = 'https://receptor.exemplo.com.br/conecta';

/**
 * A POST of the signed-in client with the Worker's vars over `vars` (production mode drops WEBHOOKS_LOCAIS); `body`
 * may be one the schema refuses (the invalid-input tests send those).
 */
const postWebhook = (c: Client, body: unknown, vars: Record<string, string | undefined> = {}) =>
  c.api('POST', '/api/webhooks', { json: body, vars });
const production = { WEBHOOKS_LOCAIS: undefined };

async function createWebhook(c: Client, eventos: string[], url = RECEPTOR) {
  const res = await postWebhook(c, { url, eventos });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

type Entrega = {
  id: string;
  evento: string;
  dados: Record<string, unknown>;
  status: string;
  tentativas: number;
  enfileirada_em: string | null;
  ultimo_status_http: number | null;
  /** Seconds from now to the next attempt, as the database computed it. */
  espera: number | null;
};
const entregasDe = (webhookId: string) =>
  withDb(
    async (db) =>
      (
        await db.execute<Entrega>(sql`
        SELECT *, round(extract(epoch FROM proxima_tentativa_em - now()))::int AS espera
          FROM webhook_entregas WHERE webhook_id = ${webhookId} ORDER BY created_at, id`)
      ).rows,
  );

type Recebida = { body: string; headers: Headers };
/** Stubs the receiver: answers each POST with the next status of `statuses` and records what it got. */
function receiver(statuses: number[]) {
  const got: Recebida[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(RECEPTOR)) return original(input, init);
    got.push({ body: String(init?.body), headers: new Headers(init?.headers) });
    const status = statuses[Math.min(got.length - 1, statuses.length - 1)]!;
    return new Response(null, { status, headers: status === 302 ? { location: 'http://10.0.0.1/' } : {} });
  });
  return got;
}

/** Hands the delivery to the Worker's queue handler as the queue would, and reads what it decided. */
async function deliver(entregaId: string, attempts = 1) {
  const batch = createMessageBatch('conecta-webhooks', [
    { id: `msg-${entregaId}`, timestamp: new Date(), attempts, body: { entregaId } },
  ]);
  await worker.queue(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

let dev: SignedUp;
beforeAll(async () => {
  dev = await signedUp('construtora');
});

describe('POST /api/webhooks', () => {
  it(`holds the cap of ${MAX_WEBHOOKS} receivers under a burst`, async () => {
    const own = await signedUp('construtora');
    const answers = await Promise.all(
      Array.from({ length: MAX_WEBHOOKS + 5 }, (_, i) =>
        postWebhook(own.client, { url: `${RECEPTOR}/${i}`, eventos: ['unidade.status'] }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_WEBHOOKS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const rows = await withDb((db) => db.execute(sql`SELECT 1 FROM webhooks WHERE construtora_id = ${own.perfilId}`));
    expect(rows.rows).toHaveLength(MAX_WEBHOOKS);
  });

  it('answers the signing secret once and lists the receiver without it', async () => {
    const res = await postWebhook(dev.client, {
      url: RECEPTOR,
      eventos: ['unidade.status', 'unidade.status', 'proposta.status'],
    });
    expect(res.status).toBe(201);
    const { id, segredo } = await res.json();
    expect(segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await dev.client.request('/api/webhooks');
    const text = await list.text();
    expect(text).not.toContain(segredo);
    const item = (JSON.parse(text) as { items: { id: string; url: string; eventos: string[] }[] }).items.find(
      (w) => w.id === id,
    )!;
    expect(item).toMatchObject({ url: RECEPTOR, eventos: ['unidade.status', 'proposta.status'] });
  });

  it('refuses a malformed URL, no events or an unknown event, and writes nothing', async () => {
    const own = await signedUp('construtora');
    for (const body of [
      { url: 'não é url', eventos: ['unidade.status'] },
      { url: RECEPTOR, eventos: [] },
      { url: RECEPTOR, eventos: ['unidade.vendida'] },
      { url: RECEPTOR },
    ]) {
      expect((await postWebhook(own.client, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await (await own.client.api('GET', '/api/webhooks')).json()).items).toEqual([]);
  });

  it('refuses visitors (401) and brokers (403)', async () => {
    const visitor = client();
    expect(
      (await visitor.request('/api/webhooks', { method: 'POST', json: { url: RECEPTOR, eventos: ['unidade.status'] } }))
        .status,
    ).toBe(401);
    const corretor = await signedUp('corretor');
    expect((await postWebhook(corretor.client, { url: RECEPTOR, eventos: ['unidade.status'] })).status).toBe(403);
    expect((await corretor.client.request('/api/webhooks')).status).toBe(403);
  });

  it('in production accepts only public https URLs (SSRF)', async () => {
    const refused = [
      'http://receptor.exemplo.com.br/conecta',
      'https://10.1.2.3/x',
      'https://192.168.0.10/x',
      'https://172.16.5.4/x',
      'https://127.0.0.1/x',
      'http://127.0.0.1:8080/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://2130706433/x',
      'https://0x7f.0.0.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a00:1]/x',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://intranet/x',
      'https://servidor.internal/x',
      'https://impressora.local/x',
      'https://usuario:senha@receptor.exemplo.com.br/x',
      'ftp://receptor.exemplo.com.br/x',
    ];
    for (const url of refused) {
      const res = await postWebhook(dev.client, { url, eventos: ['unidade.status'] }, production);
      expect(res.status, url).toBe(400);
      expect((await errorBody(res)).error.message, url).toBe(MSG_INTEGRACOES.urlNaoPublica);
    }
    const own = await signedUp('construtora');
    for (const url of [RECEPTOR, 'https://8.8.8.8/hook', 'https://[2606:4700::1111]/hook']) {
      expect((await postWebhook(own.client, { url, eventos: ['unidade.status'] }, production)).status, url).toBe(201);
    }
  });

  it('in the local stack also accepts http://127.0.0.1, and still no other private address', async () => {
    const own = await signedUp('construtora');
    expect(
      (await postWebhook(own.client, { url: 'http://127.0.0.1:9999/hook', eventos: ['unidade.status'] })).status,
    ).toBe(201);
    for (const url of ['http://localhost:9999/hook', 'http://10.0.0.1/hook', 'http://127.0.0.2/hook']) {
      expect((await postWebhook(own.client, { url, eventos: ['unidade.status'] })).status, url).toBe(400);
    }
  });
});

describe('DELETE /api/webhooks/:id and GET /api/webhooks/:id/entregas', () => {
  it("are 404 for another construtora's receiver and for a malformed id", async () => {
    const { id } = await createWebhook(dev.client, ['unidade.status']);
    const other = await signedUp('construtora');
    expect((await other.client.request(`/api/webhooks/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.client.request(`/api/webhooks/${id}/entregas`)).status).toBe(404);
    expect((await dev.client.request('/api/webhooks/abc', { method: 'DELETE' })).status).toBe(404);
    expect((await dev.client.request(`/api/webhooks/${id}/entregas`)).status).toBe(200);
    expect((await dev.client.request(`/api/webhooks/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await dev.client.request(`/api/webhooks/${id}/entregas`)).status).toBe(404);
  });
});

describe('events and deliveries', () => {
  it("a reservation writes one unidade.status delivery, queued after the commit, for the development's receivers only", async () => {
    const grid = await construtoraComEspelho();
    const hook = await createWebhook(grid.construtora.client, ['unidade.status']);
    const propostas = await createWebhook(grid.construtora.client, ['proposta.status']);
    const stranger = await createWebhook(dev.client, ['unidade.status']);
    const corretor = await signedUp('corretor');
    await contratoAtivo(corretor, grid.imovelId);
    const unidade = grid.unidades[0]!;
    const res = await corretor.client.settled(`/api/espelho/${grid.imovelId}/unidades/${unidade.id}/reserva`, {
      method: 'POST',
      json: { cliente_nome: 'Maria Cliente', cliente_telefone: '(41) 99999-0000' },
    });
    expect(res.status).toBe(201);
    const [entrega, ...rest] = await entregasDe(hook.id);
    expect(rest).toEqual([]);
    expect(entrega).toMatchObject({
      evento: 'unidade.status',
      status: 'Pendente',
      dados: { unidade_id: unidade.id, imovel_id: grid.imovelId, status: 'Reservada', status_anterior: 'Disponível' },
    });
    expect(entrega!.enfileirada_em).not.toBeNull();
    expect(JSON.stringify(entrega!.dados)).not.toContain('Maria');
    expect(await entregasDe(propostas.id)).toEqual([]);
    expect(await entregasDe(stranger.id)).toEqual([]);
  });

  it('a proposal and its approval write proposta.status; an edit of the development writes empreendimento.atualizado', async () => {
    const corretor = await signedUp('corretor');
    const own = await signedUp('construtora');
    const hook = await createWebhook(own.client, ['proposta.status', 'empreendimento.atualizado']);
    const { proposta, imovelId } = await propostaEnviada(own, corretor);
    expect((await acaoProposta(own.client, proposta.id, { acao: 'aprovar', versao: proposta.versao })).status).toBe(
      200,
    );
    const eventos = async (evento: string) =>
      (await entregasDe(hook.id)).filter((e) => e.evento === evento).map((e) => e.dados);
    expect((await eventos('proposta.status')).map((d) => [d.proposta_id, d.status, d.status_anterior])).toEqual([
      [proposta.id, 'Enviada', null],
      [proposta.id, 'Aprovada', 'Enviada'],
    ]);
    const before = (await eventos('empreendimento.atualizado')).length;
    // A view counted is not an edit; a new name is.
    await withDb((db) => db.execute(sql`UPDATE imoveis SET visualizacoes = visualizacoes + 1 WHERE id = ${imovelId}`));
    expect(await eventos('empreendimento.atualizado')).toHaveLength(before);
    await withDb((db) => db.execute(sql`UPDATE imoveis SET nome = 'Novo nome' WHERE id = ${imovelId}`));
    expect((await eventos('empreendimento.atualizado')).at(-1)).toEqual({
      imovel_id: imovelId,
      status: 'Disponível',
      ativo: true,
    });
    expect(await eventos('empreendimento.atualizado')).toHaveLength(before + 1);
  });

  it('signs the raw body with HMAC-SHA256, retries after a failing receiver, then records the delivery', async () => {
    const own = await signedUp('construtora');
    const hook = await createWebhook(own.client, ['empreendimento.atualizado']);
    const { imovelId } = await propostaEnviada(own, await signedUp('corretor'));
    await withDb((db) => db.execute(sql`DELETE FROM webhook_entregas WHERE webhook_id = ${hook.id}`));
    await withDb((db) => db.execute(sql`UPDATE imoveis SET nome = 'Assinado' WHERE id = ${imovelId}`));
    const [entrega] = await entregasDe(hook.id);
    const got = receiver([503, 200]);

    const first = await deliver(entrega!.id);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual([`msg-${entrega!.id}`]);
    expect(first.explicitAcks).toEqual([]);
    expect((await entregasDe(hook.id))[0]).toMatchObject({
      status: 'Pendente',
      tentativas: 1,
      ultimo_status_http: 503,
      espera: 30,
    });

    const second = await deliver(entrega!.id, 2);
    expect(second.explicitAcks).toEqual([`msg-${entrega!.id}`]);
    expect(second.retryMessages).toEqual([]);
    expect((await entregasDe(hook.id))[0]).toMatchObject({
      status: 'Entregue',
      tentativas: 2,
      ultimo_status_http: 200,
      espera: null,
    });

    expect(got).toHaveLength(2);
    const { body, headers } = got[1]!;
    const expected = createHmac('sha256', hook.segredo).update(body).digest('hex');
    expect(headers.get('x-conecta-assinatura')).toBe(`sha256=${expected}`);
    expect(got[0]!.body).toBe(body);
    expect(JSON.parse(body)).toEqual({
      id: entrega!.id,
      evento: 'empreendimento.atualizado',
      criado_em: expect.any(String),
      dados: { imovel_id: imovelId, status: 'Disponível', ativo: true },
    });

    // Delivered: a copy of the message the queue sends again is acknowledged without a new request.
    expect((await deliver(entrega!.id, 3)).explicitAcks).toEqual([`msg-${entrega!.id}`]);
    expect(got).toHaveLength(2);

    const log = await (await own.client.api('GET', '/api/webhooks/:id/entregas', { param: { id: hook.id } })).json();
    expect(log.items).toMatchObject([{ id: entrega!.id, status: 'Entregue', tentativas: 2 }]);
  });

  it('grows the delay after each failure, never follows a redirect, and gives up 24 h after the event', async () => {
    const own = await signedUp('construtora');
    const hook = await createWebhook(own.client, ['empreendimento.atualizado']);
    const { imovelId } = await propostaEnviada(own, await signedUp('corretor'));
    await withDb((db) => db.execute(sql`DELETE FROM webhook_entregas WHERE webhook_id = ${hook.id}`));
    await withDb((db) => db.execute(sql`UPDATE imoveis SET nome = 'Redirecionado' WHERE id = ${imovelId}`));
    const [entrega] = await entregasDe(hook.id);
    receiver([302, 500, 500]);
    expect((await deliver(entrega!.id)).retryMessages).toHaveLength(1);
    expect((await entregasDe(hook.id))[0]).toMatchObject({ status: 'Pendente', ultimo_status_http: 302, espera: 30 });
    expect((await deliver(entrega!.id, 2)).retryMessages).toHaveLength(1);
    expect((await entregasDe(hook.id))[0]).toMatchObject({ status: 'Pendente', ultimo_status_http: 500, espera: 60 });
    await withDb((db) =>
      db.execute(sql`UPDATE webhook_entregas SET created_at = now() - interval '24 hours' WHERE id = ${entrega!.id}`),
    );
    const last = await deliver(entrega!.id, 3);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toEqual([`msg-${entrega!.id}`]);
    expect((await entregasDe(hook.id))[0]).toMatchObject({ status: 'Falhou', tentativas: 3 });
  });
});
