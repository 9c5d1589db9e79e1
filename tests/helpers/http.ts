// Requests to the Worker under test, as a same-origin browser would send them.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';

export const ORIGIN = 'http://localhost';
/**
 * A distinct client per call: a random IPv6 address in a /64 of its own inside 2001:db8::/32 (documentation
 * range), so per-network limits of one test never touch another, and the address is a real one.
 */
export function freshIp() {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}:${group()}:${group()}:${group()}:${group()}`;
}

/** Another address in the same /64 as `ip` (what a client rotating its IPv6 address sends). */
export function sameNetwork(ip: string) {
  const head = ip.split(':').slice(0, 4).join(':');
  return `${head}:${crypto.randomUUID().slice(0, 4)}:0:0:1`;
}

export type Client = {
  cookie: string | null;
  ip: string;
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  /**
   * The same request, answered once the work the Worker left running after its answer (ctx.waitUntil: e-mails,
   * view counts) has finished too: what has not happened by then will not happen.
   */
  settled: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
};

export function client(): Client {
  const toRequest = (path: string, init: RequestInit & { json?: unknown }) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', ORIGIN);
    if (c.cookie) headers.set('cookie', c.cookie);
    headers.set('cf-connecting-ip', c.ip);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return new Request(ORIGIN + path, { ...init, headers, body });
  };
  // As a browser does: the last Set-Cookie for the name wins.
  const keepCookie = (res: Response) => {
    const setCookie = res.headers.getSetCookie().at(-1);
    if (setCookie) {
      const [pair] = setCookie.split(';');
      const value = pair!.slice(pair!.indexOf('=') + 1);
      c.cookie = value ? pair! : null;
    }
    return res;
  };
  const c: Client = {
    cookie: null,
    ip: freshIp(),
    async request(path, init = {}) {
      return keepCookie(await exports.default.fetch(toRequest(path, init)));
    },
    async settled(path, init = {}) {
      const ctx = createExecutionContext();
      const res = await app.fetch(toRequest(path, init), env, ctx);
      await waitOnExecutionContext(ctx);
      return keepCookie(res);
    },
  };
  return c;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
