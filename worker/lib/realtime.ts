// The Worker's side of the realtime Durable Objects: the headers it sets on what it forwards, and the socket
// upgrade checks. A DO has no public address: only the Worker's own code reaches it through the binding, after
// authenticating the session, so the DO trusts these headers.
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { AppError, MSG } from './errors.ts';

export const HEADER_USER = 'X-Conecta-User';
export const HEADER_CONVERSA = 'X-Conecta-Conversa';

/** Answered to a ping frame by the runtime itself, without waking a hibernating object. */
export const PING = 'ping';
export const PONG = 'pong';

/**
 * A browser sends Origin on every WebSocket handshake and cookies go along cross-site, so the socket is refused
 * unless it comes from our own origin (cross-site WebSocket hijacking).
 */
export function assertSocketUpgrade(c: Context<AppEnv>) {
  const origin = c.req.header('origin');
  const allowed = new Set([new URL(c.req.url).origin, ...(c.env.ALLOWED_ORIGINS?.split(',') ?? [])]);
  if (origin && !allowed.has(origin)) throw new AppError('forbidden', MSG.outraOrigem);
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new AppError('validation_failed', 'Esta rota aceita apenas conexões WebSocket.');
  }
}

/** Forwards the upgrade to a DO; a fresh 101 so the secure-headers middleware can still add its headers. */
export async function forwardSocket(
  c: Context<AppEnv>,
  stub: { fetch: typeof fetch },
  headers: Record<string, string>,
) {
  const res = await stub.fetch(new Request(c.req.url, { headers: { Upgrade: 'websocket', ...headers } }));
  if (!res.webSocket) return new Response(null, { status: res.status });
  return new Response(null, { status: 101, webSocket: res.webSocket });
}
