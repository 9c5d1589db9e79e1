// Ending a session ends its sockets: logout, signing in over a session, password change, password reset, an admin's
// deactivation and account erasure each close the chat, notification and sales grid sockets of the sessions they end,
// at once; a message sent on a socket whose session ended is never stored, a grid whose session ended hears nothing
// more; and no socket outlives its session's expiry.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOTIVO } from '../../worker/lib/realtime.ts';
import type { EspelhoRoom } from '../../worker/realtime/espelho-room.ts';
import type { MensagemChat } from '../../worker/schemas/chat.ts';
import type { Notificacao } from '../../worker/schemas/notificacoes.ts';
import type { EspelhoFrame } from '../../worker/schemas/espelho.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { conversaNova, flushRoom, type Conversa } from '../helpers/chat.ts';
import { withDb } from '../helpers/db.ts';
import { tokenFrom, waitForEmail } from '../helpers/emails.ts';
import { cliente, construtoraComEspelho, corretoresComContrato, porNumero, reserve } from '../helpers/espelho.ts';
import { PASSWORD } from '../helpers/factories.ts';
import { client, type Client } from '../helpers/http.ts';
import { poll, pollUntilEqual } from '../helpers/poll.ts';
import { openSocket, type TestSocket } from '../helpers/sockets.ts';

const wsPath = (id: string) => `/api/chat/conversas/${id}/ws`;
const LIVE = '/api/notificacoes/ws';
const gridPath = (imovelId: string) => `/api/espelho/${imovelId}/ws`;
type GridFrame = Extract<EspelhoFrame, { type: 'unidades' }>;
/** When the development's room alarm rings, in hours from now (null: not armed). */
const gridAlarmIn = (imovelId: string) =>
  runInDurableObject(env.ESPELHO_ROOM.get(env.ESPELHO_ROOM.idFromName(imovelId)), async (_: EspelhoRoom, state) => {
    const at = await state.storage.getAlarm();
    return at === null ? null : (at - Date.now()) / 3_600_000;
  });
const HOURS_TO_WARNING = 46; // a 48 h hold, warned 2 h before its end

const send = (s: TestSocket, conteudo: string, client_id: string = crypto.randomUUID()) => {
  try {
    s.ws.send(JSON.stringify({ type: 'send', conteudo, client_id }));
  } catch {
    // Already closed on the client side: nothing can travel, which is the point.
  }
  return client_id;
};
const ackOf = (s: TestSocket, clientId: string) =>
  s.next<{ mensagem: MensagemChat }>((f) => f.type === 'ack' && f.client_id === clientId);

const storedFrom = (userId: string) =>
  withDb(async (db) => {
    const r = await db.execute<{ conteudo_mensagem: string }>(
      sql`SELECT conteudo_mensagem FROM mensagens_chat WHERE remetente_user_id = ${userId} ORDER BY created_at`,
    );
    return r.rows.map((x) => x.conteudo_mensagem);
  });

const online = (userId: string) =>
  withDb(async (db) => {
    const r = await db.execute(sql`SELECT 1 FROM usuarios_online WHERE user_id = ${userId}`);
    return r.rows.length > 0;
  });

async function within<T>(p: Promise<T>, ms = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Signs in on a new client, or over the session `c` already holds. */
async function signIn(
  email: string,
  userType: 'corretor' | 'construtora' = 'corretor',
  c: Client = client(),
): Promise<Client> {
  const res = await c.request('/api/auth/login', { method: 'POST', json: { userType, email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return c;
}

/** The broker's chat in the conversation, notification tab and the development's sales grid. */
type Aberto = { chat: TestSocket; live: TestSocket; grid: TestSocket };
const open = async (c: Client, conversa: Conversa): Promise<Aberto> => ({
  chat: await openSocket(c, wsPath(conversa.conversa.id)),
  live: await openSocket(c, LIVE),
  grid: await openSocket(c, gridPath(conversa.imovelId)),
});

/** Every socket gets code 4001 with the Portuguese reason, and a message sent on the chat socket is not stored. */
async function expectRevoked(s: Aberto, userId: string, reason: string = MOTIVO.sessaoEncerrada) {
  expect(await within(s.chat.closedWith)).toEqual({ code: 4001, reason });
  expect(await within(s.live.closedWith)).toEqual({ code: 4001, reason });
  expect(await within(s.grid.closedWith)).toEqual({ code: 4001, reason });
  const conteudo = `depois do fim ${crypto.randomUUID()}`;
  send(s.chat, conteudo);
  expect(await storedFrom(userId)).not.toContain(conteudo);
}

/** The counterpart's socket in the same room is untouched: it still sends and is acknowledged. */
async function expectCounterpartUnaffected(c: Conversa, outro: TestSocket) {
  const { mensagem } = await ackOf(outro, send(outro, 'Ainda estou aqui'));
  expect(mensagem.remetente_user_id).toBe(c.construtora.userId);
}

describe('ending a session closes its sockets', () => {
  // The first sign-ups and sockets of a run start the database and both objects' code: paid here, under the hook's
  // longer timeout, instead of inside the first test.
  beforeAll(async () => {
    const c = await conversaNova();
    const s = await open(c.corretor.client, c);
    await ackOf(s.chat, send(s.chat, 'Aquecimento'));
    for (const x of [s.chat, s.live, s.grid]) x.ws.close();
  }, 120_000);

  it('logout closes that session’s chat, notification and grid sockets, and only that session’s', async () => {
    const c = await conversaNova();
    const outra = await signIn(c.corretor.email);
    const alvo = await open(c.corretor.client, c);
    const fica = await open(outra, c);
    const contraparte = await openSocket(c.construtora.client, wsPath(c.conversa.id));

    expect((await c.corretor.client.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    await expectRevoked(alvo, c.corretor.userId);
    // The other session of the same user keeps both sockets and keeps chatting.
    const { mensagem } = await ackOf(fica.chat, send(fica.chat, 'Pela outra sessão'));
    expect(mensagem.remetente_user_id).toBe(c.corretor.userId);
    expect(fica.live.ws.readyState).toBe(WebSocket.OPEN);
    expect(await fica.grid.admitted()).toBe(true);
    await expectCounterpartUnaffected(c, contraparte);
    for (const s of [fica.chat, fica.live, fica.grid, contraparte]) s.ws.close();
  });

  it('a password change closes the other sessions’ sockets and keeps the current one’s', async () => {
    const c = await conversaNova();
    const outra = await signIn(c.corretor.email);
    const atual = await open(c.corretor.client, c);
    const alvo = await open(outra, c);

    const res = await c.corretor.client.request('/api/perfil/senha', {
      method: 'POST',
      json: { senha_atual: PASSWORD, nova_senha: 'Outra-senha-forte-9', confirmar_senha: 'Outra-senha-forte-9' },
    });
    expect(res.status).toBe(204);
    await expectRevoked(alvo, c.corretor.userId);
    const { mensagem } = await ackOf(atual.chat, send(atual.chat, 'Sessão atual segue'));
    expect(mensagem.remetente_user_id).toBe(c.corretor.userId);
    expect(atual.live.ws.readyState).toBe(WebSocket.OPEN);
    expect(await atual.grid.admitted()).toBe(true);
    for (const s of [atual.chat, atual.live, atual.grid]) s.ws.close();
  });

  it('a password reset closes every session’s sockets', async () => {
    const c = await conversaNova();
    const outra = await signIn(c.corretor.email);
    const a = await open(c.corretor.client, c);
    const b = await open(outra, c);
    const contraparte = await openSocket(c.construtora.client, wsPath(c.conversa.id));

    const anonimo = client();
    expect(
      (await anonimo.request('/api/senha/esqueci', { method: 'POST', json: { email: c.corretor.email } })).status,
    ).toBe(202);
    // The outbox already holds the sign-up confirmation.
    const token = tokenFrom(await waitForEmail(c.corretor.email, 2), '/redefinir-senha');
    const res = await anonimo.request('/api/senha/redefinir', {
      method: 'POST',
      json: { token, nova_senha: 'Senha-nova-forte-7', confirmar_senha: 'Senha-nova-forte-7' },
    });
    expect(res.status).toBe(200);
    await expectRevoked(a, c.corretor.userId);
    await expectRevoked(b, c.corretor.userId);
    await pollUntilEqual(() => online(c.corretor.userId), false);
    expect(await online(c.corretor.userId)).toBe(false);
    await expectCounterpartUnaffected(c, contraparte);
    contraparte.ws.close();
  });

  it('an admin’s deactivation closes every socket of the user', async () => {
    const c = await conversaNova();
    const a = await open(c.corretor.client, c);
    const admin = await signedInAdmin();

    const res = await admin.client.request(`/api/admin/usuarios/${c.corretor.userId}/desativar`, { method: 'POST' });
    expect(res.status).toBe(200);
    await expectRevoked(a, c.corretor.userId);
    await pollUntilEqual(() => online(c.corretor.userId), false);
    expect(await online(c.corretor.userId)).toBe(false);
  });

  it('erasing the account closes its sockets: nothing more is sent from the erased id', async () => {
    const c = await conversaNova();
    const a = await open(c.corretor.client, c);
    const contraparte = await openSocket(c.construtora.client, wsPath(c.conversa.id));

    const res = await c.corretor.client.request('/api/conta', { method: 'DELETE', json: { senha: PASSWORD } });
    expect(res.status).toBe(204);
    await expectRevoked(a, c.corretor.userId);
    expect(await storedFrom(c.corretor.userId)).toEqual([]);
    expect(contraparte.frames.filter((f) => f.type === 'mensagem')).toEqual([]);
    contraparte.ws.close();
  });

  it('a socket whose session ended without a word to the room stores nothing: each message re-checks it', async () => {
    const c = await conversaNova();
    const chat = await openSocket(c.corretor.client, wsPath(c.conversa.id));
    await ackOf(chat, send(chat, 'Antes'));
    await flushRoom(c.conversa.id);
    // Gone from the database behind the objects' back (as a revocation whose call to the hub failed): the room
    // acknowledges the next message from its own storage, and its write to Postgres finds the session gone.
    await withDb((db) => db.execute(sql`DELETE FROM sessions WHERE user_id = ${c.corretor.userId}`));
    send(chat, 'Depois');
    expect(await within(chat.closedWith)).toEqual({ code: 4001, reason: MOTIVO.sessaoEncerrada });
    expect(await storedFrom(c.corretor.userId)).toEqual(['Antes']);
    const n = await withDb((db) =>
      db.execute<{ mensagem: string }>(
        sql`SELECT mensagem FROM notificacoes WHERE user_id = ${c.construtora.userId} AND tipo = 'nova_mensagem_chat'`,
      ),
    );
    expect(n.rows.map((r) => r.mensagem)).toEqual(['Nova mensagem de Bruno Corretor: Antes']);
  });

  it('no socket outlives its session: all three close when the session expires', async () => {
    const c = await conversaNova();
    // The session's absolute limit is two seconds away: the request that opens the sockets cannot extend it.
    await withDb((db) =>
      db.execute(
        sql`UPDATE sessions SET absolute_expires_at = now() + interval '2 seconds' WHERE user_id = ${c.corretor.userId}`,
      ),
    );
    const a = await open(c.corretor.client, c);
    const inicio = Date.now();
    expect(await within(a.chat.closedWith, 8000)).toEqual({ code: 4001, reason: MOTIVO.sessaoExpirada });
    expect(await within(a.live.closedWith, 8000)).toEqual({ code: 4001, reason: MOTIVO.sessaoExpirada });
    expect(await within(a.grid.closedWith, 8000)).toEqual({ code: 4001, reason: MOTIVO.sessaoExpirada });
    expect(Date.now() - inicio).toBeLessThan(8000);
    await pollUntilEqual(() => online(c.corretor.userId), false);
    expect(await online(c.corretor.userId)).toBe(false);
  });

  it('the grid’s one alarm rings at the sooner of the next reservation due and the next session expiry', async () => {
    const { construtora, imovelId, unidades } = await construtoraComEspelho();
    const [corretor] = await corretoresComContrato(imovelId, 1);
    // A grid whose session lasts days, open before any reservation, does not push the reservation's alarm later.
    const longa = await openSocket(construtora.client, gridPath(imovelId));
    expect((await reserve(corretor!.client, imovelId, porNumero(unidades, '101').id)).status).toBe(201);
    const aviso = await poll(
      () => gridAlarmIn(imovelId),
      (h) => h !== null && h < 47,
    );
    expect(aviso).toBeCloseTo(HOURS_TO_WARNING, 1);

    // The broker's session ends in two seconds; a reservation made after the grid opened re-arms the alarm from
    // the database and must keep the sooner session expiry.
    await withDb((db) =>
      db.execute(
        sql`UPDATE sessions SET absolute_expires_at = now() + interval '2 seconds' WHERE user_id = ${corretor!.userId}`,
      ),
    );
    const curta = await openSocket(corretor!.client, gridPath(imovelId));
    expect((await reserve(corretor!.client, imovelId, porNumero(unidades, '102').id)).status).toBe(201);
    expect(await within(curta.closedWith, 8000)).toEqual({ code: 4001, reason: MOTIVO.sessaoExpirada });
    // Once rung, the alarm is back at the reservations' warning, and the long session's grid stays open.
    const rearmado = await poll(
      () => gridAlarmIn(imovelId),
      (h) => h !== null && Math.abs(h - HOURS_TO_WARNING) < 0.05,
    );
    expect(rearmado).toBeCloseTo(HOURS_TO_WARNING, 1);
    expect(await longa.admitted()).toBe(true);
    longa.ws.close();
  });

  it('signing in over a session ends it and closes its sockets', async () => {
    const c = await conversaNova();
    const antes = await open(c.corretor.client, c);
    await signIn(c.corretor.email, 'corretor', c.corretor.client);
    await expectRevoked(antes, c.corretor.userId);
    // The new session opens them again.
    const depois = await open(c.corretor.client, c);
    const { mensagem } = await ackOf(depois.chat, send(depois.chat, 'Sessão nova'));
    expect(mensagem.remetente_user_id).toBe(c.corretor.userId);
    expect(await depois.grid.admitted()).toBe(true);
    for (const s of [depois.chat, depois.live, depois.grid]) s.ws.close();
  });

  it('after logout the construtora’s grid hears nothing of a broker’s reservation; another session’s grid does', async () => {
    const { construtora, imovelId, unidades } = await construtoraComEspelho();
    const [corretor] = await corretoresComContrato(imovelId, 1);
    const outra = await signIn(construtora.email, 'construtora');
    const fechada = await openSocket(construtora.client, gridPath(imovelId));
    const aberta = await openSocket(outra, gridPath(imovelId));

    expect((await construtora.client.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(await within(fechada.closedWith)).toEqual({ code: 4001, reason: MOTIVO.sessaoEncerrada });
    const u = porNumero(unidades, '101');
    expect((await reserve(corretor!.client, imovelId, u.id)).status).toBe(201);
    const frame = await aberta.next<GridFrame>(
      (f) => f.type === 'unidades' && (f as GridFrame).unidades.some((x) => x.id === u.id),
    );
    expect(frame.unidades[0]!.reserva).toMatchObject(cliente);
    expect(fechada.frames).toEqual([]);
    aberta.ws.close();
  });

  it('notifications stop reaching a closed session’s tab while another session’s tab still gets them', async () => {
    const c = await conversaNova();
    const outra = await signIn(c.corretor.email);
    const fechada = await openSocket(c.corretor.client, LIVE);
    const aberta = await openSocket(outra, LIVE);
    expect((await c.corretor.client.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(await within(fechada.closedWith)).toEqual({ code: 4001, reason: MOTIVO.sessaoEncerrada });

    const chat = await openSocket(c.construtora.client, wsPath(c.conversa.id));
    await ackOf(chat, send(chat, 'Tem novidade'));
    const { notificacao } = await aberta.next<{ notificacao: Notificacao }>((f) => f.type === 'notificacao');
    expect(notificacao.mensagem).toMatch(/Tem novidade/);
    expect(fechada.frames).toEqual([]);
    for (const s of [aberta, chat]) s.ws.close();
  });
});
