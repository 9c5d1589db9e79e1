import type { Perfil } from '@worker/schemas/perfil.ts';

type Corretor = Extract<Perfil, { tipo: 'corretor' }>;

/**
 * 'Corretor Responsável': the signed-in broker's details, or blank lines for a broker to fill in by hand
 * when the sheet is printed by someone else.
 */
export function BrokerBlock({ corretor }: { corretor: Corretor | null }) {
  const rows: Array<[string, string | null]> = [
    ['Nome', corretor?.nome ?? null],
    ['CRECI', corretor?.creci ?? null],
    ['Telefone', corretor ? (corretor.telefone ?? 'Não informado') : null],
    ['E-mail', corretor ? (corretor.email ?? 'Não informado') : null],
  ];
  return (
    <section className="break-inside-avoid rounded-xl border border-slate-300 p-4">
      <h2 className="text-sm font-bold uppercase tracking-wide text-slate-900">Corretor Responsável</h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-end gap-2">
            <dt className="w-20 shrink-0 font-semibold text-slate-700">{label}:</dt>
            {value === null ? (
              <dd className="h-5 flex-1 border-b border-slate-400">
                <span className="sr-only">Em branco, para preencher</span>
              </dd>
            ) : (
              <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
