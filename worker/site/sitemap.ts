import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { imoveis } from '../../drizzle/schema.ts';
import type { AppEnv } from '../lib/env.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { escapeHtml } from './html-escape.ts';

const STATIC_PATHS = [
  '/',
  '/oportunidades',
  '/imoveis',
  '/planos',
  '/sobre',
  '/contato',
  '/construtoras',
  '/corretores',
  '/faq',
];
/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

export async function sitemapXml(c: Context<AppEnv>) {
  const origin = siteOrigin(c.env);
  const rows = await c.var.db
    .select({ id: imoveis.id, updatedAt: imoveis.updatedAt })
    .from(imoveis)
    .where(eq(imoveis.ativo, true))
    .orderBy(desc(imoveis.updatedAt))
    .limit(MAX_URLS - STATIC_PATHS.length);
  const urls = [
    ...STATIC_PATHS.map((p) => `<url><loc>${escapeHtml(origin + p)}</loc></url>`),
    ...rows.map(
      (r) =>
        `<url><loc>${escapeHtml(`${origin}/oportunidades/${r.id}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}
