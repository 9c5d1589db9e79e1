import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? 8787}`;

/**
 * The entry runs as soon as it arrives (async), not after the whole page is parsed: it is what holds a click on a
 * button that is already painted but not yet working (web/boot.ts), and a long page paints well before its end.
 */
function asyncEntry(): Plugin {
  return {
    name: 'async-entry',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<script type="module" crossorigin', '<script type="module" async crossorigin'),
    },
  };
}

/**
 * The chunks every server-rendered page runs at once: React, the router, TanStack Query, the app's core and main; and
 * the sales grid with the dialog it opens (Radix's packages, the scroll lock), whose first tap on a unit otherwise
 * paid for compiling them on the main thread.
 */
const EAGER_CHUNKS = new Set(['framework', 'core', 'main', 'espelho-tab', 'dialog', 'dist', 'es2015']);

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), asyncEntry()],
  resolve: {
    alias: {
      '@web': fileURLToPath(new URL('./web', import.meta.url)),
      '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the Worker reads it to preload a server-rendered page's chunks (worker/ssr/).
    manifest: true,
    // Every browser we serve has native modulepreload; the polyfill only adds work to the entry.
    modulePreload: { polyfill: false },
    // React, its renderer, the router and TanStack Query in one chunk: every screen needs them at once, and split
    // along the lazy routes' import sets they came as a dozen small files, each gzipped apart (6 KB more per page).
    rolldownOptions: {
      output: {
        // V8's compile hint: every function of these chunks runs while the page hydrates, so V8 compiles them all
        // while the file streams in, on a background thread, instead of one by one on the main thread when each is
        // first called (Chrome 136+; other engines ignore the comment).
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            // The app's own modules that every screen runs (API client, session, icon renderer), likewise.
            {
              name: 'core',
              test: /web[\\/]lib[\\/](api|cn|session|query-client)\.ts$|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The Worker serves the API, the media and the SEO files; in dev the SPA reaches it through this proxy.
    proxy: {
      '/api': { target: workerOrigin, ws: true },
      '/media': workerOrigin,
      '/robots.txt': workerOrigin,
      '/sitemap.xml': workerOrigin,
    },
  },
});
