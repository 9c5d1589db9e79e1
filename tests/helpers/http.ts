// Requests to the Worker under test, as a same-origin browser would send them.
import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';
let ipCounter = 0;

/** A distinct client IP per test file run, so per-IP throttling of one test never touches another. */
export function freshIp() {
  ipCounter += 1;
  return `203.0.113.${(ipCounter % 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;
}

export type Client = {
  cookie: string | null;
  ip: string;
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
};

export function client(): Client {
  const c: Client = {
    cookie: null,
    ip: freshIp(),
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', ORIGIN);
      if (c.cookie) headers.set('cookie', c.cookie);
      headers.set('cf-connecting-ip', c.ip);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const res = await exports.default.fetch(new Request(ORIGIN + path, { ...init, headers, body }));
      // As a browser does: the last Set-Cookie for the name wins.
      const setCookie = res.headers.getSetCookie().at(-1);
      if (setCookie) {
        const [pair] = setCookie.split(';');
        const value = pair!.slice(pair!.indexOf('=') + 1);
        c.cookie = value ? pair! : null;
      }
      return res;
    },
  };
  return c;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
