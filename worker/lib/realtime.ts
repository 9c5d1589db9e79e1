// The Worker's side of the realtime Durable Objects: the headers it sets on what it forwards, and the socket
// upgrade checks. A DO has no public address: only the Worker's own code reaches it through the binding, after
// authenticating the session, so the DO trusts these headers.
import type { Context } from 'hono';
import type { AppEnv, Bindings } from './env.ts';
import { AppError } from './errors.ts';
import { logError } from './log.ts';
import { MSG } from '../schemas/erros.ts';

export const HEADER_USER = 'X-Conecta-User';
export const HEADER_CONVERSA = 'X-Conecta-Conversa';
/** The session that opened the socket and when it expires (ms since epoch): the socket lives no longer than it. */
export const HEADER_SESSION = 'X-Conecta-Sessao';
export const HEADER_EXPIRA = 'X-Conecta-Expira';

/** Close codes of our own (4000–4999 are the application's): the session ended, or too many sockets. */
export const SESSION_CLOSE = 4001;
export const FECHA_LIMITE = 4008;
export const MOTIVO = {
  sessaoEncerrada: 'Sua sessão foi encerrada. Entre novamente.',
  sessaoExpirada: 'Sua sessão expirou. Entre novamente.',
  limiteConexoes: 'Muitas conexões abertas ao mesmo tempo. Feche outras abas e tente novamente.',
} as const;

/**
 * Open sockets per user and kind (notification tabs; chat rooms together; sales grids together). A person with a
 * phone, a laptop and a dozen tabs stays well under it; a script opening hundreds to hold memory and connections is
 * refused.
 */
export const SOCKETS_POR_USUARIO = 20;

/** Which of a user's sockets to close: one session's, or every one except (optionally) the session kept. */
export type SessionTarget = { sessao: string } | { exceto: string | null };

/** Answered to a ping frame by the runtime itself, without waking a hibernating object. */
export const PING = 'ping';
export const PONG = 'pong';

/**
 * A browser sends Origin on every WebSocket handshake and cookies go along cross-site, so the socket is refused
 * unless it comes from our own origin (cross-site WebSocket hijacking).
 */
export function assertSocketUpgrade<E extends AppEnv>(c: Context<E>) {
  const origin = c.req.header('origin');
  const allowed = new Set([new URL(c.req.url).origin, ...(c.env.ALLOWED_ORIGINS?.split(',') ?? [])]);
  if (origin && !allowed.has(origin)) throw new AppError('forbidden', MSG.outraOrigem);
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new AppError('validation_failed', 'Esta rota aceita apenas conexões WebSocket.');
  }
}

/** The headers that bind a socket to the session of the request that opened it. */
export function sessionHeaders<E extends AppEnv>(c: Context<E>): Record<string, string> {
  if (!c.var.sessionId || !c.var.sessionExpiresAt) throw new AppError('unauthorized', MSG.sessaoInvalida);
  return { [HEADER_SESSION]: c.var.sessionId, [HEADER_EXPIRA]: String(c.var.sessionExpiresAt) };
}

/** Forwards the upgrade to a DO; a fresh 101 so the secure-headers middleware can still add its headers. */
export async function forwardSocket<E extends AppEnv>(
  c: Context<E>,
  stub: { fetch: typeof fetch },
  headers: Record<string, string>,
) {
  const res = await stub.fetch(new Request(c.req.url, { headers: { Upgrade: 'websocket', ...headers } }));
  if (!res.webSocket) return new Response(null, { status: res.status });
  return new Response(null, { status: 101, webSocket: res.webSocket });
}

/**
 * After a session ends (logout, signing in over it, password change or reset, deactivation, erasure): the user's
 * UserHub closes the matching notification sockets and tells every chat and grid room holding that user's sockets
 * to close theirs. A failure is logged, never thrown: the session is already gone from the database, and every chat
 * message re-checks it.
 */
export async function closeSockets(env: Pick<Bindings, 'USER_HUB'>, userId: string, target: SessionTarget) {
  try {
    await env.USER_HUB.get(env.USER_HUB.idFromName(userId)).endSession(userId, target);
  } catch (err) {
    logError('socket_revoke_failed', err, { userId });
  }
}
