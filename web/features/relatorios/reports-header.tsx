// The reports' title with the period shown, the period picker and the CSV export.
import { Download } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';
import { PERIODOS } from './metricas.ts';

export function ReportsHeader({
  data,
  dias,
  setDias,
}: {
  /** The period read, once the report has come. */
  data: { de: string; ate: string } | undefined;
  dias: number;
  setDias: (dias: number) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Relatórios</h2>
        <p className="mt-1 text-sm text-slate-600">
          Desempenho dos seus empreendimentos
          {data ? ` de ${formatDate(data.de)} a ${formatDate(data.ate)}` : ''}.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="radiogroup"
          aria-label="Período"
          className="inline-flex rounded-xl border border-slate-300 bg-white p-1"
        >
          {PERIODOS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={dias === p}
              onClick={() => setDias(p)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                dias === p ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {p} dias
            </button>
          ))}
        </div>
        <a
          href={`/api/relatorios/csv?dias=${dias}`}
          download
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'h-10' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Exportar CSV
        </a>
      </div>
    </div>
  );
}
