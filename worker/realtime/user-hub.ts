// UserHub: one per user, holding that user's open tabs. notify() over RPC sends new notifications
// to every tab; with the hibernation API an idle hub costs nothing while its sockets stay open.
// The hub also keeps the user's presence row (usuarios_online) so that a push after commit calls only the hubs
// of users with an open tab: a launch matching 10,000 brokers must not wake 10,000 objects.
// It is also where the user's sockets are counted and ended: it knows the rooms that hold the user's chat sockets,
// so a session that ends closes its tabs here and its chat sockets there.
// See docs/arquitetura.md#realtime-durable-objects.
import { DurableObject } from 'cloudflare:workers';
import { markPresence } from '../domain/presenca.ts';
import { createDb } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import type { HubFrame, Notificacao } from '../schemas/notificacoes.ts';
import {
  FECHA_LIMITE,
  HEADER_USER,
  MOTIVO,
  PING,
  PONG,
  SOCKETS_POR_USUARIO,
  type AlvoSessao,
} from '../lib/realtime.ts';
import {
  aberto,
  armAlarm,
  closeExpired,
  closeSessions,
  readSession,
  recusar,
  type SocketSessao,
} from './socket-sessao.ts';
import { logError } from '../lib/log.ts';

type Attachment = SocketSessao & { userId: string };

/** Chat sockets of the user per room (conversa id → count), as each room last reported; kept in storage. */
type Salas = Record<string, number>;
const SALAS = 'salas';

export class UserHub extends DurableObject<Bindings> {
  /** Presence writes run one after another, each writing the state of the hub at the moment it runs. */
  private presenca: Promise<unknown> = Promise.resolve();
  /** What this instance last wrote; unknown after a restart or hibernation, so the next change is written. */
  private escrito: boolean | null = null;
  /** Chat socket admissions run one after another, so two rooms asking at once cannot both take the last place. */
  private vagas: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HEADER_USER);
    const sessao = readSession(request);
    if (!userId || !sessao || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    if (this.ctx.getWebSockets().filter(aberto).length >= SOCKETS_POR_USUARIO) {
      return recusar(FECHA_LIMITE, MOTIVO.limiteConexoes);
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, ...sessao } satisfies Attachment);
    await armAlarm(this.ctx, sessao.expira);
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

  /**
   * A session ended: its tabs close here, its chat sockets in every room that holds some. `userId` is this hub's
   * user (an id made from a name cannot be read back).
   */
  async encerrar(userId: string, alvo: AlvoSessao): Promise<void> {
    if (closeSessions(this.ctx.getWebSockets(), alvo)) {
      await this.syncPresenca(userId).catch((err) => logFalha('presence_failed', userId, err));
    }
    const salas = await this.salas();
    await Promise.all(
      Object.keys(salas).map(async (conversaId) => {
        const restantes = await this.sala(conversaId).encerrar(userId, alvo);
        await this.chatAtualizado(conversaId, restantes);
      }),
    );
  }

  /**
   * A room asks before accepting a chat socket of the user, telling how many it already holds. The stored counts
   * can only run high (a room that died without reporting its closes), so at the cap they are recounted from the
   * rooms themselves before refusing.
   */
  reservarChat(userId: string, conversaId: string, naSala: number): Promise<boolean> {
    const run = async () => {
      let salas = await this.salas();
      const total = (s: Salas) => naSala + Object.entries(s).reduce((n, [id, k]) => (id === conversaId ? n : n + k), 0);
      if (total(salas) >= SOCKETS_POR_USUARIO) {
        salas = await this.recount(userId, salas, conversaId);
        if (total(salas) >= SOCKETS_POR_USUARIO) return false;
      }
      await this.ctx.storage.put(SALAS, { ...salas, [conversaId]: naSala + 1 });
      return true;
    };
    const done = this.vagas.then(run, run);
    this.vagas = done.catch(() => undefined);
    return done;
  }

  /** A room reports how many chat sockets of the user it holds now (an absolute count, so repeats are harmless). */
  async chatAtualizado(conversaId: string, abertos: number) {
    const salas = await this.salas();
    if (abertos > 0) salas[conversaId] = abertos;
    else delete salas[conversaId];
    await this.ctx.storage.put(SALAS, salas);
  }

  override async alarm() {
    const fechados = await closeExpired(this.ctx);
    const userId = (this.ctx.getWebSockets()[0]?.deserializeAttachment() as Attachment | undefined)?.userId;
    if (fechados && userId) await this.syncPresenca(userId).catch((err) => logFalha('presence_failed', userId, err));
  }

  private async salas(): Promise<Salas> {
    return (await this.ctx.storage.get<Salas>(SALAS)) ?? {};
  }

  private sala(conversaId: string) {
    return this.env.CHAT_ROOM.get(this.env.CHAT_ROOM.idFromName(conversaId));
  }

  private async recount(userId: string, salas: Salas, exceto: string): Promise<Salas> {
    const contadas = await Promise.all(
      Object.keys(salas)
        .filter((id) => id !== exceto)
        .map(async (id) => [id, await this.sala(id).abertosDe(userId)] as const),
    );
    const novas: Salas = Object.fromEntries(contadas.filter(([, n]) => n > 0));
    if (salas[exceto]) novas[exceto] = salas[exceto];
    await this.ctx.storage.put(SALAS, novas);
    return novas;
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
        await markPresence(db, userId, online);
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
