import { useQuery } from '@tanstack/react-query';
import { BadgeDollarSign, Building2, Eye, Handshake, KeyRound, type LucideIcon } from 'lucide-react';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { Card } from '@web/components/ui/card.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { formatNumber } from '@web/lib/format.ts';
import { resumoQuery } from './queries.ts';

/** The construtora's summary cards, counted by the database (rules: docs/vendas.md, "Painel da construtora"). */
export function SummaryCards() {
  const { data, isError } = useQuery(resumoQuery);
  const cards: {
    label: string;
    value: number | undefined;
    icon: LucideIcon;
    tone: string;
    format?: (n: number) => string;
  }[] = [
    {
      label: 'Total de Empreendimentos',
      value: data?.total_empreendimentos,
      icon: Building2,
      tone: 'bg-brand-100 text-brand-800',
    },
    {
      label: 'Total de Captações',
      value: data?.total_captacoes,
      icon: Handshake,
      tone: 'bg-emerald-100 text-emerald-800',
    },
    {
      label: 'Visualizações Totais',
      value: data?.visualizacoes_totais,
      icon: Eye,
      tone: 'bg-accent-100 text-accent-700',
    },
    {
      label: 'Unidades vendidas',
      value: data?.unidades_vendidas,
      icon: KeyRound,
      tone: 'bg-violet-100 text-violet-800',
    },
    {
      label: 'VGV vendido',
      value: data?.vgv_vendido_centavos,
      icon: BadgeDollarSign,
      tone: 'bg-emerald-100 text-emerald-800',
      format: formatCentavos,
    },
  ];
  return (
    <ul className="grid gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-5">
      {cards.map(({ label, value, icon: Icon, tone, format = formatNumber }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-3 p-3 sm:gap-4 sm:p-4">
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11 ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm leading-tight text-slate-600">{label}</p>
              {value !== undefined ? (
                <p className="truncate text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{format(value)}</p>
              ) : isError ? (
                <p className="text-xl font-bold text-slate-400 sm:text-2xl">—</p>
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
