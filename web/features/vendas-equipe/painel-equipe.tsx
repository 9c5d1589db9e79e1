// The body of a team's sale, the agency's and a manager's alike: a title, the CSV exports the caller may download,
// the ranking, the reservations and proposals side by side on a wide screen, then the sales.
import { Download } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Propostas, Ranking, Reservas, Vendas } from './listas-equipe.tsx';

export function PainelEquipe({
  titulo,
  descricao,
  exports,
}: {
  titulo: string;
  descricao: string;
  exports: readonly (readonly [href: string, label: string])[];
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{titulo}</h2>
          <p className="mt-1 text-sm text-slate-600">{descricao}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {exports.map(([href, label]) => (
            <a key={href} href={href} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <Download aria-hidden="true" className="size-4" />
              {label}
            </a>
          ))}
        </div>
      </div>
      <Ranking />
      <div className="grid gap-6 xl:grid-cols-2">
        <Reservas />
        <Propostas />
      </div>
      <Vendas />
    </div>
  );
}
