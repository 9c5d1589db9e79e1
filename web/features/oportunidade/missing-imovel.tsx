import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';

/** A development that does not exist or is no longer active, with the way back to the list. */
export function MissingImovel({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <Link to="/oportunidades" className={buttonClasses({ variant: 'outline' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para Oportunidades
      </Link>
    </section>
  );
}
