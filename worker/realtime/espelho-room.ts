// EspelhoRoom: one per development, holding the open sales grids (WebSocket hibernation API) and the alarm that
// ends its reservations on time. Units reach it after commit (publicar), whole; each socket gets them redacted for
// its viewer. Each socket carries the session that opened it, like the chat's: the user's UserHub counts it against
// the cap and closes it when the session ends. The one alarm serves both: it rings at the next reservation due
// (re-read from the database each time, so a restart loses nothing; the daily cron is the backstop) or the next
// session expiry, whichever comes first.
import { DurableObject } from 'cloudflare:workers';
import { redactFor, type EspelhoViewer, type UnidadeCompleta } from '../domain/espelho.ts';
import { sendToEspelho } from '../domain/espelho-live.ts';
import { expireReservas, proximoVencimento } from '../domain/espelho-reservas.ts';
import { pushNotifications } from '../domain/notificacoes.ts';
import { createDb } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import { PING, PONG, type SessionTarget } from '../lib/realtime.ts';
import type { ContagemStatus, EspelhoFrame } from '../schemas/espelho.ts';
import { RoomSockets, type UserSocket } from './room-sockets.ts';
import { armAlarm, closeExpired, finishClose, nextExpiry, readSession } from './socket-session';

/** The viewer of a socket and its development, set by the Worker after it authenticated the session. */
export const HEADER_ESPELHO = 'X-Conecta-Espelho';
export const HEADER_IMOVEL = 'X-Conecta-Imovel';

/** The viewer as the header carries it: just what the grid needs, so the socket's attachment stays small. */
export const viewerHeader = (ator: EspelhoViewer): string =>
  JSON.stringify(
    ator.tipo === 'construtora'
      ? { tipo: ator.tipo, userId: ator.userId, construtoraId: ator.construtoraId }
      : { tipo: ator.tipo, userId: ator.userId, corretorId: ator.corretorId },
  );
const IMOVEL = 'imovelId';
/** A reservation run the database refused is tried again this much later. */
const RETRY_MS = 30_000;

type Attachment = EspelhoViewer & UserSocket & { imovelId: string };

export class EspelhoRoom extends DurableObject<Bindings> {
  /** The user's hub counts their grid sockets across every development and remembers this room for revocations. */
  private readonly sockets: RoomSockets;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
    this.sockets = new RoomSockets(ctx, env, 'espelho');
  }

  override async fetch(request: Request): Promise<Response> {
    const viewer = request.headers.get(HEADER_ESPELHO);
    const imovelId = request.headers.get(HEADER_IMOVEL);
    const session = readSession(request);
    if (!viewer || !imovelId || !session || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    const ator = JSON.parse(viewer) as EspelhoViewer;
    return this.sockets.admit(imovelId, { ...ator, ...session, imovelId } satisfies Attachment);
  }

  /** The user's open grids of this development (the hub recounts with it). */
  openOf(userId: string): number {
    return this.sockets.openOf(userId);
  }

  /** Told by the user's hub that a session ended: closes its grids here; returns how many the user keeps. */
  endSession(userId: string, target: SessionTarget): number {
    return this.sockets.endSession(userId, target);
  }

  override webSocketMessage() {
    // Grids only listen; ping is answered by the runtime.
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    finishClose(ws, code);
    await this.sockets.closed(ws, (ws.deserializeAttachment() as Attachment).imovelId);
  }

  override async webSocketError(ws: WebSocket) {
    await this.sockets.closed(ws, (ws.deserializeAttachment() as Attachment).imovelId);
  }

  /**
   * Sends the changed units to every open grid. The developer's sockets and the brokers holding none of them share
   * one serialized frame; a broker holding one of the units gets their own.
   */
  publish(_imovelId: string, unidades: UnidadeCompleta[], contagem: ContagemStatus, seq: number): number {
    const frame = (ator: EspelhoViewer) =>
      JSON.stringify({
        type: 'unidades',
        unidades: unidades.map((u) => redactFor(u, ator)),
        contagem,
        seq,
      } satisfies EspelhoFrame);
    const titulares = new Set(unidades.flatMap((u) => (u.reserva ? [u.reserva.corretor_id] : [])));
    let construtora: string | undefined;
    let publico: string | undefined;
    let enviados = 0;
    for (const ws of this.ctx.getWebSockets()) {
      const ator = ws.deserializeAttachment() as Attachment;
      let data: string;
      if (ator.tipo === 'construtora') data = construtora ??= frame(ator);
      else if (titulares.has(ator.corretorId)) data = frame(ator);
      else data = publico ??= frame(ator);
      try {
        ws.send(data);
        enviados++;
      } catch {
        // Closed between getWebSockets and send: the grid catches up over /mudancas when it reconnects.
      }
    }
    return enviados;
  }

  /**
   * Arms the alarm at the development's next due instant or the next session expiry, whichever comes first (or
   * clears it when there is neither); returns the due instant.
   */
  async schedule(imovelId: string): Promise<number | null> {
    await this.ctx.storage.put(IMOVEL, imovelId);
    const { db, pool } = createDb(this.env);
    try {
      const proximo = (await proximoVencimento(db, imovelId))?.getTime() ?? null;
      // Read after the query, so a socket accepted meanwhile is counted (or arms the alarm itself once accepted).
      const at = Math.min(proximo ?? Infinity, nextExpiry(this.ctx));
      if (at < Infinity) await this.ctx.storage.setAlarm(at);
      else await this.ctx.storage.deleteAlarm();
      return proximo;
    } finally {
      void pool.end().catch(() => undefined);
    }
  }

  /** Closes the grids whose session expired (re-arming for the next expiry), then ends the reservations due. */
  override async alarm() {
    await closeExpired(this.ctx);
    const imovelId = await this.ctx.storage.get<string>(IMOVEL);
    if (!imovelId) return;
    try {
      await this.expire(imovelId);
    } catch (err) {
      // The runtime retries a failed alarm only when the handler left the alarm alone, and closeExpired may have
      // re-armed it for a session days away: the retry is armed here.
      await armAlarm(this.ctx, Date.now() + RETRY_MS);
      throw err;
    }
  }

  private async expire(imovelId: string) {
    const { db, pool } = createDb(this.env);
    let liberadas: string[];
    try {
      const resultado = await expireReservas(db, imovelId, new Date(), (rows) => {
        if (rows.length) this.ctx.waitUntil(pushNotifications(this.env, rows));
      });
      liberadas = resultado.liberadas.map((l) => l.unidade_id);
    } finally {
      void pool.end().catch(() => undefined);
    }
    if (liberadas.length) await sendToEspelho(this.env, imovelId, liberadas);
    await this.schedule(imovelId);
  }
}
