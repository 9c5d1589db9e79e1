// The dashboard is a signed-in screen: the SPA shell, rendered in the browser. For the sales grid's tab, the shell
// served here names the route's and the tab's chunks with everything they import (<html data-chunks>), so web/boot.ts
// requests them beside the app: otherwise each level (app → dashboard → tab → the tab's imports) is found only after
// the one before has arrived, four round trips before a broker on a phone sees a unit.
import type { Context } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { escapeHtml } from '../site/html-escape.ts';
import { fetchManifest, fetchTemplate, type Manifest } from './assets.ts';

const HTML_OPEN = /<html\b([^>]*)>/;

/** The files of the given modules' chunks and of every chunk they import statically, each once. */
function withImports(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const m of modules) visit(m);
  return [...seen].map((k) => `/${manifest[k]!.file}`);
}

export async function dashboardShell(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const template = await fetchTemplate(c.env, url);
  if (typeof template !== 'string') return template;
  const modules = ['routes/dashboard.tsx'];
  // 'units' is the grid's former address, still in bookmarks and stored notifications (web/routes/dashboard/tab-ids.ts).
  if (['espelho', 'units'].includes(url.searchParams.get('tab') ?? ''))
    modules.push('features/espelho/espelho-tab.tsx');
  const chunks = withImports(await fetchManifest(c.env, url), modules);
  const html = template.replace(
    HTML_OPEN,
    (_, attrs: string) => `<html${attrs} data-chunks="${escapeHtml(chunks.join(' '))}">`,
  );
  return c.html(html, 200, { 'Cache-Control': 'no-cache' });
}
