// EspelhoRoom: one per development, holding the open sales grids (WebSocket hibernation API) and the alarm that
// ends its reservations on time. Units reach it after commit (publicar), whole; each socket gets them redacted for
// its viewer. The alarm is always re-armed from the database (the next warning or expiry), so the room keeps
// nothing that a restart could lose; the daily cron is the backstop.
import { DurableObject } from 'cloudflare:workers';
import { redactFor, type AtorEspelho, type UnidadeCompleta } from '../domain/espelho.ts';
import { sendToEspelho } from '../domain/espelho-live.ts';
import { expireReservas, proximoVencimento } from '../domain/espelho-reservas.ts';
import { pushNotifications } from '../domain/notificacoes.ts';
import { createDb } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import { PING, PONG } from '../lib/realtime.ts';
import type { ContagemStatus, EspelhoFrame } from '../schemas/espelho.ts';

/** The viewer of a socket, set by the Worker after it authenticated the session. */
export const HEADER_ESPELHO = 'X-Conecta-Espelho';
const IMOVEL = 'imovelId';

export class EspelhoRoom extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const viewer = request.headers.get(HEADER_ESPELHO);
    if (!viewer || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(null, { status: 426 });
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(JSON.parse(viewer) as AtorEspelho);
    return new Response(null, { status: 101, webSocket: client });
  }

  override webSocketMessage() {
    // Grids only listen; ping is answered by the runtime.
  }

  /**
   * Sends the changed units to every open grid. The developer's sockets and the brokers holding none of them share
   * one serialized frame; a broker holding one of the units gets their own.
   */
  publicar(_imovelId: string, unidades: UnidadeCompleta[], contagem: ContagemStatus, seq: number): number {
    const frame = (ator: AtorEspelho) =>
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
      const ator = ws.deserializeAttachment() as AtorEspelho;
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

  /** Arms the alarm at the development's next due instant (or clears it). */
  async agendar(imovelId: string): Promise<number | null> {
    await this.ctx.storage.put(IMOVEL, imovelId);
    const { db, pool } = createDb(this.env);
    try {
      const proximo = await proximoVencimento(db, imovelId);
      if (proximo) await this.ctx.storage.setAlarm(proximo.getTime());
      else await this.ctx.storage.deleteAlarm();
      return proximo?.getTime() ?? null;
    } finally {
      void pool.end().catch(() => undefined);
    }
  }

  override async alarm() {
    const imovelId = await this.ctx.storage.get<string>(IMOVEL);
    if (!imovelId) return;
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
    await this.agendar(imovelId);
  }
}
