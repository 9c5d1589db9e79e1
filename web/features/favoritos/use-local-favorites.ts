import { useSyncExternalStore } from 'react';
import { readLocalFavorites, subscribeLocalFavorites, type LocalFavorite } from './local-favorites.ts';

const NONE: LocalFavorite[] = [];

/** The visitor's favourites in this browser, newest first; re-renders on any change, in this tab or another. */
export function useLocalFavorites(): LocalFavorite[] {
  return useSyncExternalStore(subscribeLocalFavorites, readLocalFavorites, () => NONE);
}
