// ChatRoom: one per conversa. A message is accepted into the room's own storage (durable before anything is
// sent: the output gate holds the frames until the write is), acknowledged to the sending socket with its id and the
// client's client_id, then written to Postgres in order, in batches, by the room itself, and sent to the room's other
// sockets once written; Postgres stays the truth for everything else
// (docs/decisoes/011-mensagens-gravadas-em-lote-pela-sala.md).
// Every HTTP read of the conversation asks the room to write what it holds first (flush), so the API never
// shows less than the sockets did. Until a message is in Postgres the room keeps it, across restarts, and retries
// from its alarm while the database is out of reach. The client_id is the message id: a resend the room still holds
// or has written recently gets the same message back, and Postgres skips an id it already has.
// Each socket carries the session that opened it: each message's write re-checks that session (a message of a
// session that ended is dropped and its sockets closed), a session that ends closes its sockets here (told by the
// user's UserHub), and the room's alarm closes them when the session expires.
// See docs/arquitetura.md#realtime-durable-objects.
import { DurableObject } from 'cloudflare:workers';
import {
  destinatarioDe,
  writeMensagens,
  validateConteudo,
  type ConversaPartes,
  type PendingMensagem,
} from '../domain/chat.ts';
import { pushNotifications } from '../domain/notificacoes.ts';
import { isUuid } from '../lib/cursor.ts';
import { createDb, isConnectionError } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';
import { hasUnstorableText } from '../lib/text-guard.ts';
import { MSG_CHAT, type ChatClientFrame, type ChatServerFrame, type MensagemChat } from '../schemas/chat.ts';
import { HEADER_CONVERSA, HEADER_USER, PING, PONG, type SessionTarget } from '../lib/realtime.ts';
import { aberto, armAlarm, closeExpired, closeSessions, finishClose, readSession } from './socket-session';
import { RoomSockets, type UserSocket } from './room-sockets.ts';
import { logError } from '../lib/log.ts';
import { MSG, MSG_TEXTO_INVALIDO } from '../schemas/erros.ts';

type Attachment = UserSocket & { conversa: ConversaPartes };

/**
 * Messages per user and room: a burst of RAJADA at once (a pasted list, the resend of what a reconnect left
 * pending), then one more every RECARGA_MS. Nobody types a message a second for long; a script sending 500 in a few
 * seconds is held to one a second. Kept in memory: the room only hibernates after sitting idle longer than a
 * bucket takes to refill, so losing the buckets then forgives nothing.
 */
const RAJADA = 10;
const RECARGA_MS = 1000;

/** Storage: `m:<seq>` each message the room holds, `gravadas` the highest seq already in Postgres. */
const PREFIX = 'm:';
const WRITTEN_KEY = 'gravadas';
const storageKey = (seq: number) => PREFIX + String(seq).padStart(16, '0');
/** Messages per statement: a room that was cut off from the database catches up in a few round trips. */
const BATCH = 100;
/** Written messages kept for resends after their write: a reconnecting client resends only its latest few. */
const KEPT = 200;
const PRUNE_STEP = 100;
/** Retries while the database is out of reach: 1 s, doubling, at most 30 s apart. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** `sender`: the socket that sent it, in memory only (its other tabs and the counterpart get it, not it again). */
type Held = PendingMensagem & { seq: number; sender?: WebSocket | null };

export class ChatRoom extends DurableObject<Bindings> {
  /** What the room holds, by message id, in seq order: not yet written (seq > written), then the KEPT last written. */
  private held = new Map<string, Held>();
  private seq = 0;
  private written = 0;
  /** The created_at of the newest message: the next one is at least a millisecond later, so the order survives ties. */
  private lastMs = 0;
  /** The write in progress; a message accepted meanwhile goes in the next batch of the same run. */
  private writing: Promise<void> | null = null;
  private alarmArmed = false;
  private failures = 0;
  private retryAt = 0;
  /**
   * One database pool for the room while messages flow: a batch costs its statement, not a new connection (a pool
   * per message exhausted the local relay at 500 sockets). Writes run one at a time, so the pool never opens more
   * than one connection. Closed after POOL_IDLE_MS without writes: an open outgoing socket would keep the room from
   * hibernating, and fifty quiet rooms would hold fifty connections. Dropped after a connection error and rebuilt.
   */
  private conexao: ReturnType<typeof createDb> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private baldes = new Map<string, { fichas: number; em: number }>();
  /** The user's hub counts their chat sockets across every room and remembers this room for revocations. */
  private readonly sockets: RoomSockets;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
    this.sockets = new RoomSockets(ctx, env, 'chat');
    void ctx.blockConcurrencyWhile(async () => {
      const [stored, written] = await Promise.all([
        ctx.storage.list<PendingMensagem>({ prefix: PREFIX }),
        ctx.storage.get<number>(WRITTEN_KEY),
      ]);
      this.written = written ?? 0;
      for (const [key, p] of stored) {
        this.seq = Number(key.slice(PREFIX.length));
        this.held.set(p.mensagem.id, { ...p, seq: this.seq });
        this.lastMs = Date.parse(p.mensagem.created_at);
      }
      // The newest messages may have been dropped at their write (and their keys deleted): never reuse their seq.
      this.seq = Math.max(this.seq, this.written);
      // Left unwritten by the previous instance (a restart mid-write).
      if (this.seq > this.written) void this.write().catch(() => undefined);
    });
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HEADER_USER);
    const header = request.headers.get(HEADER_CONVERSA);
    const session = readSession(request);
    if (!userId || !header || !session || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    const conversa = JSON.parse(header) as ConversaPartes;
    return this.sockets.admit(conversa.id, { userId, conversa, ...session } satisfies Attachment);
  }

  /** The user's open sockets in this room (the hub recounts with it). */
  openOf(userId: string): number {
    return this.sockets.openOf(userId);
  }

  /** Told by the user's hub that a session ended: closes its sockets here; returns how many the user keeps. */
  endSession(userId: string, target: SessionTarget): number {
    return this.sockets.endSession(userId, target);
  }

  /**
   * Writes every message the room holds to Postgres before an HTTP read of the conversation: 'written' when there
   * was something to write, 'unavailable' when the database is out of reach (a value: an exception would lose its
   * meaning crossing the RPC boundary).
   */
  async flush(): Promise<'empty' | 'written' | 'unavailable'> {
    if (this.seq === this.written) return 'empty';
    try {
      await this.write(true);
      return 'written';
    } catch {
      return 'unavailable';
    }
  }

  /** Closes the sockets whose session expired, and retries a write the database refused. */
  override async alarm() {
    this.alarmArmed = false;
    await closeExpired(this.ctx);
    if (this.seq > this.written) await this.write(true).catch(() => undefined);
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    finishClose(ws, code);
    await this.sockets.closed(ws, (ws.deserializeAttachment() as Attachment).conversa.id);
  }

  override async webSocketError(ws: WebSocket) {
    await this.sockets.closed(ws, (ws.deserializeAttachment() as Attachment).conversa.id);
  }

  override webSocketMessage(ws: WebSocket, data: string | ArrayBuffer) {
    const { userId, conversa, sessao: session } = ws.deserializeAttachment() as Attachment;
    let frame: Partial<ChatClientFrame>;
    try {
      frame = JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)) as Partial<ChatClientFrame>;
    } catch {
      return send(ws, { type: 'erro', message: MSG.jsonInvalido });
    }
    if (frame.type !== 'send') return;
    const clientId = typeof frame.client_id === 'string' ? { client_id: frame.client_id } : {};
    // The same refusal the HTTP API gives: Postgres cannot store NUL, and a lone surrogate is not UTF-8.
    if (hasUnstorableText(frame)) return send(ws, { type: 'erro', ...clientId, message: MSG_TEXTO_INVALIDO });
    try {
      this.post(conversa, userId, session, frame.conteudo, frame.client_id, ws);
    } catch (err) {
      if (!(err instanceof AppError)) logError('chat_send_failed', err);
      send(ws, { type: 'erro', ...clientId, message: err instanceof AppError ? err.message : MSG_CHAT.falhaEnvio });
    }
  }

  /**
   * The HTTP fallback (POST /api/chat/conversas/:id/mensagens) goes through the same path as a socket. A refusal
   * comes back as a value: an exception would lose its code crossing the RPC boundary.
   */
  postFromHttp(
    conversa: ConversaPartes,
    userId: string,
    session: string,
    conteudo: string,
    clientId?: string,
  ): { mensagem: MensagemChat } | { erro: { code: ErrorCode; message: string } } {
    try {
      return { mensagem: this.post(conversa, userId, session, conteudo, clientId, null) };
    } catch (err) {
      if (err instanceof AppError) return { erro: { code: err.code, message: err.message } };
      throw err;
    }
  }

  /**
   * Accepts a message: stored in the room's storage (not awaited: the output gate holds the ack and the RPC answer
   * until it is durable), acknowledged, then written to Postgres in the background and sent to the room once written.
   */
  private post(
    conversa: ConversaPartes,
    userId: string,
    session: string,
    conteudo: unknown,
    clientId: string | undefined,
    sender: WebSocket | null,
  ): MensagemChat {
    if (!this.consume(userId)) throw new AppError('rate_limited', MSG_CHAT.rapidoDemais);
    validateConteudo(conteudo);
    if (clientId !== undefined && !isUuid(clientId)) throw new AppError('validation_failed', MSG_CHAT.clientId);
    // Lower case, as Postgres writes a uuid: the id the room holds is the one the write reports back.
    const id = (clientId ?? crypto.randomUUID()).toLowerCase();
    let mensagem = this.held.get(id)?.mensagem;
    // The id was taken: the same client resending (its message comes back), or a clash with someone else's.
    if (mensagem && mensagem.remetente_user_id !== userId) throw new AppError('conflict', MSG_CHAT.clientId);
    if (!mensagem) {
      this.lastMs = Math.max(Date.now(), this.lastMs + 1);
      const destinatario = destinatarioDe(conversa, userId);
      mensagem = {
        id,
        conversa_id: conversa.id,
        remetente_user_id: userId,
        destinatario_user_id: destinatario,
        conteudo_mensagem: conteudo as string,
        // The recipient has the conversation open: the message is already read and no notification is written.
        lida: this.ctx.getWebSockets(destinatario).some(aberto),
        created_at: pgTimestamp(this.lastMs),
      };
      const held: Held = { mensagem, sessao: session, seq: ++this.seq, sender };
      this.held.set(id, held);
      void this.ctx.storage.put<PendingMensagem>(storageKey(held.seq), { mensagem, sessao: session });
    }
    if (sender) send(sender, { type: 'ack', client_id: clientId ?? mensagem.id, mensagem });
    // After the acknowledgement: building the statement is not the sender's wait.
    if (this.seq > this.written && Date.now() >= this.retryAt) void this.write().catch(() => undefined);
    return mensagem;
  }

  /**
   * Writes what the room holds, batch after batch, until nothing is left; joins the run already going. Rejects when
   * the database is out of reach, after arming the alarm to retry. `agora`: retry at once even while waiting.
   */
  private write(agora = false): Promise<void> {
    if (agora) this.retryAt = 0;
    this.writing ??= this.writeAll().finally(() => (this.writing = null));
    return this.writing;
  }

  private async writeAll() {
    // Should this instance die mid-write, the alarm brings the room back to finish it (armed once per ring).
    if (!this.alarmArmed) {
      this.alarmArmed = true;
      await armAlarm(this.ctx, Date.now() + RETRY_MAX_MS);
    }
    for (;;) {
      const batch = [...this.held.values()].filter((g) => g.seq > this.written).slice(0, BATCH);
      if (!batch.length) return;
      try {
        await this.writeBatch(batch);
      } catch (err) {
        this.failures++;
        const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (this.failures - 1));
        this.retryAt = Date.now() + delay;
        if (this.failures === 1) logError('chat_write_failed', err, { conversaId: batch[0]!.mensagem.conversa_id });
        await armAlarm(this.ctx, this.retryAt);
        throw err;
      }
      this.failures = 0;
    }
  }

  /**
   * One statement for the batch. A connection error is thrown (the batch stays for the retry); any other error is
   * the data's: the batch is split to find the message, which is dropped, so one bad message never blocks the room.
   */
  private async writeBatch(batch: Held[]) {
    const { db, pool } = this.pool();
    let result;
    try {
      result = await writeMensagens(db, batch);
    } catch (err) {
      if (isConnectionError(err)) {
        if (this.conexao?.pool === pool) this.closePool();
        throw err;
      }
      if (batch.length > 1) {
        for (const g of batch) await this.writeBatch([g]);
        return;
      }
      logError('chat_message_dropped', err, { id: batch[0]!.mensagem.id, conversaId: batch[0]!.mensagem.conversa_id });
      return this.markWritten(batch, new Set([batch[0]!.mensagem.id]));
    }
    const { notificacoes, endedSessions, takenIds } = result;
    const ofEndedSessions = batch.filter((g) => endedSessions.includes(g.sessao)).map((g) => g.mensagem.id);
    if (ofEndedSessions.length)
      logError('chat_session_ended', new Error('session no longer valid'), { ids: ofEndedSessions }, 'warn');
    if (takenIds.length) logError('chat_client_id_taken', new Error('id of another message'), { ids: takenIds });
    for (const session of endedSessions) closeSessions(this.ctx.getWebSockets(), { sessao: session });
    const dropped = new Set([...ofEndedSessions, ...takenIds]);
    // The room sees a message once Postgres has it: one from a session that had ended is never shown to anyone.
    const sockets = this.ctx.getWebSockets();
    for (const g of batch) {
      if (dropped.has(g.mensagem.id)) continue;
      const frame = JSON.stringify({ type: 'mensagem', mensagem: g.mensagem } satisfies ChatServerFrame);
      for (const s of sockets) if (s !== g.sender) trySend(s, frame);
      g.sender = undefined;
    }
    await this.markWritten(batch, dropped);
    if (notificacoes.length) this.ctx.waitUntil(pushNotifications(this.env, notificacoes));
  }

  /** Marks the batch written, forgets what was dropped and what falls out of the resend window. */
  private async markWritten(batch: Held[], dropped: Set<string>) {
    this.written = batch.at(-1)!.seq;
    const toDelete: string[] = [];
    for (const id of dropped) {
      toDelete.push(storageKey(this.held.get(id)!.seq));
      this.held.delete(id);
    }
    let excess = [...this.held.values()].filter((g) => g.seq <= this.written).length - KEPT;
    // Pruned a hundred at a time rather than a key per write.
    if (excess < PRUNE_STEP) excess = 0;
    for (const [id, g] of this.held) {
      if (excess-- <= 0) break;
      toDelete.push(storageKey(g.seq));
      this.held.delete(id);
    }
    // Issued together: one storage transaction.
    const writes = [this.ctx.storage.put(WRITTEN_KEY, this.written)];
    if (toDelete.length) writes.push(this.ctx.storage.delete(toDelete).then(() => undefined));
    await Promise.all(writes);
  }

  /** Takes one message from the user's bucket; false when it is empty. */
  private consume(userId: string): boolean {
    const agora = Date.now();
    const balde = this.baldes.get(userId) ?? { fichas: RAJADA, em: agora };
    balde.fichas = Math.min(RAJADA, balde.fichas + (agora - balde.em) / RECARGA_MS);
    balde.em = agora;
    this.baldes.set(userId, balde);
    if (balde.fichas < 1) return false;
    balde.fichas -= 1;
    return true;
  }

  private pool() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.closePool(), POOL_IDLE_MS);
    return (this.conexao ??= createDb(this.env));
  }

  private closePool() {
    const conexao = this.conexao;
    this.conexao = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    // The next write opens a pool of its own; this one ends once its running query is done.
    if (conexao) this.ctx.waitUntil(conexao.pool.end().catch(() => undefined));
  }
}

const POOL_IDLE_MS = 10_000;

/** A time as Postgres writes a timestamptz in JSON, so the ack and the HTTP history carry the same string. */
function pgTimestamp(ms: number) {
  return new Date(ms).toISOString().replace(/\.?0*Z$/, '+00:00');
}

function send(ws: WebSocket, frame: ChatServerFrame) {
  trySend(ws, JSON.stringify(frame));
}

/** A socket may close at any moment; the client catches up over HTTP when it reconnects. */
function trySend(ws: WebSocket, data: string) {
  try {
    ws.send(data);
  } catch {
    // Closed between getWebSockets and send.
  }
}
