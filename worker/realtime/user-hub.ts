// UserHub (DESIGN §5): one per user, holding that user's open tabs. notify() over RPC sends new notifications
// to every tab; with the hibernation API an idle hub costs nothing while its sockets stay open.
// The hub also keeps the user's presence row (usuarios_online) so that a push after commit calls only the hubs
// of users with an open tab: a launch matching 10,000 brokers must not wake 10,000 objects.
import { DurableObject } from 'cloudflare:workers';
import { marcarPresenca } from '../domain/presenca.ts';
import { createDb } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import type { HubFrame, Notificacao } from '../schemas/notificacoes.ts';
import { HEADER_USER, PING, PONG } from '../lib/realtime.ts';
import { logError } from '../lib/log.ts';

type Attachment = { userId: string };

export class UserHub extends DurableObject<Bindings> {
  /** Presence writes run one after another, each writing the state of the hub at the moment it runs. */
  private presenca: Promise<unknown> = Promise.resolve();
  /** What this instance last wrote; unknown after a restart or hibernation, so the next change is written. */
  private escrito: boolean | null = null;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HEADER_USER);
    if (!userId || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId } satisfies Attachment);
    // Online before the handshake completes: the tab fetches what it missed once open, and anything committed
    // after that fetch finds the row and is pushed. Without the row the tab would miss pushes, so it retries.
    try {
      await this.syncPresenca(userId);
    } catch (err) {
      server.close(1011, 'presença indisponível');
      logFalha('presence_failed', userId, err);
      return new Response(null, { status: 503 });
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends each notification to every open tab; returns how many tabs got them. */
  async notify(rows: Notificacao[]): Promise<number> {
    const frames = rows.map((notificacao) => JSON.stringify({ type: 'notificacao', notificacao } satisfies HubFrame));
    let tabs = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        for (const frame of frames) ws.send(frame);
        tabs++;
      } catch {
        // A tab that went away between getWebSockets and send: it catches up over HTTP when it returns.
      }
    }
    // Called through a presence row but no tab here: the row outlived a hub that died without cleaning.
    const userId = rows[0]?.user_id;
    if (!tabs && userId) await this.syncPresenca(userId).catch((err) => logFalha('presence_failed', userId, err));
    return tabs;
  }

  /** Tabs only listen; anything they send besides the auto-answered ping is ignored. */
  override webSocketMessage() {}

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

  private async quandoFechar(ws: WebSocket) {
    const { userId } = ws.deserializeAttachment() as Attachment;
    await this.syncPresenca(userId, ws).catch((err) => logFalha('presence_failed', userId, err));
  }

  /** Writes online ⇔ an open tab other than `closing`, unless this instance already wrote that state. */
  private syncPresenca(userId: string, closing?: WebSocket): Promise<void> {
    const run = async () => {
      const online = this.ctx.getWebSockets().some((s) => s !== closing && s.readyState === WebSocket.OPEN);
      if (online === this.escrito) return;
      const { db, pool } = createDb(this.env);
      try {
        await marcarPresenca(db, userId, online);
        this.escrito = online;
      } finally {
        this.ctx.waitUntil(pool.end().catch(() => undefined));
      }
    };
    const done = this.presenca.then(run, run);
    this.presenca = done.catch(() => undefined);
    return done;
  }
}

function logFalha(kind: string, userId: string, err: unknown) {
  logError(kind, err, { userId });
}
