// Abuse limits on the realtime side, each tested with a burst: chat messages per user (a token bucket in the room),
// sockets per user (notification tabs, chat rooms, sales grids), one unread chat notification per conversation, captures per
// broker and one capture notification per broker and development a day; and the socket's text guard.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOTIVO } from '../../worker/lib/realtime.ts';
import type { ChatRoom } from '../../worker/realtime/chat-room.ts';
import type { EspelhoRoom } from '../../worker/realtime/espelho-room.ts';
import type { UserHub } from '../../worker/realtime/user-hub.ts';
import { MSG_CHAT, type MensagemChat } from '../../worker/schemas/chat.ts';
import type { Notificacao } from '../../worker/schemas/notificacoes.ts';
import { conversaNova, flushRoom } from '../helpers/chat.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { errorBody } from '../helpers/http.ts';
import { poll } from '../helpers/poll.ts';
import { openSocket, type TestSocket } from '../helpers/sockets.ts';
import { MSG_TEXTO_INVALIDO } from '../../worker/schemas/erros.ts';

const wsPath = (id: string) => `/api/chat/conversas/${id}/ws`;
const LIVE = '/api/notificacoes/ws';
const gridPath = (imovelId: string) => `/api/espelho/${imovelId}/ws`;
const CAP = 20;

const send = (s: TestSocket, conteudo: string, client_id: string = crypto.randomUUID()) => {
  s.ws.send(JSON.stringify({ type: 'send', conteudo, client_id }));
  return client_id;
};
/** The ack or the error frame answering one client_id. */
const answerOf = (s: TestSocket, clientId: string) =>
  s.next<{ type: 'ack' | 'erro'; message?: string; mensagem?: MensagemChat }>(
    (f) => (f.type === 'ack' || f.type === 'erro') && f.client_id === clientId,
    15_000,
  );

const storedIn = (conversaId: string) =>
  withDb(async (db) => {
    await flushRoom(conversaId);
    const r = await db.execute<{ conteudo_mensagem: string }>(
      sql`SELECT conteudo_mensagem FROM mensagens_chat WHERE conversa_id = ${conversaId} ORDER BY created_at, id`,
    );
    return r.rows.map((x) => x.conteudo_mensagem);
  });

const chatNotificacoes = (userId: string) =>
  withDb(async (db) => {
    const r = await db.execute<{ id: string; mensagem: string; lida: boolean; link_acao: string }>(sql`
      SELECT id, mensagem, lida, link_acao FROM notificacoes
       WHERE user_id = ${userId} AND tipo = 'nova_mensagem_chat' ORDER BY created_at`);
    return r.rows;
  });

/** Several conversations of one broker with one developer, one per development. */
async function conversasDe(n: number): Promise<{ construtora: SignedUp; corretor: SignedUp; ids: string[] }> {
  const construtora = await signedUp('construtora');
  const corretor = await signedUp('corretor', { nome: 'Bruno Corretor' });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const imovelId = await insertImovel(construtora.perfilId);
    const res = await corretor.client.api('POST', '/api/chat/conversas', { body: { imovel_id: imovelId } });
    ids.push((await res.json()).conversa.id);
  }
  return { construtora, corretor, ids };
}

/** Sockets opened together; resolves once `refused` of them were closed with 4008, returning the rest. */
async function burstOfSockets(paths: string[], c: SignedUp, refused: number) {
  const sockets = await Promise.all(paths.map((p) => openSocket(c.client, p)));
  const closes: { code: number; reason: string }[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${closes.length} refused`)), 10_000);
    for (const s of sockets) {
      void s.closedWith.then((e) => {
        closes.push(e);
        if (closes.length === refused) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  expect(closes).toEqual(Array.from({ length: refused }, () => ({ code: 4008, reason: MOTIVO.limiteConexoes })));
  return sockets.filter((s) => s.ws.readyState === WebSocket.OPEN);
}

const hubOf = (userId: string) => env.USER_HUB.get(env.USER_HUB.idFromName(userId));
const roomOf = (conversaId: string) => env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversaId));
const gridOf = (imovelId: string) => env.ESPELHO_ROOM.get(env.ESPELHO_ROOM.idFromName(imovelId));
const openIn = (
  stub: DurableObjectStub<ChatRoom> | DurableObjectStub<EspelhoRoom> | DurableObjectStub<UserHub>,
  tag?: string,
) =>
  runInDurableObject(
    stub,
    (_: unknown, state) => state.getWebSockets(tag).filter((w) => w.readyState === WebSocket.OPEN).length,
  );

/** Retries opening until the socket stays open: a close handler frees the place just after the client sees it. */
async function opensAgain(c: SignedUp, path: string) {
  const s = await poll(
    async () => {
      const opened = await openSocket(c.client, path);
      return (await opened.admitted()) ? opened : null;
    },
    (opened) => opened !== null,
  );
  if (!s) throw new Error('never admitted');
  return s;
}

describe('chat message limit per user', () => {
  it('a burst of 30 on one socket: about ten stored, the rest refused in Portuguese, the socket stays open', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const ids = Array.from({ length: 30 }, (_, i) => send(a, `Mensagem ${i}`));
    const answers = await Promise.all(ids.map((id) => answerOf(a, id)));
    const acks = answers.filter((f) => f.type === 'ack');
    const erros = answers.filter((f) => f.type === 'erro');
    // Ten at once, plus at most one or two refilled while the burst was being handled.
    expect(acks.length).toBeGreaterThanOrEqual(10);
    expect(acks.length).toBeLessThanOrEqual(12);
    expect(new Set(erros.map((f) => f.message))).toEqual(new Set([MSG_CHAT.rapidoDemais]));
    expect(await storedIn(conversa.id)).toHaveLength(acks.length);
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
    // The other party got one unread notification for all of them, with the newest message's text.
    const n = await chatNotificacoes(construtora.userId);
    expect(n).toHaveLength(1);
    expect(n[0]!.mensagem).toBe(`Nova mensagem de Bruno Corretor: ${acks.at(-1)!.mensagem!.conteudo_mensagem}`);
    a.ws.close();
  });

  it('the HTTP fallback draws from the same bucket: 429 in Portuguese past the burst', async () => {
    const { corretor, conversa } = await conversaNova();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        corretor.client.request(`/api/chat/conversas/${conversa.id}/mensagens`, {
          method: 'POST',
          json: { conteudo: `HTTP ${i}` },
        }),
      ),
    );
    const criadas = results.filter((r) => r.status === 201).length;
    const recusadas = results.filter((r) => r.status === 429);
    expect(criadas).toBeGreaterThanOrEqual(10);
    expect(criadas).toBeLessThanOrEqual(12);
    expect(criadas + recusadas.length).toBe(16);
    expect((await errorBody(recusadas[0]!)).error.message).toBe(MSG_CHAT.rapidoDemais);
    expect(await storedIn(conversa.id)).toHaveLength(criadas);
  });

  it('NUL and lone surrogates on the socket get the text guard’s error and store nothing', async () => {
    const { corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const ids = [send(a, 'com \u0000 nulo'), send(a, 'metade \uD800 de um par'), send(a, 'só \uDC00 o fim')];
    const answers = await Promise.all(ids.map((id) => answerOf(a, id)));
    expect(answers).toEqual(ids.map((client_id) => ({ type: 'erro', client_id, message: MSG_TEXTO_INVALIDO })));
    expect(await storedIn(conversa.id)).toEqual([]);
    // A whole pair (an emoji) is fine.
    expect((await answerOf(a, send(a, 'ok 😀'))).type).toBe('ack');
    a.ws.close();
  });
});

describe('one unread chat notification per conversation', () => {
  it('a burst into two conversations leaves one unread row each, rewritten with the newest text; read ones stay', async () => {
    const { construtora, corretor, ids } = await conversasDe(2);
    const tab = await openSocket(construtora.client, LIVE);
    const sockets = await Promise.all(ids.map((id) => openSocket(corretor.client, wsPath(id))));
    const sent = sockets.flatMap((s, k) =>
      Array.from({ length: 4 }, (_, i) => [s, send(s, `Sala ${k} n${i}`)] as const),
    );
    const httpSent = await Promise.all(
      ids.map((id) =>
        corretor.client.request(`/api/chat/conversas/${id}/mensagens`, {
          method: 'POST',
          json: { conteudo: 'Via HTTP' },
        }),
      ),
    );
    expect(httpSent.map((r) => r.status)).toEqual([201, 201]);
    expect((await Promise.all(sent.map(([s, id]) => answerOf(s, id)))).every((f) => f.type === 'ack')).toBe(true);
    await Promise.all(ids.map(flushRoom));

    const rows = await chatNotificacoes(construtora.userId);
    expect(rows.map((r) => r.link_acao).sort()).toEqual(ids.map((id) => `/dashboard?tab=chat&conversa=${id}`).sort());
    for (const [k, id] of ids.entries()) {
      const ultima = (await storedIn(id)).at(-1)!;
      const row = rows.find((r) => r.link_acao.endsWith(id))!;
      expect(row.mensagem).toBe(`Nova mensagem de Bruno Corretor: ${ultima}`);
      expect(ultima === 'Via HTTP' || ultima.startsWith(`Sala ${k}`)).toBe(true);
    }
    // The live tab got each row as it was rewritten: same ids, no new ones.
    await tab.next((f) => (f.notificacao as Notificacao | undefined)?.mensagem === rows[0]!.mensagem);
    const pushedIds = new Set(tab.frames.map((f) => (f.notificacao as Notificacao).id));
    expect(pushedIds).toEqual(new Set(rows.map((r) => r.id)));

    // Once read, the next message makes a new unread row and the read one stays as it was.
    expect((await construtora.client.request('/api/notificacoes/lidas', { method: 'POST' })).status).toBe(200);
    await answerOf(sockets[0]!, send(sockets[0]!, 'Depois de lida'));
    await flushRoom(ids[0]!);
    const depois = (await chatNotificacoes(construtora.userId)).filter((r) => r.link_acao.endsWith(ids[0]!));
    expect(depois.map((r) => [r.lida, r.mensagem.endsWith('Depois de lida')])).toEqual([
      [true, false],
      [false, true],
    ]);
    for (const s of [tab, ...sockets]) s.ws.close();
  });
});

describe('sockets per user', () => {
  it(`a burst of 25 notification tabs: ${CAP} open, 5 refused with a Portuguese reason; a closed tab frees its place`, async () => {
    const x = await signedUp('corretor');
    const open = await burstOfSockets(Array(25).fill(LIVE), x, 5);
    expect(open).toHaveLength(CAP);
    expect(await openIn(hubOf(x.userId))).toBe(CAP);
    open.pop()!.ws.close();
    open.push(await opensAgain(x, LIVE));
    expect(await openIn(hubOf(x.userId))).toBe(CAP);
    for (const s of open) s.ws.close();
  });

  it(`chat sockets count across rooms: a burst of 25 over three rooms leaves ${CAP}; a room that died is recounted`, async () => {
    const { corretor, ids } = await conversasDe(3);
    const paths = Array.from({ length: 25 }, (_, i) => wsPath(ids[i % 3]!));
    const open = await burstOfSockets(paths, corretor, 5);
    expect(open).toHaveLength(CAP);
    const perRoom = await Promise.all(ids.map((id) => openIn(roomOf(id), corretor.userId)));
    expect(perRoom.reduce((a, b) => a + b, 0)).toBe(CAP);
    // Notification tabs are counted apart.
    const tab = await openSocket(corretor.client, LIVE);
    expect(tab.ws.readyState).toBe(WebSocket.OPEN);

    open.pop()!.ws.close();
    open.push(await opensAgain(corretor, wsPath(ids[1]!)));

    // Every object dies at once, so no room reports its closes: the hub's counts are stale, and recounted.
    await abortAllDurableObjects();
    await Promise.all([...open, tab].map((s) => s.closed));
    const again = await openSocket(corretor.client, wsPath(ids[2]!));
    expect(await again.admitted()).toBe(true);
    again.ws.close();
  });

  it(`grid sockets count across developments, apart from the rest: a burst of 25 over two leaves ${CAP}`, async () => {
    const dev = await signedUp('construtora');
    const ids = [await insertImovel(dev.perfilId), await insertImovel(dev.perfilId)];
    const paths = Array.from({ length: 25 }, (_, i) => gridPath(ids[i % 2]!));
    const open = await burstOfSockets(paths, dev, 5);
    expect(open).toHaveLength(CAP);
    const perRoom = await Promise.all(ids.map((id) => openIn(gridOf(id), dev.userId)));
    expect(perRoom.reduce((a, b) => a + b, 0)).toBe(CAP);
    // Notification tabs are counted apart.
    const tab = await openSocket(dev.client, LIVE);
    expect(await tab.admitted()).toBe(true);

    open.pop()!.ws.close();
    open.push(await opensAgain(dev, gridPath(ids[0]!)));
    for (const s of [...open, tab]) s.ws.close();
  });
});

describe('captures per broker', () => {
  it('a burst of 31 captures in an hour: 30 created, the 31st refused with 429 in Portuguese', async () => {
    const dev = await signedUp('construtora');
    const broker = await signedUp('corretor');
    const imoveis = await Promise.all(Array.from({ length: 31 }, () => insertImovel(dev.perfilId)));
    const results = await Promise.all(
      imoveis.map((imovel_id) => broker.client.request('/api/captacoes', { method: 'POST', json: { imovel_id } })),
    );
    const status = results.map((r) => r.status);
    expect(status.filter((s) => s === 201)).toHaveLength(30);
    const recusada = results.find((r) => r.status === 429)!;
    expect(recusada.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorBody(recusada)).error.message).toMatch(
      /^Você registrou muitas captações na última hora\. Tente novamente em \d+ minutos?\.$/,
    );
    const total = await withDb((db) =>
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM captacoes WHERE corretor_id = ${broker.perfilId}`),
    );
    expect(total.rows[0]!.n).toBe(30);
  });

  it('capturing, removing and capturing again notifies the developer once a day per broker and development', async () => {
    const dev = await signedUp('construtora');
    const [a, b] = await Promise.all([
      signedUp('corretor', { nome: 'Ana Ciclo' }),
      signedUp('corretor', { nome: 'Beto Ciclo' }),
    ]);
    const imovel_id = await insertImovel(dev.perfilId, { nome: 'Residencial Ciclo' });
    const cycle = async (broker: SignedUp) => {
      for (let i = 0; i < 4; i++) {
        const res = await broker.client.api('POST', '/api/captacoes', { body: { imovel_id } });
        expect(res.status).toBe(201);
        const { captacao } = await res.json();
        expect((await broker.client.request(`/api/captacoes/${captacao.id}`, { method: 'DELETE' })).status).toBe(204);
      }
    };
    // Both brokers cycle at the same time.
    await Promise.all([cycle(a), cycle(b)]);
    const rows = await withDb((db) =>
      db.execute<{ mensagem: string }>(sql`
        SELECT mensagem FROM notificacoes WHERE user_id = ${dev.userId} AND tipo = 'nova_captacao' ORDER BY mensagem`),
    );
    expect(rows.rows.map((r) => r.mensagem)).toEqual([
      'Ana Ciclo demonstrou interesse em Residencial Ciclo.',
      'Beto Ciclo demonstrou interesse em Residencial Ciclo.',
    ]);
  });
});
