import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { AdminLoginForm } from '@web/features/auth/admin-login-form.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Acesso Administrativo');
  return (
    <div className="flex min-h-dvh items-center justify-center bg-brand-950 px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Acesso Administrativo</h1>
        <p className="mt-1 text-sm text-slate-600">Área restrita à equipe da Conecta Imóveis.</p>
        <div className="mt-6">
          <AdminLoginForm />
        </div>
        <Link to="/" className="mt-6 block text-center text-sm font-semibold text-brand-700 hover:text-brand-900">
          Voltar para o site
        </Link>
      </Card>
    </div>
  );
}
