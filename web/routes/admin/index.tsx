import { Link, redirect } from 'react-router';
import { ExternalLink, LogOut, ShieldCheck } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { meQuery, useSessionUser } from '@web/features/auth/session.ts';
import { useLogout } from '@web/features/auth/use-logout.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

/** SPEC §2: without an admin session the admin area sends the visitor to /admin/login. */
export async function loader() {
  const user = await queryClient.ensureQueryData({ ...meQuery, revalidateIfStale: true });
  if (user?.userType === 'admin') return null;
  if (user)
    toast({ title: 'Acesso Negado', description: 'Esta área é restrita a administradores.', variant: 'destructive' });
  throw redirect('/admin/login');
}

export function Component() {
  const { user } = useSessionUser();
  const logout = useLogout('/admin/login');
  usePageTitle('Painel Administrativo');
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <h1 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
            Painel Administrativo
          </h1>
          <div className="flex items-center gap-2">
            <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              <ExternalLink aria-hidden="true" className="size-4" />
              Ver Site
            </Link>
            <Button variant="outline" size="sm" pending={logout.isPending} onClick={() => logout.mutate()}>
              {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
              Sair
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Card className="p-6">
          <p className="text-lg font-semibold text-slate-900">Olá, {user.nome}.</p>
          <p className="mt-1 text-slate-600">Bem-vindo(a) à área administrativa da Conecta Imóveis.</p>
        </Card>
      </div>
    </div>
  );
}
