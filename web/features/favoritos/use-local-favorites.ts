import { useSyncExternalStore } from 'react';
import {
  NO_LOCAL_FAVORITES,
  readLocalFavorites,
  subscribeLocalFavorites,
  type LocalFavorite,
} from './local-favorites.ts';

/** The visitor's favourites in this browser, newest first; re-renders on any change, in this tab or another. */
export function useLocalFavorites(): LocalFavorite[] {
  return useSyncExternalStore(subscribeLocalFavorites, readLocalFavorites, () => NO_LOCAL_FAVORITES);
}
