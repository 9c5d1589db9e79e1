// The public summary of a development's sales grid: how many units are still available and from what price.
// Nothing is shown for a development without units.
import type { ResumoUnidades } from '@worker/schemas/imoveis.ts';
import { formatBRL } from '@web/lib/format.ts';

export function disponiveisTexto({ disponiveis, total }: ResumoUnidades): string {
  return `${disponiveis} ${disponiveis === 1 ? 'unidade disponível' : 'unidades disponíveis'} de ${total}`;
}

export function UnidadesResumo({ unidades }: { unidades: ResumoUnidades | null }) {
  if (!unidades) return null;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700" data-testid="unidades-resumo">
      <span className="font-semibold text-emerald-800">{disponiveisTexto(unidades)}</span>
      {unidades.preco_min_disponivel !== null && <span>a partir de {formatBRL(unidades.preco_min_disponivel)}</span>}
    </p>
  );
}
