// The ChatRoom acknowledges a message from its own storage and writes it to Postgres behind
// (docs/decisoes/011-mensagens-gravadas-em-lote-pela-sala.md): the acknowledgement does not wait for Postgres, an HTTP
// read right after shows the message, a resend of the same client_id stays one row before and after the write and
// across a restart, and a restart in the middle of a write loses nothing.
// The room's write is held back by a transaction that locks the conversation's row (on the embedded database an
// open transaction holds the whole backend), or by the state a failed write leaves, so "not in Postgres yet" is a
// state the test controls, not a race.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../worker/lib/db.ts';
import type { ChatRoom } from '../../worker/realtime/chat-room.ts';
import type { MensagemChat } from '../../worker/schemas/chat.ts';
import { conversaNova, flushRoom } from '../helpers/chat.ts';
import { withDb } from '../helpers/db.ts';
import type { Client } from '../helpers/http.ts';
import { openSocket, type TestSocket } from '../helpers/sockets.ts';

const wsPath = (id: string) => `/api/chat/conversas/${id}/ws`;
const send = (s: TestSocket, conteudo: string, client_id: string = crypto.randomUUID()) => {
  s.ws.send(JSON.stringify({ type: 'send', conteudo, client_id }));
  return client_id;
};
/** The n-th acknowledgement of one client_id (a resend is acknowledged again). */
const ackOf = async (s: TestSocket, clientId: string, n = 1) => {
  const acks = () => s.frames.filter((f) => f.type === 'ack' && f.client_id === clientId);
  while (acks().length < n) await s.next((f) => f.type === 'ack' && f.client_id === clientId && acks().length >= n);
  return acks()[n - 1] as { mensagem: MensagemChat };
};
const rowsWithId = (id: string) =>
  withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mensagens_chat WHERE id = ${id}`);
    return r.rows[0]!.n;
  });
const history = async (c: Client, conversaId: string) =>
  (await (await c.api('GET', '/api/chat/conversas/:id/mensagens', { param: { id: conversaId } })).json()).items;

/**
 * Runs `fn` while a transaction holds the conversation's row, so the room's write waits; `count` reads inside that
 * transaction. The write goes ahead once `fn` is done.
 */
async function holdingConversa<T>(conversaId: string, fn: (count: (id: string) => Promise<number>) => Promise<T>) {
  const { pool } = createDb(env);
  const conn = await pool.connect();
  try {
    await conn.query('BEGIN');
    await conn.query('SELECT 1 FROM conversas WHERE id = $1 FOR UPDATE', [conversaId]);
    const count = async (id: string) =>
      (await conn.query<{ n: number }>('SELECT count(*)::int AS n FROM mensagens_chat WHERE id = $1', [id])).rows[0]!.n;
    return await fn(count);
  } finally {
    await conn.query('COMMIT');
    conn.release();
    await pool.end();
  }
}

describe('chat write-behind', () => {
  it('acknowledges before Postgres has the message; the history right after shows it, once', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const b = await openSocket(construtora.client, wsPath(conversa.id));
    const id = crypto.randomUUID();
    const acked = await holdingConversa(conversa.id, async (count) => {
      send(a, 'Antes do banco', id);
      const { mensagem } = await ackOf(a, id);
      expect(await count(id)).toBe(0);
      // Resent while the room still holds it: the same message, nothing new to write.
      send(a, 'Antes do banco', id);
      expect((await ackOf(a, id, 2)).mensagem).toEqual(mensagem);
      expect(await count(id)).toBe(0);
      // The counterpart sees it only once Postgres has it (and its sender's session has been checked).
      expect(b.frames.some((f) => f.type === 'mensagem')).toBe(false);
      return mensagem;
    });
    const shown = (await b.next((f) => f.type === 'mensagem')).mensagem as MensagemChat;
    expect(shown).toEqual(acked);
    expect(await rowsWithId(id)).toBe(1);
    const items = await history(construtora.client, conversa.id);
    expect(items).toEqual([{ ...acked, lida: true }]);
    expect(await rowsWithId(id)).toBe(1);

    // Resent after the write, and again after a restart of the room: the same message, still one row.
    send(a, 'Antes do banco', id);
    expect((await ackOf(a, id, 3)).mensagem).toEqual(acked);
    await abortAllDurableObjects();
    await a.closed;
    const a2 = await openSocket(corretor.client, wsPath(conversa.id));
    send(a2, 'Antes do banco', id);
    expect((await ackOf(a2, id)).mensagem).toEqual(acked);
    await flushRoom(conversa.id);
    expect(await rowsWithId(id)).toBe(1);
    expect(await history(corretor.client, conversa.id)).toEqual(items);
    a2.ws.close();
  });

  it('a room that restarts in the middle of a write loses nothing and writes nothing twice', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const ids = await holdingConversa(conversa.id, async (count) => {
      const sent = ['Um', 'Dois', 'Três'].map((t) => send(a, t));
      for (const id of sent) await ackOf(a, id);
      // The room dies with its write waiting on the database.
      await abortAllDurableObjects();
      for (const id of sent) expect(await count(id)).toBe(0);
      return sent;
    });
    // The next instance finds the messages in its storage and writes them (the aborted write may also land: the
    // ids keep it to one row each).
    const items = await history(construtora.client, conversa.id);
    expect(items.map((m) => [m.id, m.conteudo_mensagem])).toEqual([
      [ids[0], 'Um'],
      [ids[1], 'Dois'],
      [ids[2], 'Três'],
    ]);
    for (const id of ids) expect(await rowsWithId(id)).toBe(1);
  });

  it('a room whose last message was dropped at its write still writes the next one after a restart', async () => {
    const a = await conversaNova();
    const b = await conversaNova();
    const post = (c: Client, conversaId: string, json: Record<string, unknown>) =>
      c.request(`/api/chat/conversas/${conversaId}/mensagens`, { method: 'POST', json });
    const taken = crypto.randomUUID();
    expect((await post(a.corretor.client, a.conversa.id, { conteudo: 'Primeiro dono', client_id: taken })).status).toBe(
      201,
    );
    await flushRoom(a.conversa.id);
    // The id is another conversation's: b's room acknowledges it and its write drops it, leaving b's room empty.
    expect((await post(b.corretor.client, b.conversa.id, { conteudo: 'Copia', client_id: taken })).status).toBe(201);
    expect(await history(b.corretor.client, b.conversa.id)).toEqual([]);
    await abortAllDurableObjects();
    expect((await post(b.corretor.client, b.conversa.id, { conteudo: 'Depois do reinício' })).status).toBe(201);
    expect((await history(b.construtora.client, b.conversa.id)).map((m) => m.conteudo_mensagem)).toEqual([
      'Depois do reinício',
    ]);
  });

  it('while the room waits to retry its write, the history and the conversation list still show what it holds', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversa.id));
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    // The state a failed write leaves (the database was out of reach): new messages wait for the alarm's retry.
    await runInDurableObject(stub, (room: ChatRoom) => {
      (room as unknown as { retryAt: number }).retryAt = Date.now() + 60_000;
    });
    const ids = [send(a, 'Primeira'), send(a, 'Segunda')];
    for (const id of ids) await ackOf(a, id);
    const http = await corretor.client.request(`/api/chat/conversas/${conversa.id}/mensagens`, {
      method: 'POST',
      json: { conteudo: 'Pelo HTTP' },
    });
    expect(http.status).toBe(201);
    for (const id of ids) expect(await rowsWithId(id)).toBe(0);

    const res = await construtora.client.api('GET', '/api/chat/conversas');
    const [item] = (await res.json()).items;
    expect(item).toMatchObject({ id: conversa.id, nao_lidas: 3, ultima_mensagem: { conteudo: 'Pelo HTTP' } });
    expect((await history(construtora.client, conversa.id)).map((m) => m.conteudo_mensagem)).toEqual([
      'Primeira',
      'Segunda',
      'Pelo HTTP',
    ]);
    a.ws.close();
  });

  it('a message whose session ended unseen by the room is acknowledged to its sender only: never shown, never stored', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const a = await openSocket(corretor.client, wsPath(conversa.id));
    const b = await openSocket(construtora.client, wsPath(conversa.id));
    // Deactivated straight in the database: nobody tells the user's hub, so the room still holds the socket.
    await withDb((db) => db.execute(sql`UPDATE users SET ativo = false WHERE id = ${corretor.userId}`));
    const id = send(a, 'Depois do fim da sessão');
    await ackOf(a, id);
    await a.closed;
    const resposta = send(b, 'Resposta');
    await ackOf(b, resposta);
    await flushRoom(conversa.id);
    expect(await rowsWithId(id)).toBe(0);
    expect(b.frames.some((f) => f.type === 'mensagem')).toBe(false);
    expect((await history(construtora.client, conversa.id)).map((m) => m.conteudo_mensagem)).toEqual(['Resposta']);
    b.ws.close();
  });
});
