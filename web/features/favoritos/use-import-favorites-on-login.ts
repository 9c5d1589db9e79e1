import { useEffect } from 'react';
import type { SessionUser } from '@worker/schemas/auth.ts';
import { AUTH_LOGIN_EVENT } from '@web/lib/session.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { clearLocalFavorites, readLocalFavorites } from './local-favorites.ts';
import { FAVORITOS_QUERY_KEY } from '@web/lib/favoritos-query.ts';
import { importFavoritos } from './queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The API takes at most this many ids per import. */
const IMPORT_MAX = 200;

/**
 * When a corretor logs in (or signs up), the favourites saved in this browser as a visitor move to their account.
 * If the import fails they stay in the browser, and the next login tries again.
 */
async function importLocalFavorites(): Promise<void> {
  // A hand-edited entry with a bad id would make the API refuse the whole batch.
  const ids = readLocalFavorites()
    .map((favorite) => favorite.id)
    .filter((id) => UUID.test(id))
    .slice(0, IMPORT_MAX);
  if (ids.length === 0) return;
  try {
    await importFavoritos(ids);
  } catch {
    return;
  }
  clearLocalFavorites();
  await queryClient.invalidateQueries({ queryKey: FAVORITOS_QUERY_KEY });
}

/** Mounted once in the root layout. */
export function useImportFavoritesOnLogin(): void {
  useEffect(() => {
    const onLogin = (event: Event) => {
      const user = (event as CustomEvent<{ user?: SessionUser } | null>).detail?.user;
      if (user?.userType === 'corretor' && user.perfilId) void importLocalFavorites();
    };
    window.addEventListener(AUTH_LOGIN_EVENT, onLogin);
    return () => window.removeEventListener(AUTH_LOGIN_EVENT, onLogin);
  }, []);
}
