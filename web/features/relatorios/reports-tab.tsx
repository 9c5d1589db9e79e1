// Reports: views, captures and favourites per day and per development over 7, 30 or 90 days,
// drawn as light SVG and exportable as CSV.
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Eye, Handshake, Heart, type LucideIcon } from 'lucide-react';
import type { RelatorioDia } from '@worker/schemas/empreendimentos.ts';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Select } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDate, formatNumber } from '@web/lib/format.ts';
import { AreaChart } from './area-chart.tsx';
import { VendasPorImobiliaria } from './vendas-por-imobiliaria.tsx';
import { VendasRelatorio } from './vendas-relatorio.tsx';
import { Cell, RowHeader, Table } from '@web/components/ui/table.tsx';

const PERIODOS = [7, 30, 90] as const;
type Metrica = keyof RelatorioDia & ('visualizacoes' | 'captacoes' | 'favoritos');

const METRICAS: Record<Metrica, { label: string; icon: LucideIcon; color: string; tone: string }> = {
  visualizacoes: { label: 'Visualizações', icon: Eye, color: '#1d4ed8', tone: 'bg-brand-100 text-brand-800' },
  captacoes: { label: 'Captações', icon: Handshake, color: '#059669', tone: 'bg-emerald-100 text-emerald-800' },
  favoritos: { label: 'Favoritos', icon: Heart, color: '#e11d48', tone: 'bg-rose-100 text-rose-800' },
};

const relatorioQuery = (dias: number) => ({
  queryKey: ['relatorios', dias],
  queryFn: ({ signal }: { signal: AbortSignal }) => api('GET', '/api/relatorios', { query: { dias }, signal }),
  placeholderData: keepPreviousData,
});

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

  const header = (
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

  const info = METRICAS[metrica];
  const soma = serie.reduce((acc, d) => acc + d[metrica], 0);
  const pico = serie.reduce<RelatorioDia | null>((best, d) => (!best || d[metrica] > best[metrica] ? d : best), null);
  const nomeSerie = escolhido ? escolhido.nome : 'todos os empreendimentos';
  const topo = Math.max(1, ...ranking.map((r) => r[metrica]));

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

      <Card className="space-y-4 p-4 sm:p-6">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor="relatorio-imovel" className="block text-sm font-medium text-slate-800">
              Empreendimento
            </label>
            <Select id="relatorio-imovel" value={imovelId} onChange={(e) => setImovelId(e.target.value)}>
              <option value="">Todos os empreendimentos</option>
              {data.imoveis.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.nome}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <span id="relatorio-metrica" className="block text-sm font-medium text-slate-800">
              Indicador
            </span>
            <div
              role="radiogroup"
              aria-labelledby="relatorio-metrica"
              className="flex gap-1 rounded-xl border border-slate-300 bg-white p-1"
            >
              {(Object.keys(METRICAS) as Metrica[]).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={metrica === m}
                  onClick={() => setMetrica(m)}
                  className={cn(
                    'flex-auto whitespace-nowrap rounded-lg px-1.5 py-1.5 text-xs font-semibold sm:px-2 sm:text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                    metrica === m ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {METRICAS[m].label}
                </button>
              ))}
            </div>
          </div>
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">
            {info.label} por dia — {nomeSerie}
          </h3>
          <p className="text-sm text-slate-600">
            {formatNumber(soma)} no período
            {pico && pico[metrica] > 0 ? `, pico de ${formatNumber(pico[metrica])} em ${formatDate(pico.dia)}` : ''}.
          </p>
        </div>
        <AreaChart
          points={serie.map((d) => ({ dia: d.dia, valor: d[metrica] }))}
          color={info.color}
          title={`${info.label} por dia, ${nomeSerie}, últimos ${data.dias} dias`}
          description={`Total de ${formatNumber(soma)}${pico ? `; maior valor ${formatNumber(pico[metrica])} em ${formatDate(pico.dia)}` : ''}. A tabela abaixo traz os valores de cada dia.`}
        />
        <details className="group rounded-xl border border-slate-200">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50">
            Ver dados em tabela
          </summary>
          <Table
            caption={`Valores por dia — ${nomeSerie}`}
            className="max-h-72 overflow-y-auto border-t border-slate-200"
            look="compact"
            stickyHeader
            bodyClassName="tabular-nums"
            columns={[
              { header: 'Dia' },
              { header: 'Visualizações', align: 'right' },
              { header: 'Captações', align: 'right' },
              { header: 'Favoritos', align: 'right' },
            ]}
          >
            {serie.map((d) => (
              <tr key={d.dia}>
                <RowHeader className="text-slate-700">{formatDate(d.dia)}</RowHeader>
                <Cell align="right">{formatNumber(d.visualizacoes)}</Cell>
                <Cell align="right">{formatNumber(d.captacoes)}</Cell>
                <Cell align="right">{formatNumber(d.favoritos)}</Cell>
              </tr>
            ))}
          </Table>
        </details>
      </Card>

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
                    <span className="shrink-0 tabular-nums font-semibold text-slate-900">
                      {formatNumber(r[metrica])}
                    </span>
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

      <VendasRelatorio vendas={data.vendas} dias={data.dias} />
      <VendasPorImobiliaria dias={data.dias} />
    </div>
  );
}
