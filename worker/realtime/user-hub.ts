// UserHub (DESIGN §5): one per user, holding that user's open tabs. notify() over RPC sends new notifications
// to every tab; with the hibernation API an idle hub costs nothing while its sockets stay open.
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../lib/env.ts';
import type { HubFrame, Notificacao } from '../schemas/notificacoes.ts';
import { HEADER_USER, PING, PONG } from '../lib/realtime.ts';

export class UserHub extends DurableObject<Bindings> {
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
    server.serializeAttachment({ userId });
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
    return tabs;
  }

  /** Tabs only listen; anything they send besides the auto-answered ping is ignored. */
  override webSocketMessage() {}
}
