// GET /feeds/vrsync.xml?token=<token>: the construtora's VRSync feed, for listing portals, which cannot send an
// Authorization header, hence the key in the query. The XML is kept in the edge cache under the construtora and the
// feed's version (the latest change of its developments and units), never under the key: a change of any unit makes
// a new version, so the next read regenerates it, and two keys of one construtora share one copy.
import type { Context } from 'hono';
import { buildVrsyncFeed, feedVersion } from '../domain/vrsync.ts';
import type { TokenEnv } from '../api/middleware/require-token.ts';

/** A copy lives at most a day; a new version gets a new key long before. */
const CACHE_SECONDS = 24 * 60 * 60;
const edgeStore = () => (caches as unknown as { default: Cache }).default;

export async function vrsyncFeed(c: Context<TokenEnv>) {
  const { construtoraId } = c.var.integracao;
  const origin = c.env.SITE_ORIGIN ?? new URL(c.req.url).origin;
  const version = await feedVersion(c.var.db, construtoraId);
  const key = `${origin}/feeds/vrsync.xml?construtora=${construtoraId}&versao=${encodeURIComponent(version)}`;
  const useCache = c.env.EDGE_CACHE === 'on';
  const stored = useCache ? await edgeStore().match(key) : undefined;
  let xml: string;
  if (stored) {
    xml = await stored.text();
    c.header('X-Cache', 'HIT');
  } else {
    xml = await buildVrsyncFeed(c.var.db, construtoraId, origin);
    if (useCache) {
      const copy = new Response(xml, { headers: { 'cache-control': `public, max-age=${CACHE_SECONDS}` } });
      c.executionCtx.waitUntil(edgeStore().put(key, copy));
    }
    c.header('X-Cache', useCache ? 'MISS' : 'BYPASS');
  }
  c.header('Content-Type', 'application/xml; charset=utf-8');
  return c.body(xml);
}
