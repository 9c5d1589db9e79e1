import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { queryClient } from './lib/query-client.ts';
import type { RenderInfo } from './lib/render-context.ts';
import { hydrateQueries, readPayload, type SsrPayload } from './lib/ssr-payload.ts';
import { routes } from './router.tsx';

/** The matched screens, loaded before hydrating (the HTML preloads their chunks), so the first render is the page. */
async function loadMatchedScreens() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

function renderInfo(payload: SsrPayload | null): RenderInfo {
  let hydrating = payload !== null;
  return {
    origin: payload?.origin ?? window.location.origin,
    // While hydrating, "now" is the server's, so a printed timestamp is drawn the same on both sides.
    now: () => (hydrating && payload ? payload.now : Date.now()),
    hydrated: () => {
      hydrating = false;
      // User-timing marks: tests/bench/page-trace.ts reads the hydration window from them.
      performance.mark('app:hydrated');
      // A visible mark that the app runs on the page (end-to-end tests wait for it before clicking).
      document.documentElement.setAttribute('data-hydrated', '');
    },
  };
}

async function start(root: HTMLElement) {
  performance.mark('app:start');
  // A public page arrives rendered by the Worker with the data it read; other screens arrive as the empty shell.
  const payload = readPayload();
  if (payload) {
    hydrateQueries(queryClient, payload.cache);
    await loadMatchedScreens();
  }
  const router = createBrowserRouter(routes);
  // The screen's module was evaluated in this task; hydration starts in a fresh one.
  if (payload) await new Promise((resolve) => setTimeout(resolve));
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} render={renderInfo(payload)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (payload) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html.');
void start(root);
