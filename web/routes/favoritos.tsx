import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useSessionUser } from '@web/lib/session.ts';
import { favoriteMode } from '@web/features/favoritos/favorite-mode.ts';
import { LocalFavoritesList, ServerFavoritesList } from '@web/features/favoritos/favorites-lists.tsx';
import { MSG_FAVORITOS } from '@web/features/favoritos/messages.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Meus Favoritos');
  const { user, isPending } = useSessionUser();
  const mode = favoriteMode(user, isPending);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-100 text-rose-600">
          <Heart aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meus Favoritos</h1>
          <p className="text-sm text-slate-600">
            {mode === 'server'
              ? 'Os imóveis que você salvou na sua conta.'
              : 'Os imóveis que você salvou neste navegador.'}
          </p>
        </div>
      </div>

      <div className="mt-8">
        {mode === 'pending' && <PageSpinner />}
        {mode === 'local' && <LocalFavoritesList />}
        {mode === 'server' && <ServerFavoritesList />}
        {mode === 'incomplete' && <Notice text={MSG_FAVORITOS.perfil} linkTo="/dashboard?tab=configuracoes" />}
        {mode === 'hidden' && (
          <Notice
            text="Os favoritos são uma ferramenta para corretores."
            linkTo="/imoveis"
            linkLabel="Explorar imóveis"
          />
        )}
      </div>
    </div>
  );
}

function Notice({
  text,
  linkTo,
  linkLabel = 'Ir para o painel',
}: {
  text: string;
  linkTo: string;
  linkLabel?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
      <p className="max-w-md text-slate-700">{text}</p>
      <Link to={linkTo} className={buttonClasses({ variant: 'outline' })}>
        {linkLabel}
      </Link>
    </div>
  );
}
