// Reports: views, captures and favourites per day and per development over 7, 30 or 90 days,
// drawn as light SVG and exportable as CSV.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { formatNumber } from '@web/lib/format.ts';
import { METRICAS, type Metrica } from './metricas.ts';
import { relatorioQuery } from './queries.ts';
import { RankingCard } from './ranking-card.tsx';
import { ReportsHeader } from './reports-header.tsx';
import { SerieCard } from './serie-card.tsx';
import { VendasPorImobiliaria } from './vendas-por-imobiliaria.tsx';
import { VendasRelatorio } from './vendas-relatorio.tsx';

export default function ReportsTab() {
  const [dias, setDias] = useState<number>(30);
  const [imovelId, setImovelId] = useState('');
  const [metrica, setMetrica] = useState<Metrica>('visualizacoes');
  const { data, error, isPending, isFetching, refetch } = useQuery(relatorioQuery(dias));

  useEffect(() => {
    if (error)
      toast({ title: 'Erro ao carregar relatórios', description: errorMessage(error), variant: 'destructive' });
  }, [error]);

  const escolhido = data?.imoveis.find((i) => i.id === imovelId);
  const serie = escolhido?.serie ?? data?.serie ?? [];
  const totais = escolhido ?? data?.totais;
  const ranking = useMemo(
    () => [...(data?.imoveis ?? [])].sort((a, b) => b[metrica] - a[metrica]).slice(0, 10),
    [data, metrica],
  );

  const header = <ReportsHeader data={data} dias={dias} setDias={setDias} />;

  if (isPending)
    return (
      <div className="space-y-6">
        {header}
        <PageSpinner />
      </div>
    );
  if (!data)
    return (
      <div className="space-y-6">
        {header}
        <ErrorState title="Erro ao carregar relatórios" message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );

  const nomeSerie = escolhido ? escolhido.nome : 'todos os empreendimentos';

  return (
    <div className={cn('space-y-6 transition-opacity', isFetching && 'opacity-70')} aria-busy={isFetching}>
      {header}

      <ul className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {(Object.keys(METRICAS) as Metrica[]).map((m) => {
          const { label, icon: Icon, tone } = METRICAS[m];
          return (
            <li key={m}>
              <Card className="flex h-full items-center gap-3 p-3 sm:gap-4 sm:p-4">
                <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11 ${tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-sm leading-tight text-slate-600">{label} no período</p>
                  <p className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">
                    {formatNumber(totais?.[m] ?? 0)}
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>

      <SerieCard
        imoveis={data.imoveis}
        imovelId={imovelId}
        setImovelId={setImovelId}
        metrica={metrica}
        setMetrica={setMetrica}
        serie={serie}
        nomeSerie={nomeSerie}
        dias={data.dias}
      />

      <RankingCard ranking={ranking} metrica={metrica} imovelId={imovelId} setImovelId={setImovelId} />

      <VendasRelatorio vendas={data.vendas} dias={data.dias} />
      <VendasPorImobiliaria dias={data.dias} />
    </div>
  );
}
