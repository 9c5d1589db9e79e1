import type { ImovelCard } from '@worker/schemas/imoveis.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import type { FavoritesState } from './favorites-state.tsx';
import { addLocalFavorite, removeLocalFavorite } from './local-favorites.ts';
import { MSG_ADD_FAILED, MSG_FAVORITOS, MSG_REMOVE_FAILED, TITLE_PERFIL_INCOMPLETO } from './messages.ts';

export type FavoriteToggle = {
  visible: boolean;
  isFavorite: boolean;
  /** True while the session is read or the server is answering. */
  busy: boolean;
  toggle: () => void;
};

/** The favourite state of one development for whoever is browsing, and the action that flips it (no hook of its own). */
export function favoriteToggle(
  imovel: ImovelCard,
  { mode, local, server, serverPending, changeOnServer, waiting }: FavoritesState,
): FavoriteToggle {
  const isFavorite =
    mode === 'local'
      ? local.some((favorite) => favorite.id === imovel.id)
      : mode === 'server' && (server?.includes(imovel.id) ?? false);

  const toggle = () => {
    if (mode === 'local') {
      const stored = isFavorite ? removeLocalFavorite(imovel.id) : addLocalFavorite(imovel);
      if (!stored) toast({ title: isFavorite ? MSG_REMOVE_FAILED : MSG_ADD_FAILED, variant: 'destructive' });
    } else if (mode === 'incomplete') {
      toast({ title: TITLE_PERFIL_INCOMPLETO, description: MSG_FAVORITOS.perfil, variant: 'destructive' });
    } else if (mode === 'server') {
      changeOnServer({ imovelId: imovel.id, add: !isFavorite, imovel });
    }
  };

  return {
    visible: mode !== 'hidden',
    isFavorite,
    busy: mode === 'pending' || waiting.includes(imovel.id) || (mode === 'server' && serverPending),
    toggle,
  };
}
