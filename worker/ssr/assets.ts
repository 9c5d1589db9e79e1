// The built SPA as the Worker sees it: index.html as the page template, and Vite's manifest to name the chunks of
// the page's screens, which the entry (web/boot.ts) requests together with the app.
import type { Bindings } from '../lib/env.ts';

/** One entry of Vite's build manifest (build.manifest), keyed by source path relative to web/. */
type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

const MANIFEST_PATH = '/.vite/manifest.json';

// The template and the manifest belong to the deployed build, which an isolate never outlives: read once per
// isolate, not on every page (the same build's pair, so the chunks the page names always exist). The values are
// kept, not the promises: a request must not wait on another one's I/O.
let template: string | null = null;
let manifest: Manifest | null = null;

/** index.html's text; the assets' own answer when it cannot be read, so the page answers that instead. */
export async function fetchTemplate(env: Bindings, url: URL): Promise<string | Response> {
  if (template === null) {
    const res = await env.ASSETS.fetch(new URL('/', url));
    // A failed read is not kept: the next page tries again.
    if (!res.ok) return res;
    template = await res.text();
  }
  return template;
}

export async function fetchManifest(env: Bindings, url: URL): Promise<Manifest> {
  manifest ??= await readManifest(env, url);
  return manifest;
}

async function readManifest(env: Bindings, url: URL): Promise<Manifest> {
  const res = await env.ASSETS.fetch(new URL(MANIFEST_PATH, url));
  // Without a manifest (a build without it) the page still works; its chunks are then found after the app loads.
  return res.ok && res.headers.get('Content-Type')?.includes('json') ? ((await res.json()) as Manifest) : {};
}

/** The URLs of the given route modules' chunks ("/assets/home-….js"). */
export function chunkUrls(manifest: Manifest, modules: string[]): string[] {
  return modules.flatMap((module) => (manifest[module] ? [`/${manifest[module].file}`] : []));
}
