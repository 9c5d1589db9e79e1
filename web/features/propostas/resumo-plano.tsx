// The plan's total, the difference to the table price and every broken condition, as the broker types. The rules
// are the ones the server's schema applies (checkPlano); an empty list means the server will accept the plan.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatBps, formatCentavos } from '@worker/schemas/dinheiro.ts';
import { checkPlano, type CondicoesPagamento, type LinhaPlano } from '@worker/schemas/plano-pagamento.ts';
import { cn } from '@web/lib/cn.ts';

type Props = {
  linhas: LinhaPlano[];
  precoOfertado: number | null;
  precoTabela: number;
  /** Null on a counter-proposal: only the total is checked there. */
  condicoes: CondicoesPagamento | null;
};

export function ResumoPlano({ linhas, precoOfertado, precoTabela, condicoes }: Props) {
  const preco = precoOfertado ?? 0;
  const r = checkPlano(
    linhas,
    preco,
    precoTabela,
    condicoes ?? {
      entrada_min_bps: 0,
      mensais_max: Number.MAX_SAFE_INTEGER,
      intermediarias_max: Number.MAX_SAFE_INTEGER,
      chaves_financiamento_max_bps: 10_000,
      desconto_max_bps: 10_000,
    },
  );
  const violacoes = condicoes ? r.violacoes : r.violacoes.filter((v) => v.regra === 'total');
  const dif = r.diferenca_tabela_centavos;
  return (
    <section aria-label="Resumo do plano" aria-live="polite" className="space-y-2 rounded-xl bg-slate-50 p-3.5">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Total do plano</dt>
          <dd className="font-semibold text-slate-900" data-testid="total-plano">
            {formatCentavos(r.total_centavos)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Preço de tabela</dt>
          <dd className="font-semibold text-slate-900">{formatCentavos(precoTabela)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Diferença</dt>
          <dd className={cn('font-semibold', dif < 0 ? 'text-red-700' : 'text-emerald-700')} data-testid="diferenca">
            {precoOfertado === null ? '—' : formatCentavos(dif)}
            {dif < 0 && precoOfertado !== null && ` (−${formatBps(r.desconto_bps)})`}
          </dd>
        </div>
      </dl>
      {precoOfertado !== null &&
        (violacoes.length ? (
          <ul className="space-y-1" data-testid="violacoes">
            {violacoes.map((v) => (
              <li key={v.regra} className="flex items-start gap-1.5 text-sm font-medium text-red-800">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {v.mensagem}
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            {condicoes ? 'O plano atende às condições do empreendimento.' : 'O total confere com o preço.'}
          </p>
        ))}
    </section>
  );
}
