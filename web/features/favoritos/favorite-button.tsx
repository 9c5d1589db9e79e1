import { Heart } from '@web/components/card-icons.ts';
import type { ImovelCard } from '@worker/schemas/imoveis.ts';
import { cn } from '@web/lib/cn.ts';
import { FavoritesProvider, useFavoritesState, type FavoritesState } from './favorites-state.tsx';
import { favoriteToggle } from './favorite-toggle.ts';

type FavoriteButtonProps = { imovel: ImovelCard; variant?: 'overlay' | 'outline' };

/**
 * The heart toggle on cards ('overlay', over the photo) and on the detail page ('outline').
 * Hidden for construtoras and admins. Lists wrap their cards in one FavoritesProvider; a heart outside one reads the
 * state itself.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const state = useFavoritesState();
  return state ? (
    <Toggle {...props} state={state} />
  ) : (
    <FavoritesProvider>
      <FavoriteButton {...props} />
    </FavoritesProvider>
  );
}

function Toggle({ imovel, variant = 'overlay', state }: FavoriteButtonProps & { state: FavoritesState }) {
  const { visible, isFavorite, busy, toggle } = favoriteToggle(imovel, state);
  if (!visible) return null;
  const label = isFavorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos';

  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={toggle}
      className={cn(
        'inline-flex items-center justify-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-70',
        variant === 'overlay'
          ? 'size-10 bg-white/90 text-slate-700 shadow-sm backdrop-blur hover:bg-white hover:text-rose-600'
          : 'size-11 border border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-rose-600',
        isFavorite && 'text-rose-600',
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', isFavorite && 'fill-current')} />
    </button>
  );
}
