// The ten developments with the most of the chosen indicator; a tap shows one in the chart.
import type { RelatorioDia } from '@worker/schemas/empreendimentos.ts';
import { Card } from '@web/components/ui/card.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatNumber } from '@web/lib/format.ts';
import { METRICAS, type Metrica } from './metricas.ts';

type Linha = Pick<RelatorioDia, Metrica> & { id: string; nome: string };

export function RankingCard({
  ranking,
  metrica,
  imovelId,
  setImovelId,
}: {
  ranking: Linha[];
  metrica: Metrica;
  imovelId: string;
  setImovelId: (id: string) => void;
}) {
  const info = METRICAS[metrica];
  const topo = Math.max(1, ...ranking.map((r) => r[metrica]));
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="font-semibold text-slate-900">Ranking por {info.label.toLocaleLowerCase('pt-BR')}</h3>
      <p className="text-sm text-slate-600">Toque em um empreendimento para ver a evolução dele no gráfico.</p>
      {ranking.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">Nenhum empreendimento com dados no período.</p>
      ) : (
        <ol className="mt-4 space-y-2">
          {ranking.map((r, index) => (
            <li key={r.id}>
              <button
                type="button"
                onClick={() => {
                  setImovelId(r.id);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                aria-pressed={imovelId === r.id}
                className={cn(
                  'w-full rounded-xl px-2 py-2 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500',
                  imovelId === r.id && 'bg-brand-50',
                )}
              >
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-slate-800">
                    {index + 1}. {r.nome}
                  </span>
                  <span className="shrink-0 tabular-nums font-semibold text-slate-900">{formatNumber(r[metrica])}</span>
                </span>
                <span className="mt-1 block h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full"
                    style={{ width: `${(r[metrica] / topo) * 100}%`, backgroundColor: info.color }}
                  />
                </span>
                <span className="mt-1 block text-xs text-slate-500">
                  {formatNumber(r.visualizacoes)} visualizações · {formatNumber(r.captacoes)} captações ·{' '}
                  {formatNumber(r.favoritos)} favoritos
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
