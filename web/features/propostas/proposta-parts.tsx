// Pieces of a proposal shown both in the dashboard and on the printable page: the plan as a table.
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { ROTULO_LINHA, valorLinha, type LinhaPlano } from '@worker/schemas/plano-pagamento.ts';
import { formatDate } from '@web/lib/format.ts';

const mes = (aaaamm: string) => {
  const [a, m] = aaaamm.split('-');
  return `${m}/${a}`;
};

function quando(l: LinhaPlano): string {
  switch (l.tipo) {
    case 'entrada':
    case 'intermediaria':
      return formatDate(l.vencimento) ?? l.vencimento;
    case 'mensais':
      return `${l.quantidade}× de ${formatCentavos(l.valor_centavos)} a partir de ${mes(l.primeiro_vencimento)}`;
    case 'chaves':
      return 'Na entrega das chaves';
    case 'financiamento':
      return 'Financiamento bancário';
  }
}

export function TabelaPlano({ plano }: { plano: readonly LinhaPlano[] }) {
  const total = plano.reduce((t, l) => t + valorLinha(l), 0);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Plano de pagamento</caption>
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th scope="col" className="py-1.5 pr-2 font-semibold">
            Parcela
          </th>
          <th scope="col" className="hidden py-1.5 pr-2 font-semibold sm:table-cell print:table-cell">
            Condição
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            Valor
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {plano.map((l, i) => (
          <tr key={i}>
            <td className="py-1.5 pr-2 font-medium text-slate-900">
              {ROTULO_LINHA[l.tipo]}
              {/* Phones show the condition under the line's name instead of in a column of its own. */}
              <span className="block text-xs font-normal text-slate-600 sm:hidden print:hidden">{quando(l)}</span>
            </td>
            <td className="hidden py-1.5 pr-2 text-slate-700 sm:table-cell print:table-cell">{quando(l)}</td>
            <td className="whitespace-nowrap py-1.5 text-right align-top tabular-nums text-slate-900">
              {formatCentavos(valorLinha(l))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-300">
          <th scope="row" className="py-1.5 font-semibold text-slate-900">
            Total
          </th>
          <td aria-hidden="true" className="hidden sm:table-cell print:table-cell" />
          <td className="py-1.5 text-right font-bold tabular-nums text-slate-900">{formatCentavos(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** '12345678909' → '123.456.789-09'. */
