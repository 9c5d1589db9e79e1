// What every realtime object does with the session a socket was opened under: read it from the Worker's headers,
// close the sockets of a session that ended, and close each socket when its session expires (the object's alarm).
import { SESSION_CLOSE, HEADER_EXPIRA, HEADER_SESSION, MOTIVO, type SessionTarget } from '../lib/realtime.ts';

/** Kept in every socket's serialized attachment, so it survives hibernation. */
export type SocketSession = { sessao: string; expira: number };

export function readSession(request: Request): SocketSession | null {
  const session = request.headers.get(HEADER_SESSION);
  const expira = Number(request.headers.get(HEADER_EXPIRA));
  return session && Number.isFinite(expira) && expira > 0 ? { sessao: session, expira } : null;
}

function matches(s: SocketSession, target: SessionTarget) {
  return 'sessao' in target ? s.sessao === target.sessao : s.sessao !== target.exceto;
}

export function close(ws: WebSocket, code: number, reason: string) {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed.
  }
}

export const aberto = (ws: WebSocket) => ws.readyState === WebSocket.OPEN;

/** Closes the open sockets whose session is the target; returns how many. */
export function closeSessions(sockets: WebSocket[], target: SessionTarget): number {
  let n = 0;
  for (const ws of sockets) {
    if (aberto(ws) && matches(ws.deserializeAttachment() as SocketSession, target)) {
      close(ws, SESSION_CLOSE, MOTIVO.sessaoEncerrada);
      n++;
    }
  }
  return n;
}

/**
 * Arms the object's single alarm for `at` unless it already rings sooner: what each use needs (a session expiry, the
 * ChatRoom's write retry) is checked again whenever it rings.
 */
export async function armAlarm(ctx: DurableObjectState, at: number) {
  const atual = await ctx.storage.getAlarm();
  if (atual === null || at < atual) await ctx.storage.setAlarm(at);
}

/**
 * The next instant an open socket's session expires (Infinity when none will): one already past is left out, as the
 * alarm that just rang closed its socket.
 */
export function nextExpiry(ctx: DurableObjectState): number {
  const agora = Date.now();
  let proxima = Infinity;
  for (const ws of ctx.getWebSockets()) {
    const expira = aberto(ws) ? (ws.deserializeAttachment() as SocketSession).expira : Infinity;
    if (expira > agora) proxima = Math.min(proxima, expira);
  }
  return proxima;
}

/** The alarm: closes the sockets whose session has expired, then arms itself for the next expiry. */
export async function closeExpired(ctx: DurableObjectState): Promise<number> {
  const agora = Date.now();
  let proxima = Infinity;
  let n = 0;
  for (const ws of ctx.getWebSockets()) {
    if (!aberto(ws)) continue;
    const { expira } = ws.deserializeAttachment() as SocketSession;
    if (expira <= agora) {
      close(ws, SESSION_CLOSE, MOTIVO.sessaoExpirada);
      n++;
    } else {
      proxima = Math.min(proxima, expira);
    }
  }
  if (proxima < Infinity) await ctx.storage.setAlarm(proxima);
  return n;
}

/** Completes the closing handshake the client began (a no-op where the runtime already answered its close frame). */
export function finishClose(ws: WebSocket, code: number) {
  close(ws, code === 1005 || code === 1006 ? 1000 : code, '');
}

/** Completes the upgrade only to close at once: a browser sees the close reason, never an HTTP status. */
export function refuse(code: number, reason: string): Response {
  const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
  server.accept();
  server.close(code, reason);
  return new Response(null, { status: 101, webSocket: client });
}
