// What every heart on a page shares: who is browsing, this browser's list, a corretor's list on the server and the
// action that changes it. Read once per page by FavoritesProvider instead of once per heart: each read is a query or
// mutation observer, and a list page has 20 to 24 hearts; per heart they were about a quarter of React's time on the
// server and, with their effects, a redraw of every heart right after hydration on the phone
// (docs/desempenho.md#server-rendered-pages).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { favoritoIdsQuery } from '@web/lib/favoritos-list.ts';
import { useSessionUser } from '@web/lib/session.ts';
import { favoriteMode, type FavoriteMode } from './favorite-mode.ts';
import type { LocalFavorite } from './local-favorites.ts';
import { FAVORITE_CHANGE_KEY, useServerFavoriteChange, type FavoriteChange } from './server-favorites.ts';
import { useLocalFavorites } from './use-local-favorites.ts';

export type FavoritesState = {
  mode: FavoriteMode;
  local: LocalFavorite[];
  /** The ids of the corretor's favourites, undefined until read (and for everyone else). */
  server: string[] | undefined;
  serverPending: boolean;
  /** Sends a corretor's change to the server. */
  changeOnServer: (change: FavoriteChange) => void;
  /** The developments whose change the server has not answered yet: only their hearts wait. */
  waiting: readonly string[];
};

const FavoritesContext = createContext<FavoritesState | null>(null);

export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { user, isPending } = useSessionUser();
  const mode = favoriteMode(user, isPending);
  const local = useLocalFavorites();
  const server = useQuery({ ...favoritoIdsQuery, enabled: mode === 'server' });
  const ids = server.data;
  const { mutate } = useServerFavoriteChange();
  const waiting = useMutationState({
    filters: { mutationKey: FAVORITE_CHANGE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavoriteChange).imovelId,
  });
  const value = useMemo(
    () => ({ mode, local, server: ids, serverPending: server.isPending, changeOnServer: mutate, waiting }),
    [mode, local, ids, server.isPending, mutate, waiting],
  );
  return <FavoritesContext value={value}>{children}</FavoritesContext>;
}

/** The page's shared state, or null outside a FavoritesProvider. */
export function useFavoritesState(): FavoritesState | null {
  return useContext(FavoritesContext);
}
