// The construtora's sales by partner agency over the report's period: units, value and the commissions owed to
// each agency. Sales of brokers on contracts of their own are not an agency's and are not here.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { Card } from '@web/components/ui/card.tsx';
import { Cell, RowHeader, Table } from '@web/components/ui/table.tsx';
import { api } from '@web/lib/api.ts';
import { formatNumber } from '@web/lib/format.ts';

export function VendasPorImobiliaria({ dias }: { dias: number }) {
  const q = useQuery({
    queryKey: ['relatorios', 'imobiliarias', dias],
    queryFn: ({ signal }) => api('GET', '/api/relatorios/imobiliarias', { query: { dias }, signal }),
    placeholderData: keepPreviousData,
  });
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
        <Table
          caption="Vendas por imobiliária no período"
          look="compact"
          className="mt-3"
          columns={[
            { header: 'Imobiliária' },
            { header: 'Vendas', align: 'right' },
            { header: 'Valor vendido', align: 'right' },
            { header: 'Comissões', align: 'right' },
          ]}
        >
          {items.map((i) => (
            <tr key={i.id} data-testid="vendas-imobiliaria">
              <RowHeader>{i.nome}</RowHeader>
              <Cell align="right" className="tabular-nums">
                {formatNumber(i.vendas)}
              </Cell>
              <Cell align="right" className="whitespace-nowrap tabular-nums">
                {formatCentavos(i.valor_centavos)}
              </Cell>
              <Cell align="right" className="whitespace-nowrap tabular-nums">
                {formatCentavos(i.comissao_centavos)}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
