import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { redirect, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { LogOut, PanelLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { DialogTrigger, LightDialog, LightDialogContent } from '@web/components/ui/dialog.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { requireSessionUser } from '@web/features/auth/guards.ts';
import { ROLE_LABELS } from '@web/features/auth/role-labels.ts';
import { useSessionUser } from '@web/lib/session.ts';
import { useLogout } from '@web/lib/use-logout.ts';
import { TabLinks } from '@web/components/ui/tabs.tsx';
import { resolveTab, TABS, tabsFor } from '@web/routes/dashboard/tabs.tsx';
import { requestedTabId, type TabId } from '@web/routes/dashboard/tab-ids.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { minhaImobiliariaQuery } from '@web/features/perfil/queries.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  // The requested tab's chunk and first data start now, beside the session check, not after the dashboard renders.
  const search = new URL(request.url).searchParams;
  const tab = TABS.find((t) => t.id === requestedTabId(search.get('tab')));
  if (tab) {
    // A failed download is asked for again when the panel renders.
    tab.Panel.preload().catch(() => undefined);
    tab.prefetch?.(search);
  }
  const user = await requireSessionUser();
  if (user.userType === 'admin') throw redirect('/admin');
  if (!user.perfilId) {
    toast({
      title: `Perfil de ${ROLE_LABELS[user.userType]} Incompleto`,
      description: 'Complete seu cadastro nas configurações do painel.',
    });
  } else if (user.userType === 'corretor') {
    // A broker's menu depends on whether they manage a team: a link to a managers' tab waits for the answer, so it
    // is not sent to the default tab first. A failed answer leaves the broker without that tab.
    const membership = queryClient.ensureQueryData(minhaImobiliariaQuery).catch(() => null);
    if (tab?.managersOnly) await membership;
  }
  return null;
}

/** Switching tabs only changes the query string; the session check need not run again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const TITULO_PAINEL = {
  construtora: 'Painel da Construtora',
  corretor: 'Painel do Corretor',
  imobiliaria: 'Painel da Imobiliária',
} as const;

/** Each tab is an address of its own, so a reload, a shared link and the back button keep it. */
const tabSearch = (id: TabId) => ({ search: `?tab=${id}` });

export function Component() {
  const { user } = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const membership = useQuery({ ...minhaImobiliariaQuery, enabled: user?.userType === 'corretor' });
  const manager = membership.data?.papel === 'Gerente';
  const logout = useLogout();
  usePageTitle('Painel');

  // A tab this role may not open (or an unknown one) shows the default; the address says so too.
  const requested = searchParams.get('tab');
  const role = user && user.userType !== 'admin' ? user.userType : null;
  const active = role ? resolveTab(role, manager, requested) : null;
  const shownId = active?.id ?? null;
  // A former English id names the same tab: the address gets the Portuguese one and keeps the rest (imovel=, …).
  useEffect(() => {
    if (requested !== null && shownId !== null && requested !== shownId) {
      if (requestedTabId(requested) === shownId) {
        setSearchParams(
          (params) => {
            params.set('tab', shownId);
            return params;
          },
          { replace: true },
        );
      } else {
        setSearchParams({ tab: shownId }, { replace: true });
      }
    }
  }, [requested, shownId, setSearchParams]);

  // The loader guarantees a construtora or corretor; null only happens for a moment while logging out.
  if (!user || !role || !active) return null;
  const tabs = tabsFor(role, manager);
  const panelUser = { ...user, userType: role };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITULO_PAINEL[role]}</h1>
          <p className="mt-1 text-slate-600">
            Bem-vindo(a), <strong className="font-semibold text-slate-900">{user.nome}</strong>
          </p>
        </div>
        <div className="flex gap-2">
          <LightDialog open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogTrigger asChild>
              <Button variant="outline" className="flex-1 whitespace-nowrap sm:flex-none lg:hidden">
                <PanelLeft aria-hidden="true" className="size-4" />
                Navegação
              </Button>
            </DialogTrigger>
            {/* Light: the modal drawer's scroll lock restyled the whole dashboard on every tab change on a phone. */}
            <LightDialogContent side="left" title="Navegação">
              <nav aria-label="Navegação do painel" className="p-3">
                <TabLinks items={tabs} activeId={active.id} to={tabSearch} onSelect={() => setDrawerOpen(false)} />
              </nav>
            </LightDialogContent>
          </LightDialog>
          <Button
            variant="outline"
            pending={logout.isPending}
            onClick={() => logout.mutate()}
            className="flex-1 sm:flex-none"
          >
            {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
            Sair
          </Button>
        </div>
      </div>

      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="hidden lg:block">
          <nav
            aria-labelledby="navegacao-painel"
            className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
          >
            <h2
              id="navegacao-painel"
              className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-slate-500"
            >
              Navegação
            </h2>
            <TabLinks items={tabs} activeId={active.id} to={tabSearch} />
          </nav>
        </aside>
        <section aria-label={active.label}>
          <Suspense fallback={<PageSpinner />}>
            <active.Panel user={panelUser} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
