// The period's sales in the reports: units and VGV sold per day, average discount off the table price, VSO per
// development (units sold ÷ units unsold at the start) and the brokers who sold most.
import type { RelatorioVendas } from '@worker/schemas/empreendimentos.ts';
import { formatBps, formatCentavos } from '@worker/schemas/dinheiro.ts';
import { Card } from '@web/components/ui/card.tsx';
import { formatDate, formatNumber } from '@web/lib/format.ts';
import { AreaChart } from './area-chart.tsx';

export function VendasRelatorio({ vendas, dias }: { vendas: RelatorioVendas; dias: number }) {
  const { totais } = vendas;
  const cards: [string, string][] = [
    ['Unidades vendidas', formatNumber(totais.unidades)],
    ['VGV vendido', formatCentavos(totais.valor_centavos)],
    ['Desconto médio', totais.desconto_medio_bps === null ? '—' : formatBps(totais.desconto_medio_bps)],
  ];
  const topoVso = Math.max(1, ...vendas.vso.map((v) => v.vso_bps ?? 0));
  return (
    <section aria-labelledby="vendas-titulo" className="space-y-4">
      <h3 id="vendas-titulo" className="text-lg font-bold text-slate-900">
        Vendas
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {cards.map(([label, valor]) => (
          <Card key={label} className="p-4">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`vendas-${label}`}>
              {valor}
            </p>
          </Card>
        ))}
      </div>
      <Card className="space-y-3 p-4 sm:p-6">
        <h4 className="font-semibold text-slate-900">Unidades vendidas por dia</h4>
        <AreaChart
          points={vendas.serie.map((d) => ({ dia: d.dia, valor: d.unidades }))}
          color="#7c3aed"
          title={`Unidades vendidas por dia, últimos ${dias} dias`}
          description={`Total de ${formatNumber(totais.unidades)} unidades, ${formatCentavos(totais.valor_centavos)}.`}
        />
        {vendas.serie.some((d) => d.unidades > 0) && (
          <ul className="grid gap-1 text-sm sm:grid-cols-3">
            {vendas.serie
              .filter((d) => d.unidades > 0)
              .map((d) => (
                <li key={d.dia} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5">
                  <span className="text-slate-700">{formatDate(d.dia)}</span>
                  <span className="tabular-nums text-slate-900">
                    {d.unidades} · {formatCentavos(d.valor_centavos)}
                  </span>
                </li>
              ))}
          </ul>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h4 className="font-semibold text-slate-900">VSO por empreendimento</h4>
          <p className="text-sm text-slate-600">Unidades vendidas no período ÷ unidades disponíveis no início dele.</p>
          {vendas.vso.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500">Nenhum empreendimento com unidades.</p>
          ) : (
            <ol className="mt-3 space-y-2">
              {vendas.vso.map((v) => (
                <li key={v.id} className="text-sm">
                  <span className="flex justify-between gap-3">
                    <span className="min-w-0 truncate font-medium text-slate-800">{v.nome}</span>
                    <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                      {v.vso_bps === null ? '—' : formatBps(v.vso_bps)}
                    </span>
                  </span>
                  <span className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-violet-600"
                      style={{ width: `${((v.vso_bps ?? 0) / topoVso) * 100}%` }}
                    />
                  </span>
                  <span className="text-xs text-slate-500">
                    {v.vendidas} de {v.estoque_inicial} unidades
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card className="p-4 sm:p-6">
          <h4 className="font-semibold text-slate-900">Melhores corretores</h4>
          {vendas.melhores_corretores.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500">Nenhuma venda no período.</p>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100 text-sm">
              {vendas.melhores_corretores.map((c, i) => (
                <li key={c.id} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0 truncate font-medium text-slate-800">
                    {i + 1}. {c.nome}
                  </span>
                  <span className="shrink-0 tabular-nums text-slate-900">
                    {c.vendas} {c.vendas === 1 ? 'venda' : 'vendas'} · {formatCentavos(c.valor_centavos)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </section>
  );
}
