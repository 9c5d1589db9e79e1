// WebSockets opened through the Worker under test (exports.default.fetch), with their frames collected.
import { PING, PONG } from '../../worker/lib/realtime.ts';
import type { Client } from './http.ts';

export type TestSocket = {
  ws: WebSocket;
  frames: Record<string, unknown>[];
  /** Resolves with the first frame (already received or coming) that matches. */
  next: <T = Record<string, unknown>>(match: (f: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<T>;
  closed: Promise<void>;
  /** The close frame the server sent (code 1006 when the connection dropped without one). */
  closedWith: Promise<{ code: number; reason: string }>;
  /**
   * Whether the server kept the socket: a refused one is closed before anything else is sent on it, a kept one
   * answers a ping (the rooms' auto-response) — an answer either way, with no timer.
   */
  admitted: () => Promise<boolean>;
};

export async function openSocket(c: Client, path: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const res = await c.request(path, { headers: { Upgrade: 'websocket', ...headers } });
  if (res.status !== 101 || !res.webSocket) throw new Error(`upgrade failed: ${res.status} ${await res.text()}`);
  const ws = res.webSocket;
  ws.accept();
  const frames: Record<string, unknown>[] = [];
  const waiters: { match: (f: Record<string, unknown>) => boolean; resolve: (f: unknown) => void }[] = [];
  let ponged: () => void = () => undefined;
  const pong = new Promise<void>((resolve) => (ponged = resolve));
  ws.addEventListener('message', (e) => {
    if (e.data === PONG) return ponged();
    const frame = JSON.parse(String(e.data)) as Record<string, unknown>;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason }));
    ws.addEventListener('error', () => resolve({ code: 1006, reason: '' }));
  });
  const closed = closedWith.then(() => undefined);
  return {
    ws,
    frames,
    closed,
    closedWith,
    admitted: () => {
      if (ws.readyState === WebSocket.OPEN) ws.send(PING);
      return Promise.race([pong.then(() => true), closedWith.then(() => false)]);
    },
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen as never);
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f as never);
          },
        });
      }),
  };
}
