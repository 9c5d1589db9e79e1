import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Heart, ImageOff } from 'lucide-react';
import type { Favorito } from '@worker/schemas/favoritos.ts';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { ImovelCard, ImovelCardSkeleton } from '@web/components/imovel-card.tsx';
import { ListState } from '@web/components/list-state.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { formatDate } from '@web/lib/format.ts';
import { removeLocalFavorite } from './local-favorites.ts';
import { RemoveFavoriteButton } from './remove-favorite-button.tsx';
import { favoritosQuery } from '@web/lib/favoritos-list.ts';
import { useServerFavoriteChange } from './server-favorites.ts';
import { useLocalFavorites } from './use-local-favorites.ts';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** A visitor's favourites, from this browser. */
export function LocalFavoritesList() {
  const favorites = useLocalFavorites();
  if (favorites.length === 0) return <EmptyFavorites />;
  return (
    <ul className={GRID}>
      {favorites.map((favorite) => (
        <li key={favorite.id} className="grid">
          <ImovelCard
            imovel={favorite}
            action={<RemoveFavoriteButton onRemove={() => removeLocalFavorite(favorite.id)} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** A corretor's favourites, from the server. */
export function ServerFavoritesList() {
  const query = useInfiniteQuery(favoritosQuery);
  return (
    <ListState
      query={query}
      items={query.data?.pages.flatMap((page) => page.items)}
      loading={
        <div className={GRID} aria-busy="true">
          <span className="sr-only">Carregando favoritos...</span>
          {Array.from({ length: 4 }, (_, i) => (
            <ImovelCardSkeleton key={i} />
          ))}
        </div>
      }
      errorTitle="Erro ao carregar favoritos"
      empty={<EmptyFavorites />}
    >
      {(items) => (
        <div className="space-y-8">
          <ul className={GRID}>
            {items.map((favorito) => (
              <li key={favorito.imovel_id} className="grid">
                <ServerFavoriteCard favorito={favorito} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} />
        </div>
      )}
    </ListState>
  );
}

function ServerFavoriteCard({ favorito }: { favorito: Favorito }) {
  const change = useServerFavoriteChange();
  const remove = (
    <RemoveFavoriteButton
      pending={change.isPending}
      onRemove={() => change.mutate({ imovelId: favorito.imovel_id, add: false })}
    />
  );
  if (favorito.imovel) return <ImovelCard imovel={favorito.imovel} action={remove} />;
  return <RemovedFavoriteCard savedAt={favorito.created_at} action={remove} />;
}

/** A favourite whose development was deleted or deactivated (docs/regras.md#favoritos). */
function RemovedFavoriteCard({ savedAt, action }: { savedAt: string; action: ReactNode }) {
  const date = formatDate(savedAt);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-dashed border-slate-300 bg-white">
      <div className="relative flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="size-12" />
        <div className="absolute right-3 top-3">{action}</div>
      </div>
      <div className="space-y-1 p-4">
        <h3 className="text-base font-semibold text-slate-700">Empreendimento Removido</h3>
        <p className="text-sm text-slate-500">Este empreendimento não está mais disponível na plataforma.</p>
        {date && <p className="text-xs text-slate-500">Favoritado em {date}</p>}
      </div>
    </article>
  );
}

function EmptyFavorites() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Heart aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-800">Você ainda não tem favoritos</h2>
      <p className="max-w-md text-sm text-slate-600">
        Toque no coração de um imóvel para guardá-lo aqui e encontrá-lo depois com facilidade.
      </p>
      <Link to="/imoveis" className={buttonClasses({ className: 'mt-2' })}>
        Explorar imóveis
      </Link>
    </div>
  );
}
