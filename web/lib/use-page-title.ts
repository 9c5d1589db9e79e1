import { useEffect } from 'react';

const SITE_NAME = 'Conecta Imóveis';

// A page rendered by the Worker already carries the admin's SEO title (worker/ssr/head.ts); the first screen keeps it.
let keepServerTitle = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-ssr');

/** Sets the tab title to "<page> | Conecta Imóveis" (or just the site name) on every screen the SPA draws itself. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    if (keepServerTitle) {
      keepServerTitle = false;
      return;
    }
    document.title = page ? `${page} | ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
