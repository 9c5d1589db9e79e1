// ChatRoom (DESIGN §5): one per conversa. A message is stored in Postgres first, then acknowledged to the sending
// socket with its id and the client's client_id, then sent to every socket of the room. The room keeps nothing of
// its own: after a restart the clients reconnect, fetch what they missed over HTTP and resend what was not
// acknowledged (the client_id is the message id, so a resend never duplicates).
import { DurableObject } from 'cloudflare:workers';
import { enviarMensagem, destinatarioDe, type ConversaPartes } from '../domain/chat.ts';
import { pushNotifications } from '../domain/notificacoes.ts';
import { createDb, isConnectionError } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import { AppError, MSG, type ErrorCode } from '../lib/errors.ts';
import { MSG_CHAT, type ChatClientFrame, type ChatServerFrame, type MensagemChat } from '../schemas/chat.ts';
import { HEADER_CONVERSA, HEADER_USER, PING, PONG } from '../lib/realtime.ts';

type Attachment = { userId: string; conversa: ConversaPartes };

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

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HEADER_USER);
    const conversa = request.headers.get(HEADER_CONVERSA);
    if (!userId || !conversa || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    // Tagged with the user id: getWebSockets(userId) tells whether that user has the conversation open.
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({ userId, conversa: JSON.parse(conversa) as ConversaPartes } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer) {
    const { userId, conversa } = ws.deserializeAttachment() as Attachment;
    let frame: Partial<ChatClientFrame>;
    try {
      frame = JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)) as Partial<ChatClientFrame>;
    } catch {
      return send(ws, { type: 'erro', message: MSG.jsonInvalido });
    }
    if (frame.type !== 'send') return;
    try {
      await this.post(conversa, userId, frame.conteudo as string, frame.client_id, ws);
    } catch (err) {
      const message = err instanceof AppError ? err.message : chatFailureMessage(err);
      if (!(err instanceof AppError)) {
        // Drizzle wraps the driver's error: the cause says why (a timeout, a lost connection, a constraint).
        const cause = String((err as { cause?: unknown }).cause ?? '');
        console.error(JSON.stringify({ level: 'error', kind: 'chat_send_failed', message: String(err), cause }));
      }
      send(ws, { type: 'erro', ...(frame.client_id ? { client_id: frame.client_id } : {}), message });
    }
  }

  /**
   * The HTTP fallback (POST /api/chat/conversas/:id/mensagens) goes through the same path as a socket. A refusal
   * comes back as a value: an exception would lose its code crossing the RPC boundary.
   */
  async postFromHttp(
    conversa: ConversaPartes,
    userId: string,
    conteudo: string,
    clientId?: string,
  ): Promise<{ mensagem: MensagemChat } | { erro: { code: ErrorCode; message: string } }> {
    try {
      return { mensagem: await this.post(conversa, userId, conteudo, clientId, null) };
    } catch (err) {
      if (err instanceof AppError) return { erro: { code: err.code, message: err.message } };
      if (isConnectionError(err)) return { erro: { code: 'unavailable', message: MSG.indisponivel } };
      throw err;
    }
  }

  private post(
    conversa: ConversaPartes,
    userId: string,
    conteudo: string,
    clientId: string | undefined,
    sender: WebSocket | null,
  ): Promise<MensagemChat> {
    const run = async () => {
      const aberto = this.ctx
        .getWebSockets(destinatarioDe(conversa, userId))
        .some((s) => s.readyState === WebSocket.OPEN);
      const { db, pool } = this.pool();
      let result;
      try {
        result = await enviarMensagem(db, conversa, userId, conteudo, clientId, aberto);
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
