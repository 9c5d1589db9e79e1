// ChatRoom: one per conversa. A message is stored in Postgres first, then acknowledged to the sending
// socket with its id and the client's client_id, then sent to every socket of the room. The room keeps nothing of
// its own: after a restart the clients reconnect, fetch what they missed over HTTP and resend what was not
// acknowledged (the client_id is the message id, so a resend never duplicates).
// Each socket carries the session that opened it: the message statement re-checks that session, a session that ends
// closes its sockets here (told by the user's UserHub), and the room's alarm closes them when the session expires.
// See docs/arquitetura.md#realtime-durable-objects.
import { DurableObject } from 'cloudflare:workers';
import { sendMensagem, destinatarioDe, type ConversaPartes } from '../domain/chat.ts';
import { pushNotifications } from '../domain/notificacoes.ts';
import { createDb, isConnectionError } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import { AppError, MSG, type ErrorCode } from '../lib/errors.ts';
import { hasUnstorableText, MSG_TEXTO_INVALIDO } from '../lib/text-guard.ts';
import { MSG_CHAT, type ChatClientFrame, type ChatServerFrame, type MensagemChat } from '../schemas/chat.ts';
import { FECHA_LIMITE, HEADER_CONVERSA, HEADER_USER, MOTIVO, PING, PONG, type AlvoSessao } from '../lib/realtime.ts';
import {
  aberto,
  armExpiracao,
  closeExpired,
  closeSessions,
  readSession,
  recusar,
  type SocketSessao,
} from './socket-sessao.ts';
import { logError } from '../lib/log.ts';

type Attachment = SocketSessao & { userId: string; conversa: ConversaPartes };

/**
 * Messages per user and room: a burst of RAJADA at once (a pasted list, the resend of what a reconnect left
 * pending), then one more every RECARGA_MS. Nobody types a message a second for long; a script sending 500 in a few
 * seconds is held to one a second. Kept in memory: the room only hibernates after sitting idle longer than a
 * bucket takes to refill, so losing the buckets then forgives nothing.
 */
const RAJADA = 10;
const RECARGA_MS = 1000;

export class ChatRoom extends DurableObject<Bindings> {
  /** Messages of one room are stored one after another, so their order in Postgres is the order they are sent. */
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * One database pool for the room while messages flow: a message costs its queries, not a new connection (a pool
   * per message exhausted the local relay at 500 sockets). The queue runs one message at a time, so the pool never
   * opens more than one connection. Closed after POOL_IDLE_MS without messages: an open outgoing socket would keep
   * the room from hibernating, and fifty quiet rooms would hold fifty connections. Dropped after a connection
   * error and rebuilt.
   */
  private conexao: ReturnType<typeof createDb> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private baldes = new Map<string, { fichas: number; em: number }>();
  private aberturas: Promise<unknown> = Promise.resolve();
  /** The user whose socket is being opened (openings run one at a time). */
  private abrindo: string | null = null;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HEADER_USER);
    const header = request.headers.get(HEADER_CONVERSA);
    const sessao = readSession(request);
    if (!userId || !header || !sessao || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    const conversa = JSON.parse(header) as ConversaPartes;
    // One opening at a time, so the count this room reports to the hub includes every socket it already admitted.
    const run = async () => {
      // The user's hub counts their chat sockets across every room and remembers this room for revocations.
      const hub = this.env.USER_HUB.get(this.env.USER_HUB.idFromName(userId));
      const naSala = this.abertosDe(userId);
      this.abrindo = userId;
      try {
        if (!(await hub.reservarChat(userId, conversa.id, naSala))) return recusar(FECHA_LIMITE, MOTIVO.limiteConexoes);
        const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
        // Tagged with the user id: getWebSockets(userId) tells whether that user has the conversation open.
        this.ctx.acceptWebSocket(server, [userId]);
        server.serializeAttachment({ userId, conversa, ...sessao } satisfies Attachment);
        await armExpiracao(this.ctx, sessao.expira);
        return new Response(null, { status: 101, webSocket: client });
      } finally {
        this.abrindo = null;
      }
    };
    const done = this.aberturas.then(run, run);
    this.aberturas = done.catch(() => undefined);
    return done;
  }

  /** The user's open sockets in this room, counting one the hub may just have admitted and not yet accepted. */
  abertosDe(userId: string): number {
    return this.ctx.getWebSockets(userId).filter(aberto).length + (this.abrindo === userId ? 1 : 0);
  }

  /** Told by the user's hub that a session ended: closes its sockets here; returns how many the user keeps. */
  encerrar(userId: string, alvo: AlvoSessao): number {
    closeSessions(this.ctx.getWebSockets(userId), alvo);
    return this.abertosDe(userId);
  }

  override async alarm() {
    await closeExpired(this.ctx);
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    // Completes the closing handshake (a no-op where the runtime already answered the close frame).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code);
    } catch {
      // Already closed.
    }
    await this.quandoFechar(ws);
  }

  override async webSocketError(ws: WebSocket) {
    await this.quandoFechar(ws);
  }

  /** The hub learns how many sockets the user still holds here, so a closed tab frees its place. */
  private async quandoFechar(ws: WebSocket) {
    const { userId, conversa } = ws.deserializeAttachment() as Attachment;
    const restantes = this.ctx.getWebSockets(userId).filter((s) => s !== ws && aberto(s)).length;
    try {
      await this.env.USER_HUB.get(this.env.USER_HUB.idFromName(userId)).chatAtualizado(conversa.id, restantes);
    } catch (err) {
      logError('socket_count_failed', err, { userId });
    }
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer) {
    const { userId, conversa, sessao } = ws.deserializeAttachment() as Attachment;
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
      await this.post(conversa, userId, sessao, frame.conteudo as string, frame.client_id, ws);
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthorized') {
        closeSessions(this.ctx.getWebSockets(userId), { sessao });
        return;
      }
      const message = err instanceof AppError ? err.message : chatFailureMessage(err);
      if (!(err instanceof AppError)) {
        logError('chat_send_failed', err);
      }
      send(ws, { type: 'erro', ...clientId, message });
    }
  }

  /**
   * The HTTP fallback (POST /api/chat/conversas/:id/mensagens) goes through the same path as a socket. A refusal
   * comes back as a value: an exception would lose its code crossing the RPC boundary.
   */
  async postFromHttp(
    conversa: ConversaPartes,
    userId: string,
    sessao: string,
    conteudo: string,
    clientId?: string,
  ): Promise<{ mensagem: MensagemChat } | { erro: { code: ErrorCode; message: string } }> {
    try {
      return { mensagem: await this.post(conversa, userId, sessao, conteudo, clientId, null) };
    } catch (err) {
      if (err instanceof AppError) return { erro: { code: err.code, message: err.message } };
      if (isConnectionError(err)) return { erro: { code: 'unavailable', message: MSG.indisponivel } };
      throw err;
    }
  }

  private post(
    conversa: ConversaPartes,
    userId: string,
    sessao: string,
    conteudo: string,
    clientId: string | undefined,
    sender: WebSocket | null,
  ): Promise<MensagemChat> {
    if (!this.consumir(userId)) return Promise.reject(new AppError('rate_limited', MSG_CHAT.rapidoDemais));
    const run = async () => {
      const destinatarioAberto = this.ctx.getWebSockets(destinatarioDe(conversa, userId)).some(aberto);
      const { db, pool } = this.pool();
      let result;
      try {
        result = await sendMensagem(db, conversa, userId, sessao, conteudo, clientId, destinatarioAberto);
      } catch (err) {
        if (isConnectionError(err) && this.conexao?.pool === pool) this.closePool();
        throw err;
      }
      const { mensagem, notificacoes } = result;
      if (sender) send(sender, { type: 'ack', client_id: clientId ?? mensagem.id, mensagem });
      const broadcast = JSON.stringify({ type: 'mensagem', mensagem } satisfies ChatServerFrame);
      for (const s of this.ctx.getWebSockets()) {
        if (s !== sender) trySend(s, broadcast);
      }
      if (notificacoes.length) this.ctx.waitUntil(pushNotifications(this.env, notificacoes));
      return mensagem;
    };
    const done = this.queue.then(run, run);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** Takes one message from the user's bucket; false when it is empty. */
  private consumir(userId: string): boolean {
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
    // Queued messages reopen a pool of their own; this one ends once its running query is done.
    if (conexao) this.ctx.waitUntil(conexao.pool.end().catch(() => undefined));
  }
}

const POOL_IDLE_MS = 10_000;

/** With the database out of reach the sender is told to try again shortly; the socket stays open. */
function chatFailureMessage(err: unknown) {
  return isConnectionError(err) ? MSG.indisponivel : MSG_CHAT.falhaEnvio;
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
