// What a room holding users' sockets (ChatRoom, EspelhoRoom) does with them besides its own work: each opening asks
// the user's UserHub for a place (the cap counts one kind of room across every room of that kind), each close reports
// back how many the user still holds here, and the hub closes a finished session's sockets through encerrar.
import type { Bindings } from '../lib/env.ts';
import { logError } from '../lib/log.ts';
import { FECHA_LIMITE, MOTIVO, type SessionTarget } from '../lib/realtime.ts';
import { aberto, armAlarm, closeSessions, refuse, type SocketSession } from './socket-session';

/** The kinds of room a user's sockets are counted in; each kind has its own cap. */
export type RoomKind = 'chat' | 'espelho';
export const ROOM_KINDS: readonly RoomKind[] = ['chat', 'espelho'];

/** What every socket of such a room keeps in its attachment, besides what the room adds. */
export type UserSocket = SocketSession & { userId: string };

const hubOf = (env: Pick<Bindings, 'USER_HUB'>, userId: string) => env.USER_HUB.get(env.USER_HUB.idFromName(userId));

export class RoomSockets {
  private openings: Promise<unknown> = Promise.resolve();
  /** The user whose socket is being opened (openings run one at a time). */
  private opening: string | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Pick<Bindings, 'USER_HUB'>,
    private readonly kind: RoomKind,
  ) {}

  /** The user's open sockets here, counting one the hub may just have admitted and not yet accepted. */
  openOf(userId: string): number {
    return this.ctx.getWebSockets(userId).filter(aberto).length + (this.opening === userId ? 1 : 0);
  }

  /**
   * Accepts the socket once the user's hub has given it a place, else completes the upgrade only to close it with
   * 4008. One opening at a time, so the count this room reports to the hub includes every socket it already admitted.
   * Tagged with the user id: getWebSockets(userId) finds the user's sockets here.
   */
  admit<A extends UserSocket>(roomId: string, attachment: A): Promise<Response> {
    const { userId } = attachment;
    const run = async () => {
      const naSala = this.openOf(userId);
      this.opening = userId;
      try {
        if (!(await hubOf(this.env, userId).reserveSocket(userId, this.kind, roomId, naSala))) {
          return refuse(FECHA_LIMITE, MOTIVO.limiteConexoes);
        }
        const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
        this.ctx.acceptWebSocket(server, [userId]);
        server.serializeAttachment(attachment);
        await armAlarm(this.ctx, attachment.expira);
        return new Response(null, { status: 101, webSocket: client });
      } finally {
        this.opening = null;
      }
    };
    const done = this.openings.then(run, run);
    this.openings = done.catch(() => undefined);
    return done;
  }

  /** Told by the user's hub that a session ended: closes its sockets here; returns how many the user keeps. */
  endSession(userId: string, target: SessionTarget): number {
    closeSessions(this.ctx.getWebSockets(userId), target);
    return this.openOf(userId);
  }

  /** A socket closed: the hub learns how many sockets the user still holds here, so a closed tab frees its place. */
  async closed(ws: WebSocket, roomId: string) {
    const { userId } = ws.deserializeAttachment() as UserSocket;
    const restantes = this.ctx.getWebSockets(userId).filter((s) => s !== ws && aberto(s)).length;
    try {
      await hubOf(this.env, userId).socketsUpdated(this.kind, roomId, restantes);
    } catch (err) {
      logError('socket_count_failed', err, { userId });
    }
  }
}
