import type { Bindings } from './env.ts';

/** Local default; production sets SITE_ORIGIN in wrangler.toml [vars] (or the dashboard). */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:8787';

/** The public origin for absolute links (canonical, Open Graph, sitemap), from configuration only. */
export function siteOrigin(env: Pick<Bindings, 'SITE_ORIGIN'>): string {
  return new URL(env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN).origin;
}
