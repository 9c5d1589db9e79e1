// The built SPA as the Worker sees it: index.html as the page template, and Vite's manifest to name the chunks a
// page needs, so the HTML asks for them at once instead of after the main bundle has run.
import type { Bindings } from '../lib/env.ts';

/** One entry of Vite's build manifest (build.manifest), keyed by source path relative to web/. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const MANIFEST_PATH = '/.vite/manifest.json';

export function fetchTemplate(env: Bindings, url: URL): Promise<Response> {
  return env.ASSETS.fetch(new URL('/', url));
}

export async function fetchManifest(env: Bindings, url: URL): Promise<Manifest> {
  const res = await env.ASSETS.fetch(new URL(MANIFEST_PATH, url));
  // Without a manifest (a build without it) the page still works; it only loses the preloads.
  return res.ok && res.headers.get('Content-Type')?.includes('json') ? ((await res.json()) as Manifest) : {};
}

/**
 * <link rel="modulepreload"> for the given route modules and every chunk they import, except what the entry
 * already loads (index.html names those itself).
 */
export function modulePreloads(manifest: Manifest, modules: string[]): string {
  const loadedByEntry = new Set<string>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  if (entryKey) walk(entryKey, loadedByEntry);
  const wanted = new Set<string>();
  for (const module of modules) walk(module, wanted);
  const links: string[] = [];
  for (const key of wanted) {
    if (loadedByEntry.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return links.join('');
}
