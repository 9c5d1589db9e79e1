import { useEffect } from 'react';

const SITE_NAME = 'Conecta Imóveis';

/** Sets the tab title to "<page> | Conecta Imóveis" (or just the site name). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
