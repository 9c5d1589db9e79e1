// The construtora's sales by partner agency over the report's period: units, value and the commissions owed to
// each agency. Sales of brokers on contracts of their own are not an agency's and are not here.
import { useQuery } from '@tanstack/react-query';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { Card } from '@web/components/ui/card.tsx';
import { formatNumber } from '@web/lib/format.ts';
import { vendasPorImobiliariaQuery } from './queries.ts';

export function VendasPorImobiliaria({ dias }: { dias: number }) {
  const q = useQuery(vendasPorImobiliariaQuery(dias));
  const items = q.data?.items ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <h4 id="vendas-imobiliaria-titulo" className="font-semibold text-slate-900">
        Vendas por imobiliária
      </h4>
      <p className="text-sm text-slate-600">Vendas dos corretores de imobiliárias parceiras, nos contratos delas.</p>
      {q.isError ? (
        <p className="mt-3 text-sm text-red-700">Não foi possível carregar as vendas por imobiliária.</p>
      ) : !items.length ? (
        <p className="mt-3 text-sm text-slate-500">
          {q.isPending ? 'Carregando…' : 'Nenhuma venda de imobiliária no período.'}
        </p>
      ) : (
        <ol aria-labelledby="vendas-imobiliaria-titulo" className="mt-3 divide-y divide-slate-100">
          {items.map((i) => (
            <li
              key={i.id}
              data-testid="vendas-imobiliaria"
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-0 font-medium text-slate-900">{i.nome}</span>
              <span className="flex flex-wrap gap-x-4 tabular-nums text-slate-700">
                <span>
                  {formatNumber(i.vendas)} {i.vendas === 1 ? 'venda' : 'vendas'}
                </span>
                <span className="font-semibold text-slate-900">{formatCentavos(i.valor_centavos)}</span>
                <span>comissões {formatCentavos(i.comissao_centavos)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
