// Public pages rendered in the Worker: the first HTML response already carries the visible page, its data
// (for hydration, so nothing is fetched twice), its SEO tags, the preload of its largest image and the names of its
// chunks.
// The same route table and components run in the browser (web/main.tsx), which hydrates this HTML.
// See docs/arquitetura.md#pages-server-rendering-and-the-edge-cache.
import type { Context } from 'hono';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../../web/app-providers.tsx';
import { dehydrateForClient, serializePayload, SSR_PAYLOAD_ID } from '../../web/lib/ssr-payload.ts';
import { routes, type PageHandle } from '../../web/router.tsx';
import type { AppEnv } from '../lib/env.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { escapeHtml } from '../site/html-escape.ts';
import { chunkUrls, fetchManifest, fetchTemplate } from './assets.ts';
import { pageHead } from './head.ts';
import { loadPageData, type PageKind } from './page-data.ts';
import { logError } from '../lib/log.ts';

// Built once per isolate: the handler keeps the route modules it has loaded.
const handler = createStaticHandler(routes);

// renderToString, not renderToReadableStream: the page is sent whole anyway (its <head> depends on the data), and
// the streaming renderer turns every tag, attribute and text into bytes with its own TextEncoder call: about half of
// React's time on a list page (docs/desempenho.md#server-rendered-pages). Nothing a public page renders on the
// server suspends: routes' modules are loaded by handler.query, and every lazy screen sits behind a state that is
// off on the server (toasts, dialogs, the lightbox, a signed-in user's sockets).
async function renderApp(url: URL, signal: AbortSignal, client: QueryClient, origin: string, now: number) {
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error(`Resposta inesperada do roteador: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders client={client} render={{ origin, now: () => now }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const modules = context.matches.flatMap((m) => (m.route.handle as PageHandle | undefined)?.module ?? []);
  return { html, modules };
}

export async function renderPage(c: Context<AppEnv>, kind: PageKind) {
  const url = new URL(c.req.url);
  // Links in the page come from the configured origin: a forged Host header must not end up in them.
  const origin = siteOrigin(c.env);
  const now = Date.now();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const input = { db: c.var.db, client, url, id: c.req.param('id') ?? '' };
  const [template, manifest, { data, seo }] = await Promise.all([
    fetchTemplate(c.env, url),
    fetchManifest(c.env, url),
    loadPageData(kind, input, c.var.user),
  ]);
  let app: Awaited<ReturnType<typeof renderApp>>;
  try {
    app = await renderApp(url, c.req.raw.signal, client, origin, now);
  } catch (err) {
    // A screen that fails to render on the server still works in the browser: the plain shell renders it there.
    logError('ssr', err, { requestId: c.var.requestId, path: url.pathname });
    return new Response(template.body, {
      status: data.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const head = pageHead(kind, data, seo, origin, url.pathname);
  const preload = data.lcpImage
    ? `<link rel="preload" as="image" href="${escapeHtml(data.lcpImage)}" fetchpriority="high">`
    : '';
  const payload = serializePayload({ cache: dehydrateForClient(client), origin, now });

  const page = new HTMLRewriter()
    // Marks a server-rendered page and names its screens' chunks for web/boot.ts.
    .on('html', { element: (el) => void el.setAttribute('data-ssr', chunkUrls(manifest, app.modules).join(' ')) })
    .on('title', { element: (el) => void el.setInnerContent(head.title) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on('head', { element: (el) => void el.append(head.tags + preload, { html: true }) })
    .on('div#root', {
      element: (el) => {
        el.setInnerContent(app.html, { html: true });
        el.after(`<script type="application/json" id="${SSR_PAYLOAD_ID}">${payload}</script>`, { html: true });
      },
    })
    .transform(template);
  // Fresh headers: the template's ETag and caching describe index.html, not this page. A signed-in person's page
  // carries who they are: no shared cache, and no copy left on the device either.
  return new Response(page.body, {
    status: data.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': c.var.user ? 'private, no-store' : 'no-cache',
    },
  });
}
