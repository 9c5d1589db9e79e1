import type { Context } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { siteOrigin } from '../lib/site-origin.ts';

export function robotsTxt(c: Context<AppEnv>) {
  const origin = siteOrigin(c.env);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /favoritos',
    'Disallow: /*/ficha$',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
}
