import { Link } from 'react-router';
import { House, MapPinOff } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Página não encontrada');
  return (
    <section className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <MapPinOff aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Página não encontrada</h1>
      <p className="mt-3 text-slate-600">O endereço que você procurou não existe ou foi removido.</p>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-5" />
        Voltar para o Início
      </Link>
    </section>
  );
}
