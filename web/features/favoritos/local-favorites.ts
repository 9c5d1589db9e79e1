// A visitor's favourites, kept in this browser (localStorage key 'favoritos'). Every change announces
// 'favoritesUpdated' on window so other components in this tab update; other tabs hear the 'storage' event.
// See docs/regras.md#favoritos.
import type { ImovelCard } from '@worker/schemas/imoveis.ts';

export const FAVORITES_STORAGE_KEY = 'favoritos';
export const FAVORITES_UPDATED_EVENT = 'favoritesUpdated';

export type LocalFavorite = ImovelCard & { savedAt: string };

/**
 * No favourites, always the same array: the server's snapshot too, so hydrating a page with an empty list does not
 * count as a change and redraw every heart.
 */
export const NO_LOCAL_FAVORITES: LocalFavorite[] = [];
// useSyncExternalStore needs the same array back while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedList: LocalFavorite[] = NO_LOCAL_FAVORITES;

function isFavorite(value: unknown): value is LocalFavorite {
  const entry = value as Partial<LocalFavorite> | null;
  return typeof entry?.id === 'string' && typeof entry.nome === 'string' && typeof entry.savedAt === 'string';
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVORITES_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the visitor then simply has no favourites.
    return null;
  }
}

export function readLocalFavorites(): LocalFavorite[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed) ? parsed.filter(isFavorite) : NO_LOCAL_FAVORITES;
  } catch {
    cachedList = NO_LOCAL_FAVORITES;
  }
  return cachedList;
}

/** Writes the list and announces it; false when the browser refused to store it. */
function writeLocalFavorites(list: LocalFavorite[]): boolean {
  try {
    if (list.length === 0) localStorage.removeItem(FAVORITES_STORAGE_KEY);
    else localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(FAVORITES_UPDATED_EVENT));
  return true;
}

/** Only the card fields: the detail record's gallery and texts would bloat the stored list. */
export function toCardSnapshot(imovel: ImovelCard): ImovelCard {
  return {
    id: imovel.id,
    nome: imovel.nome,
    endereco: imovel.endereco,
    cidade: imovel.cidade,
    uf: imovel.uf,
    status: imovel.status,
    status_imovel: imovel.status_imovel,
    tipo_imovel: imovel.tipo_imovel,
    tipo_negocio: imovel.tipo_negocio,
    preco_min: imovel.preco_min,
    preco_max: imovel.preco_max,
    faixa_preco_texto: imovel.faixa_preco_texto,
    quartos_min: imovel.quartos_min,
    quartos_max: imovel.quartos_max,
    banheiros_min: imovel.banheiros_min,
    banheiros_max: imovel.banheiros_max,
    area_min: imovel.area_min,
    area_max: imovel.area_max,
    thumb_url: imovel.thumb_url,
    construtora_nome: imovel.construtora_nome,
    created_at: imovel.created_at,
  };
}

export function addLocalFavorite(imovel: ImovelCard): boolean {
  const others = readLocalFavorites().filter((favorite) => favorite.id !== imovel.id);
  return writeLocalFavorites([{ ...toCardSnapshot(imovel), savedAt: new Date().toISOString() }, ...others]);
}

export function removeLocalFavorite(id: string): boolean {
  return writeLocalFavorites(readLocalFavorites().filter((favorite) => favorite.id !== id));
}

export function clearLocalFavorites(): void {
  writeLocalFavorites([]);
}

export function subscribeLocalFavorites(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of storage.
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(FAVORITES_UPDATED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(FAVORITES_UPDATED_EVENT, listener);
  };
}
