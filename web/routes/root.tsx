// The root route: site chrome around every screen, plus the last-resort error screen.
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useAuthEventSync } from '@web/lib/session.ts';
import { useImportFavoritesOnLogin } from '@web/features/favoritos/use-import-favorites-on-login.ts';
import { LiveNotificationsMount } from '@web/features/notificacoes/live-mount.tsx';
import { SiteFooter } from '@web/features/site/site-footer.tsx';
import { SiteHeader } from '@web/features/site/site-header.tsx';
import { UnreadBadge } from '@web/features/notificacoes/unread-badge.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';

export function RootLayout() {
  useAuthEventSync();
  useImportFavoritesOnLogin();
  const { pathname } = useLocation();
  // The admin area has its own chrome (the public header is hidden on any path starting with /admin).
  const isAdminArea = pathname.startsWith('/admin');
  const isHome = pathname === '/';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Pular para o conteúdo
      </a>
      {!isAdminArea && <SiteHeader UnreadBadge={UnreadBadge} />}
      {/* The header is fixed; on the home page it overlays the hero, elsewhere the content starts below it. */}
      <main id="conteudo" className={cn('flex-1', !isAdminArea && !isHome && 'pt-16')}>
        <Outlet />
      </main>
      {!isAdminArea && <SiteFooter />}
      <ScrollRestoration />
      <LiveNotificationsMount />
    </div>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="max-w-md text-slate-600">{errorMessage(error)}</p>
      <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
        Voltar para o Início
      </a>
    </main>
  );
}

export function RootHydrateFallback() {
  return <PageSpinner />;
}
