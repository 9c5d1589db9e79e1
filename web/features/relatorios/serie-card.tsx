// The chosen indicator per day, for every development or one: the pickers, the chart and its data as a table.
import type { RelatorioDia } from '@worker/schemas/empreendimentos.ts';
import { Card } from '@web/components/ui/card.tsx';
import { Select } from '@web/components/ui/input.tsx';
import { Cell, RowHeader, Table } from '@web/components/ui/table.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatDate, formatNumber } from '@web/lib/format.ts';
import { AreaChart } from './area-chart.tsx';
import { METRICAS, type Metrica } from './metricas.ts';

export function SerieCard({
  imoveis,
  imovelId,
  setImovelId,
  metrica,
  setMetrica,
  serie,
  nomeSerie,
  dias,
}: {
  imoveis: { id: string; nome: string }[];
  imovelId: string;
  setImovelId: (id: string) => void;
  metrica: Metrica;
  setMetrica: (metrica: Metrica) => void;
  serie: RelatorioDia[];
  nomeSerie: string;
  dias: number;
}) {
  const info = METRICAS[metrica];
  const soma = serie.reduce((acc, d) => acc + d[metrica], 0);
  const pico = serie.reduce<RelatorioDia | null>((best, d) => (!best || d[metrica] > best[metrica] ? d : best), null);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="relatorio-imovel" className="block text-sm font-medium text-slate-800">
            Empreendimento
          </label>
          <Select id="relatorio-imovel" value={imovelId} onChange={(e) => setImovelId(e.target.value)}>
            <option value="">Todos os empreendimentos</option>
            {imoveis.map((i) => (
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
        title={`${info.label} por dia, ${nomeSerie}, últimos ${dias} dias`}
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
  );
}
