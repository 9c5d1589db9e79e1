// The Durable Objects in the test runtime: sockets through the Worker, hibernation, a restart mid-conversation.
import {
  abortAllDurableObjects,
  createExecutionContext,
  createScheduledController,
  evictDurableObject,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushNotifications } from '../../worker/domain/notificacoes.ts';
import worker from '../../worker/index.ts';
import type { ChatRoom } from '../../worker/realtime/chat-room.ts';
import type { UserHub } from '../../worker/realtime/user-hub.ts';
import type { MensagemChat } from '../../worker/schemas/chat.ts';
import type { Notificacao } from '../../worker/schemas/notificacoes.ts';
import { conversaNova, flushRoom } from '../helpers/chat.ts';
import { acao, capturedContract, dadosCompletos } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp } from '../helpers/factories.ts';
import { client, type Client } from '../helpers/http.ts';
import { pollUntilEqual } from '../helpers/poll.ts';
import { openSocket, type TestSocket } from '../helpers/sockets.ts';

const wsPath = (id: string) => `/api/chat/conversas/${id}/ws`;
const send = (s: TestSocket, conteudo: string, client_id: string = crypto.randomUUID()) => {
  s.ws.send(JSON.stringify({ type: 'send', conteudo, client_id }));
  return client_id;
};
const ackOf = (s: TestSocket, clientId: string) =>
  s.next<{ mensagem: MensagemChat }>((f) => f.type === 'ack' && f.client_id === clientId);
const mensagemOf = (s: TestSocket, id: string) =>
  s.next<{ mensagem: MensagemChat }>((f) => f.type === 'mensagem' && (f.mensagem as MensagemChat).id === id);
const stored = (conversaId: string) =>
  withDb(async (db) => {
    await flushRoom(conversaId);
    const r = await db.execute<{ id: string; conteudo_mensagem: string; lida: boolean }>(
      sql`SELECT id, conteudo_mensagem, lida FROM mensagens_chat WHERE conversa_id = ${conversaId} ORDER BY created_at, id`,
    );
    return r.rows;
  });
const upgrade = (c: Client, path: string, headers: Record<string, string> = {}) =>
  c.request(path, { headers: { Upgrade: 'websocket', ...headers } });

describe('chat sockets', () => {
  it('admits only the two parties: a third party 403, a visitor 401, unknown 404, another origin 403', async () => {
    const { conversa } = await conversaNova();
    const intruso = await signedUp('construtora');
    expect((await upgrade(intruso.client, wsPath(conversa.id))).status).toBe(403);
    expect((await upgrade(client(), wsPath(conversa.id))).status).toBe(401);
    expect((await upgrade(intruso.client, wsPath(crypto.randomUUID()))).status).toBe(404);
    const { corretor } = await conversaNova();
    expect((await upgrade(corretor.client, wsPath(conversa.id), { origin: 'https://evil.example' })).status).toBe(403);
    const own = (await (await corretor.client.api('GET', '/api/chat/conversas')).json()).items[0]!.id;
    expect((await corretor.client.request(wsPath(own))).status).toBe(400);
    expect((await upgrade(corretor.client, wsPath(own), { origin: 'http://localhost' })).status).toBe(101);
  });

  it('stores, acknowledges with id and client_id, broadcasts; an open conversation is read and not notified', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const b = await openSocket(construtora.client, wsPath(conversa.id));
    const clientId = send(a, 'Bom dia!');
    const { mensagem } = await ackOf(a, clientId);
    expect(mensagem).toMatchObject({ conteudo_mensagem: 'Bom dia!', remetente_user_id: corretor.userId, lida: true });
    expect(mensagem.id).toBe(clientId);
    expect((await mensagemOf(b, mensagem.id)).mensagem).toEqual(mensagem);
    expect(await stored(conversa.id)).toEqual([{ id: mensagem.id, conteudo_mensagem: 'Bom dia!', lida: true }]);
    const n = await withDb((db) => db.execute(sql`SELECT 1 FROM notificacoes WHERE user_id = ${construtora.userId}`));
    expect(n.rows).toHaveLength(0);
    // The sender's socket gets the ack, never its own broadcast.
    expect(a.frames.filter((f) => f.type === 'mensagem')).toHaveLength(0);

    send(b, '   ', 'c0ffee00-0000-4000-8000-000000000000');
    const erro = await b.next((f) => f.type === 'erro');
    expect(erro).toEqual({
      type: 'erro',
      client_id: 'c0ffee00-0000-4000-8000-000000000000',
      message: 'A mensagem não pode ficar em branco.',
    });
    expect(await stored(conversa.id)).toHaveLength(1);
    a.ws.close();
    b.ws.close();
  });

  it('keeps working after the room hibernates (the socket’s user survives in its attachment)', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const b = await openSocket(construtora.client, wsPath(conversa.id));
    const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversa.id));
    await evictDurableObject(stub);
    const id = send(b, 'Depois de hibernar');
    const { mensagem } = await ackOf(b, id);
    expect(mensagem.remetente_user_id).toBe(construtora.userId);
    await mensagemOf(a, mensagem.id);
    const conectados = await runInDurableObject(stub, (_: ChatRoom, state) =>
      state.getWebSockets().map((ws) => (ws.deserializeAttachment() as { userId: string }).userId),
    );
    expect(conectados.sort()).toEqual([corretor.userId, construtora.userId].sort());
  });

  it('a restart in the middle of a conversation loses nothing and duplicates nothing', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    let a = await openSocket(corretor.client, wsPath(conversa.id));
    let b = await openSocket(construtora.client, wsPath(conversa.id));
    const first = send(a, 'Antes do reinício');
    const acked = (await ackOf(a, first)).mensagem;
    const lastSeenByB = (await mensagemOf(b, acked.id)).mensagem.id;

    // Sent, then the object dies before the client can know whether it was stored.
    const pending = send(a, 'No meio do reinício');
    await abortAllDurableObjects();
    await Promise.all([a.closed, b.closed]);

    // Reconnect, catch up over HTTP, resend what was never acknowledged with the same client_id.
    a = await openSocket(corretor.client, wsPath(conversa.id));
    b = await openSocket(construtora.client, wsPath(conversa.id));
    send(a, 'No meio do reinício', pending);
    const resent = (await ackOf(a, pending)).mensagem;
    expect(resent.id).toBe(pending);
    await mensagemOf(b, pending);
    const missed = await (
      await construtora.client.api('GET', '/api/chat/conversas/:id/mensagens', {
        param: { id: conversa.id },
        query: { after: lastSeenByB },
      })
    ).json();
    expect(missed.items.map((m) => m.id)).toEqual([pending]);
    expect((await stored(conversa.id)).map((m) => m.conteudo_mensagem)).toEqual([
      'Antes do reinício',
      'No meio do reinício',
    ]);
    a.ws.close();
    b.ws.close();
  });

  it('the HTTP fallback reaches the open sockets of the room', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const b = await openSocket(construtora.client, wsPath(conversa.id));
    const res = await corretor.client.api('POST', '/api/chat/conversas/:id/mensagens', {
      param: { id: conversa.id },
      body: { conteudo: 'Pelo HTTP' },
    });
    const { mensagem } = await res.json();
    expect((await mensagemOf(b, mensagem.id)).mensagem.conteudo_mensagem).toBe('Pelo HTTP');
    b.ws.close();
  });
});

describe('notification hub', () => {
  it('a chat message to someone without the conversation open reaches every open tab of theirs', async () => {
    const { construtora, corretor, conversa } = await conversaNova('Residencial Ao Vivo');
    const tab1 = await openSocket(construtora.client, '/api/notificacoes/ws');
    const tab2 = await openSocket(construtora.client, '/api/notificacoes/ws');
    const other = await openSocket(corretor.client, '/api/notificacoes/ws');
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const id = send(a, 'Tem unidade no térreo?');
    await ackOf(a, id);
    for (const tab of [tab1, tab2]) {
      const frame = await tab.next<{ notificacao: Notificacao }>((f) => f.type === 'notificacao');
      expect(frame.notificacao).toMatchObject({
        tipo: 'nova_mensagem_chat',
        user_id: construtora.userId,
        link_acao: `/dashboard?tab=chat&conversa=${conversa.id}`,
        imovel: { nome: 'Residencial Ao Vivo' },
      });
    }
    expect(other.frames).toEqual([]);
    expect((await upgrade(construtora.client, '/api/notificacoes/ws', { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    for (const s of [tab1, tab2, other, a]) s.ws.close();
  });

  it('a capture, contract steps, the expiry cron and a reservation reach the right open tabs live', async () => {
    const dev = await signedUp('construtora', { nome: 'Construtora Push' });
    const broker = await signedUp('corretor', { nome: 'Carla Push' });
    const devTab = await openSocket(dev.client, '/api/notificacoes/ws');
    const brokerTab = await openSocket(broker.client, '/api/notificacoes/ws');
    const pushed = (tab: TestSocket, tipo: string, mensagem: RegExp) =>
      tab.next<{ notificacao: Notificacao }>((f) => {
        const n = f.notificacao as Notificacao | undefined;
        return n?.tipo === tipo && mensagem.test(n.mensagem);
      });

    const { imovelId, contratoId } = await capturedContract(broker, dev, { nome: 'Residencial Push' });
    expect((await pushed(devTab, 'nova_captacao', /Carla Push demonstrou interesse/)).notificacao).toMatchObject({
      user_id: dev.userId,
      imovel: { id: imovelId },
    });
    expect((await acao(broker.client, contratoId, { acao: 'enviar', versao: 1, dados: dadosCompletos() })).status).toBe(
      200,
    );
    await pushed(devTab, 'contrato_status_alterado', /Pendente Aprovação Construtora/);
    expect((await acao(dev.client, contratoId, { acao: 'aprovar', versao: 2 })).status).toBe(200);
    await pushed(brokerTab, 'contrato_status_alterado', /"Ativo"/);

    await withDb((db) =>
      db.execute(sql`
        UPDATE contratos_captacao
           SET data_inicio_validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 30,
               data_fim_validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1
         WHERE id = ${contratoId}`),
    );
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    await Promise.all([devTab, brokerTab].map((tab) => pushed(tab, 'contrato_status_alterado', /Expirado/)));

    const res = await dev.client.request(`/api/empreendimentos/${imovelId}/status`, {
      method: 'POST',
      json: { acao: 'reservar' },
    });
    expect(res.status).toBe(200);
    await pushed(brokerTab, 'status_alterado', /Residencial Push foi reservado/);
    // Each tab got only what was addressed to its user.
    const users = (tab: TestSocket) => new Set(tab.frames.map((f) => (f.notificacao as Notificacao).user_id));
    expect(users(devTab)).toEqual(new Set([dev.userId]));
    expect(users(brokerTab)).toEqual(new Set([broker.userId]));
    devTab.ws.close();
    brokerTab.ws.close();
  });

  it('pushNotifications calls only the hubs of users with an open tab, each with their own rows', async () => {
    const x = await signedUp('corretor');
    const y = await signedUp('corretor');
    const tab = await openSocket(x.client, '/api/notificacoes/ws');
    expect(await online([x.userId, y.userId])).toEqual([x.userId]);
    expect(
      await pushNotifications(env, [row(x.userId, 'para x'), row(y.userId, 'para y'), row(x.userId, 'de novo x')]),
    ).toEqual({ usuarios: 2, online: 1, abas: 1 });
    await tab.next((f) => (f.notificacao as Notificacao | undefined)?.mensagem === 'de novo x');
    expect(tab.frames.map((f) => (f.notificacao as Notificacao).mensagem)).toEqual(['para x', 'de novo x']);
    tab.ws.close();
  });

  it('presence: on with the first tab, kept while a tab is open, cleared when the last one closes', async () => {
    const x = await signedUp('corretor');
    const tab1 = await openSocket(x.client, '/api/notificacoes/ws');
    const tab2 = await openSocket(x.client, '/api/notificacoes/ws');
    expect(await online([x.userId])).toEqual([x.userId]);
    tab1.ws.close();
    await tab1.closed;
    // Once the hub has seen the close and its presence write (chained in `presenca`) is done, the other tab has
    // kept the user online.
    const hub = env.USER_HUB.get(env.USER_HUB.idFromName(x.userId));
    const abertas = () =>
      runInDurableObject(
        hub,
        (_: UserHub, state) => state.getWebSockets().filter((w) => w.readyState === WebSocket.OPEN).length,
      );
    expect(await pollUntilEqual(abertas, 1)).toBe(1);
    await runInDurableObject(hub, (h: UserHub) => (h as unknown as { presenca: Promise<unknown> }).presenca);
    expect(await online([x.userId])).toEqual([x.userId]);
    tab2.ws.close();
    await tab2.closed;
    await pollUntilEqual(() => online([x.userId]), []);
    expect(await online([x.userId])).toEqual([]);
  });

  it('a notification for an offline user is not pushed and is fetched when the user connects', async () => {
    const { construtora, corretor, conversa } = await conversaNova('Residencial Offline');
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    await ackOf(a, send(a, 'Está aí?'));
    await flushRoom(conversa.id);
    const [escrita] = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(
        sql`SELECT id FROM notificacoes WHERE user_id = ${construtora.userId} AND tipo = 'nova_mensagem_chat'`,
      );
      return r.rows;
    });
    expect(escrita).toBeDefined();

    const tab = await openSocket(construtora.client, '/api/notificacoes/ws');
    const { items } = await (await construtora.client.api('GET', '/api/notificacoes')).json();
    expect(items.map((n) => n.id)).toEqual([escrita!.id]);
    expect(tab.frames).toEqual([]);
    // Now online: the next one is pushed.
    const id = send(a, 'Agora sim');
    await ackOf(a, id);
    const frame = await tab.next<{ notificacao: Notificacao }>((f) => f.type === 'notificacao');
    expect(frame.notificacao.mensagem).toMatch(/Agora sim/);
    for (const s of [a, tab]) s.ws.close();
  });

  it('stale presence (a hub that died without cleaning) does not break the push and is cleared by it', async () => {
    const morto = await signedUp('corretor');
    const vivo = await signedUp('corretor');
    const tabMorta = await openSocket(morto.client, '/api/notificacoes/ws');
    const tabViva = await openSocket(vivo.client, '/api/notificacoes/ws');
    // Every object dies at once: no close handler runs, so both rows stay behind.
    await abortAllDurableObjects();
    await Promise.all([tabMorta.closed, tabViva.closed]);
    expect(await online([morto.userId, vivo.userId])).toHaveLength(2);
    // Only one of them comes back.
    const volta = await openSocket(vivo.client, '/api/notificacoes/ws');
    expect(
      await pushNotifications(env, [row(morto.userId, 'para ninguém'), row(vivo.userId, 'para quem voltou')]),
    ).toEqual({ usuarios: 2, online: 2, abas: 1 });
    await volta.next((f) => (f.notificacao as Notificacao | undefined)?.mensagem === 'para quem voltou');
    expect(await online([morto.userId, vivo.userId])).toEqual([vivo.userId]);
    volta.ws.close();
  });

  it('a burst of tabs opening and closing leaves presence exactly as the tabs are', async () => {
    const x = await signedUp('corretor');
    const tabs = await Promise.all(Array.from({ length: 8 }, () => openSocket(x.client, '/api/notificacoes/ws')));
    const fica = tabs.pop()!;
    const [, ...mais] = await Promise.all([
      Promise.all(tabs.map(async (t) => (t.ws.close(), t.closed))),
      ...Array.from({ length: 4 }, () => openSocket(x.client, '/api/notificacoes/ws')),
    ]);
    expect(await online([x.userId])).toEqual([x.userId]);
    const restantes = [fica, ...(mais as TestSocket[])];
    await Promise.all(restantes.map(async (t) => (t.ws.close(), t.closed)));
    await pollUntilEqual(() => online([x.userId]), []);
    expect(await online([x.userId])).toEqual([]);
  });
});

const row = (userId: string, mensagem: string): Notificacao => ({
  id: crypto.randomUUID(),
  user_id: userId,
  tipo: 'novo_imovel',
  mensagem,
  lida: false,
  imovel_id: null,
  link_acao: null,
  created_at: new Date().toISOString(),
  imovel: null,
});

const online = (userIds: string[]) =>
  withDb(async (db) => {
    const r = await db.execute<{ user_id: string }>(
      sql`SELECT user_id FROM usuarios_online WHERE user_id = ANY(${sql.param(userIds)}::uuid[]) ORDER BY user_id`,
    );
    return r.rows.map((x) => x.user_id);
  });
