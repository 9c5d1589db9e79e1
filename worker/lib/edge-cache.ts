// An edge cache for anonymous public GET answers, through the Workers Cache API (caches.default, local to the
// data centre). Usage, on any GET route or group of routes (after the validator, so that a bad request is refused
// before the cache is consulted):
//
//   app.get('/oportunidades', edgeCache({ fresh: 30, stale: 30 }), handler)
//
// - Fresh for `fresh` seconds (X-Cache: HIT), then served for `stale` more seconds (X-Cache: STALE) while the
//   request is run again in the background (executionCtx.waitUntil) to store a fresh copy; after fresh + stale
//   seconds the copy is gone (X-Cache: MISS). So a change is visible to everyone within fresh + stale seconds.
// - Never personal: a request with a cookie or an Authorization header bypasses the cache and is never stored
//   (X-Cache: BYPASS); only 200 answers without Set-Cookie are stored. A cached page must not carry per-request
//   secrets either (nonces, CSRF tokens).
// - The key is the path plus the query parameters that change the answer (`query`, e.g. the keys of the route's
//   zod schema), sorted, empty values dropped; without `query`, every parameter but tracking ones (utm_*, fbclid…).
// - Off unless the EDGE_CACHE var is "on" (wrangler.toml; vitest turns it off so tests read their own writes).
// - Work that must happen on every view (counting it) goes in a middleware before this one, skipping
//   isEdgeCacheRefresh(c): it then runs on hits too, and not on background refreshes.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { logError } from './log.ts';

export type EdgeCacheOptions = {
  /** Seconds a stored answer is served as it is. */
  fresh: number;
  /** Seconds after that it is still served while a fresh copy is made in the background. */
  stale: number;
  /** The query parameters that change the answer; the others are left out of the key. */
  query?: readonly string[];
};

/** When the copy was stored (ms since the epoch); tests move it back to make a copy stale. */
export const STORED_AT_HEADER = 'x-edge-stored-at';
const ORIGINAL_CACHE_CONTROL = 'x-edge-cache-control';
const REFRESH_HEADER = 'x-edge-cache-refresh';
/** Per-request headers of the first answer, never replayed to others. */
const PER_REQUEST_HEADERS = ['x-request-id', 'date'];
const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|_ga|ref)$/i;
/** Keys longer than this are not cached: no validator accepts them from a real page. */
const MAX_KEY_LENGTH = 1024;

// A background refresh is the same request run again inside this isolate; this token (never sent anywhere)
// tells it apart from a client that sends the header. Made on first use: Workers refuse random values at load.
let refreshToken: string | null = null;
const refreshTokenOnce = () => (refreshToken ??= crypto.randomUUID());
// One refresh per key at a time in this isolate, however many visitors see the stale copy meanwhile.
const refreshing = new Set<string>();

type AppFetch = (
  req: Request,
  env: AppEnv['Bindings'],
  ctx: Context<AppEnv>['executionCtx'],
) => Response | Promise<Response>;
let appFetch: AppFetch | null = null;

/** The app that runs background refreshes; worker/app.ts hands itself over, since this layer sits below it. */
export function serveEdgeCacheRefreshesWith(fetch: AppFetch) {
  appFetch = fetch;
}

export function isEdgeCacheRefresh(c: Context<AppEnv>) {
  return c.req.header(REFRESH_HEADER) === refreshTokenOnce();
}

/** The normalised cache key of a URL, or null when it is not worth a cache entry. */
export function edgeCacheKey(url: string, query?: readonly string[]): string | null {
  const u = new URL(url);
  const allowed = query ? new Set(query) : null;
  const params = [...u.searchParams]
    .filter(([name, value]) => value !== '' && (allowed ? allowed.has(name) : !TRACKING_PARAM.test(name)))
    .sort(([a, va], [b, vb]) => (a === b ? (va < vb ? -1 : 1) : a < b ? -1 : 1));
  const search = new URLSearchParams(params).toString();
  const key = `${u.origin}${u.pathname}${search ? `?${search}` : ''}`;
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/** caches.default: the DOM's CacheStorage type, which the web side needs, does not know Workers' default cache. */
const edgeStore = () => (caches as unknown as { default: Cache }).default;

function isPersonal(req: Request) {
  return req.headers.has('cookie') || req.headers.has('authorization');
}

function storable(res: Response) {
  return res.status === 200 && !res.headers.has('set-cookie');
}

/** A mutable copy of a stored answer, as its route first gave it, marked HIT or STALE. */
function served(stored: Response, state: 'HIT' | 'STALE', ageSeconds: number) {
  const res = new Response(stored.body, stored);
  const original = res.headers.get(ORIGINAL_CACHE_CONTROL);
  res.headers.delete(ORIGINAL_CACHE_CONTROL);
  res.headers.delete(STORED_AT_HEADER);
  if (original) res.headers.set('cache-control', original);
  else res.headers.delete('cache-control');
  res.headers.set('age', String(Math.floor(ageSeconds)));
  res.headers.set('x-cache', state);
  return res;
}

async function store(key: string, res: Response, opts: EdgeCacheOptions) {
  const copy = new Response(res.body, res);
  for (const name of PER_REQUEST_HEADERS) copy.headers.delete(name);
  const original = copy.headers.get('cache-control');
  if (original) copy.headers.set(ORIGINAL_CACHE_CONTROL, original);
  // The Cache API drops the copy after max-age: the end of the stale window.
  copy.headers.set('cache-control', `public, max-age=${opts.fresh + opts.stale}`);
  copy.headers.set(STORED_AT_HEADER, String(Date.now()));
  await edgeStore().put(key, copy);
}

/** The request again, as an anonymous visitor would send it, through the whole app, after the answer went out. */
async function refresh(c: Context<AppEnv>, key: string) {
  try {
    if (!appFetch) throw new Error('edge cache: no app to refresh with (serveEdgeCacheRefreshesWith)');
    const res = await appFetch(
      new Request(c.req.url, { headers: { [REFRESH_HEADER]: refreshTokenOnce() } }),
      c.env,
      c.executionCtx,
    );
    await res.body?.cancel();
  } catch (err) {
    logError('edge_cache_refresh', err, { key }, 'warn');
  } finally {
    refreshing.delete(key);
  }
}

export function edgeCache(opts: EdgeCacheOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.env.EDGE_CACHE !== 'on' || c.req.method !== 'GET') return next();
    if (isPersonal(c.req.raw)) {
      await next();
      c.header('x-cache', 'BYPASS');
      return;
    }
    const key = edgeCacheKey(c.req.url, opts.query);
    if (!key) return next();
    if (!isEdgeCacheRefresh(c)) {
      const stored = await edgeStore().match(key);
      const age = stored ? (Date.now() - Number(stored.headers.get(STORED_AT_HEADER))) / 1000 : Infinity;
      if (stored && age < opts.fresh) return served(stored, 'HIT', age);
      if (stored && age < opts.fresh + opts.stale) {
        if (!refreshing.has(key)) {
          refreshing.add(key);
          c.executionCtx.waitUntil(refresh(c, key));
        }
        return served(stored, 'STALE', age);
      }
      await stored?.body?.cancel();
    }
    await next();
    if (storable(c.res)) c.executionCtx.waitUntil(store(key, c.res.clone(), opts));
    c.header('x-cache', 'MISS');
  };
}
