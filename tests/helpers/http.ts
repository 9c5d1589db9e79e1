// Requests to the Worker under test, as a same-origin browser would send them: `api` calls a route of the contract
// and reads its answer with the route's own type, as the SPA does (docs/decisoes/015-testes-pelo-contrato.md);
// `request` sends anything at all.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { ApiOptions } from '../../web/lib/api.ts';
import { app } from '../../worker/app.ts';
import type { ApiMethod, ApiOutput, ApiPath } from '../../worker/schemas/api.ts';
import type { ErrorBody } from './contract.ts';

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

export type { ErrorBody };

/** An answer whose body nothing has described: read it as `unknown`, or as an error with `errorBody`. */
export type RawResponse = Omit<Response, 'json'> & { json(): Promise<unknown> };

/** An answer of a route of the contract: `json()` is what its handler answers on success (see `Client.api`). */
export type ApiResponse<T> = Omit<Response, 'json'> & { json(): Promise<T> };

/**
 * What a test may add to the route's own options: headers of its own, a multipart body (uploads, as the SPA's
 * apiUpload sends them), waiting for the work the Worker left running (see `settled`), and the Worker's vars
 * changed for this request (production settings; implies `settled`).
 */
type TestOptions = {
  headers?: HeadersInit;
  form?: FormData;
  settled?: boolean;
  vars?: Record<string, string | undefined>;
};
/** Instead of `body` (typed by the route's schema), `json`: a body the schema may refuse, sent as it is. */
type WithOptions<O> = (O | (Omit<O, 'body'> & { json: unknown })) & TestOptions;
type ApiArgs<O> = Partial<O> extends O ? [options?: WithOptions<O>] : [options: WithOptions<O>];

type RawInit = RequestInit & { json?: unknown };

export type Client = {
  cookie: string | null;
  ip: string;
  /**
   * Calls a route as the SPA does (web/lib/api.ts): by method and path as worker/api declares them, with the
   * parameters, query and body the route accepts, answered with the type its handler returns.
   */
  api: <M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...options: ApiArgs<ApiOptions<M, P>>
  ) => Promise<ApiResponse<ApiOutput<M, P>>>;
  /** Any request, as a hostile or careless client may send it: the answer's body is not typed. */
  request: (path: string, init?: RawInit) => Promise<RawResponse>;
  /**
   * The same request, answered once the work the Worker left running after its answer (ctx.waitUntil: e-mails,
   * view counts) has finished too: what has not happened by then will not happen.
   */
  settled: (path: string, init?: RawInit) => Promise<RawResponse>;
};

type QueryValue = string | number | boolean | null | undefined;

/** The declared path with its parameters filled in and the query's set values appended (as web/lib/api.ts). */
function url(path: string, param: Record<string, string> = {}, query: Record<string, QueryValue> = {}) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

export function client(): Client {
  const toRequest = (path: string, init: RawInit) => {
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
  const inApp = async (path: string, init: RawInit, vars: TestOptions['vars'] = {}) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(toRequest(path, init), { ...env, ...vars }, ctx);
    await waitOnExecutionContext(ctx);
    return keepCookie(res);
  };
  const c: Client = {
    cookie: null,
    ip: freshIp(),
    async api(method, path, ...[options = {}]) {
      const { param, query, body, json, form, idempotencyKey, headers, settled, vars } = options as TestOptions & {
        param?: Record<string, string>;
        query?: Record<string, QueryValue>;
        body?: unknown;
        json?: unknown;
        idempotencyKey?: string;
      };
      const sent = new Headers(headers);
      if (idempotencyKey) sent.set('idempotency-key', idempotencyKey);
      const init: RawInit = { method, headers: sent, body: form, json: 'json' in options ? json : body };
      const target = url(path, param, query);
      if (vars) return inApp(target, init, vars) as Promise<ApiResponse<never>>;
      return (settled ? c.settled(target, init) : c.request(target, init)) as Promise<ApiResponse<never>>;
    },
    async request(path, init = {}) {
      return keepCookie(await exports.default.fetch(toRequest(path, init)));
    },
    settled: (path, init = {}) => inApp(path, init),
  };
  return c;
}

/** The body of a refused request, in the one error shape. */
export async function errorBody(res: RawResponse): Promise<ErrorBody> {
  // eslint-disable-next-line no-restricted-syntax -- every refusal has this one shape (worker/app.ts handleError)
  return (await res.json()) as ErrorBody;
}
