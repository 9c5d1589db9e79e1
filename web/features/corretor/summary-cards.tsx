import { useQuery } from '@tanstack/react-query';
import { FileText, Heart, Target, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { formatNumber } from '@web/lib/format.ts';
import { resumoCorretorQuery } from './queries.ts';

/** The broker's three cards; 'Materiais gerados' counts the property sheets really generated. */
export function CorretorSummaryCards() {
  const { data, isError } = useQuery(resumoCorretorQuery);
  const cards: { label: string; value: number | undefined; icon: LucideIcon; tone: string }[] = [
    { label: 'Oportunidades captadas', value: data?.captacoes, icon: Target, tone: 'bg-brand-100 text-brand-800' },
    { label: 'Favoritos', value: data?.favoritos, icon: Heart, tone: 'bg-rose-100 text-rose-700' },
    {
      label: 'Materiais gerados',
      value: data?.materiais_gerados,
      icon: FileText,
      tone: 'bg-accent-100 text-accent-700',
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="flex items-center gap-4 p-4">
            <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              {value !== undefined ? (
                <p className="text-2xl font-bold tabular-nums text-slate-900">{formatNumber(value)}</p>
              ) : isError ? (
                <p className="text-2xl font-bold text-slate-400">—</p>
              ) : (
                <Skeleton className="mt-1 h-7 w-16" />
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
