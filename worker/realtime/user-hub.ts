// UserHub: one per user, holding that user's open tabs. notify() over RPC sends new notifications
// to every tab; with the hibernation API an idle hub costs nothing while its sockets stay open.
// The hub also keeps the user's presence row (usuarios_online) so that a push after commit calls only the hubs
// of users with an open tab: a launch matching 10,000 brokers must not wake 10,000 objects.
// It is also where the user's sockets are counted and ended: it knows the rooms that hold the user's chat and sales
// grid sockets, so a session that ends closes its tabs here and its chat and grid sockets there.
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
  type SessionTarget,
} from '../lib/realtime.ts';
import {
  aberto,
  armAlarm,
  closeExpired,
  closeSessions,
  finishClose,
  readSession,
  refuse,
  type SocketSession,
} from './socket-session';
import { ROOM_KINDS, type RoomKind } from './room-sockets.ts';
import { logError } from '../lib/log.ts';

type Attachment = SocketSession & { userId: string };

/**
 * The user's sockets per room of one kind (conversa or empreendimento id → count), as each room last reported; kept
 * in storage under a key per kind.
 */
type Rooms = Record<string, number>;
const roomsKey = (kind: RoomKind) => `rooms:${kind}`;

export class UserHub extends DurableObject<Bindings> {
  /** Presence writes run one after another, each writing the state of the hub at the moment it runs. */
  private presenca: Promise<unknown> = Promise.resolve();
  /** What this instance last wrote; unknown after a restart or hibernation, so the next change is written. */
  private escrito: boolean | null = null;
  /** Room socket admissions run one after another, so two rooms asking at once cannot both take the last place. */
  private vagas: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HEADER_USER);
    const session = readSession(request);
    if (!userId || !session || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    if (this.ctx.getWebSockets().filter(aberto).length >= SOCKETS_POR_USUARIO) {
      return refuse(FECHA_LIMITE, MOTIVO.limiteConexoes);
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, ...session } satisfies Attachment);
    await armAlarm(this.ctx, session.expira);
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
    const tabs = this.broadcast(
      rows.map((notificacao) => JSON.stringify({ type: 'notificacao', notificacao } satisfies HubFrame)),
    );
    // Called through a presence row but no tab here: the row outlived a hub that died without cleaning.
    const userId = rows[0]?.user_id;
    if (!tabs && userId) await this.syncPresenca(userId).catch((err) => logFalha('presence_failed', userId, err));
    return tabs;
  }

  /** The agency's team changed something on a development: every open tab reads its lists again. */
  equipeMudou(imovelId: string): number {
    return this.broadcast([JSON.stringify({ type: 'equipe', imovel_id: imovelId } satisfies HubFrame)]);
  }

  /** Sends the frames to every open tab; returns how many tabs got them. */
  private broadcast(frames: string[]): number {
    let tabs = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        for (const frame of frames) ws.send(frame);
        tabs++;
      } catch {
        // A tab that went away between getWebSockets and send: it catches up over HTTP when it returns.
      }
    }
    return tabs;
  }

  /**
   * A session ended: its tabs close here, its chat and grid sockets in every room that holds some. `userId` is this
   * hub's user (an id made from a name cannot be read back).
   */
  async endSession(userId: string, target: SessionTarget): Promise<void> {
    if (closeSessions(this.ctx.getWebSockets(), target)) {
      await this.syncPresenca(userId).catch((err) => logFalha('presence_failed', userId, err));
    }
    await Promise.all(
      ROOM_KINDS.map(async (kind) => {
        const rooms = await this.rooms(kind);
        await Promise.all(
          Object.keys(rooms).map(async (roomId) => {
            const restantes = await this.room(kind, roomId).endSession(userId, target);
            await this.socketsUpdated(kind, roomId, restantes);
          }),
        );
      }),
    );
  }

  /**
   * A room asks before accepting a socket of the user, telling how many it already holds. The stored counts can only
   * run high (a room that died without reporting its closes), so at the cap they are recounted from the rooms
   * themselves before refusing.
   */
  reserveSocket(userId: string, kind: RoomKind, roomId: string, naSala: number): Promise<boolean> {
    const run = async () => {
      let rooms = await this.rooms(kind);
      const total = (r: Rooms) => naSala + Object.entries(r).reduce((n, [id, k]) => (id === roomId ? n : n + k), 0);
      if (total(rooms) >= SOCKETS_POR_USUARIO) {
        rooms = await this.recount(userId, kind, rooms, roomId);
        if (total(rooms) >= SOCKETS_POR_USUARIO) return false;
      }
      await this.ctx.storage.put(roomsKey(kind), { ...rooms, [roomId]: naSala + 1 });
      return true;
    };
    const done = this.vagas.then(run, run);
    this.vagas = done.catch(() => undefined);
    return done;
  }

  /** A room reports how many sockets of the user it holds now (an absolute count, so repeats are harmless). */
  async socketsUpdated(kind: RoomKind, roomId: string, abertos: number) {
    const rooms = await this.rooms(kind);
    if (abertos > 0) rooms[roomId] = abertos;
    else delete rooms[roomId];
    await this.ctx.storage.put(roomsKey(kind), rooms);
  }

  override async alarm() {
    const fechados = await closeExpired(this.ctx);
    const userId = (this.ctx.getWebSockets()[0]?.deserializeAttachment() as Attachment | undefined)?.userId;
    if (fechados && userId) await this.syncPresenca(userId).catch((err) => logFalha('presence_failed', userId, err));
  }

  private async rooms(kind: RoomKind): Promise<Rooms> {
    return (await this.ctx.storage.get<Rooms>(roomsKey(kind))) ?? {};
  }

  private room(kind: RoomKind, roomId: string) {
    if (kind === 'chat') return this.env.CHAT_ROOM.get(this.env.CHAT_ROOM.idFromName(roomId));
    return this.env.ESPELHO_ROOM.get(this.env.ESPELHO_ROOM.idFromName(roomId));
  }

  private async recount(userId: string, kind: RoomKind, rooms: Rooms, exceto: string): Promise<Rooms> {
    const contadas = await Promise.all(
      Object.keys(rooms)
        .filter((id) => id !== exceto)
        .map(async (id) => [id, await this.room(kind, id).openOf(userId)] as const),
    );
    const novas: Rooms = Object.fromEntries(contadas.filter(([, n]) => n > 0));
    if (rooms[exceto]) novas[exceto] = rooms[exceto];
    await this.ctx.storage.put(roomsKey(kind), novas);
    return novas;
  }

  /** Tabs only listen; anything they send besides the auto-answered ping is ignored. */
  override webSocketMessage() {}

  override async webSocketClose(ws: WebSocket, code: number) {
    finishClose(ws, code);
    await this.whenClosed(ws);
  }

  override async webSocketError(ws: WebSocket) {
    await this.whenClosed(ws);
  }

  private async whenClosed(ws: WebSocket) {
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
