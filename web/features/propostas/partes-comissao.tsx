// The shares of agency commissions, under the commissions tab: the agency sees every share of its sales and records
// when it paid each person's; a broker sees the shares that are theirs (as seller or as manager). The agency's own
// part is shown, never paid (docs/vendas.md#divisão-da-comissão).
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatBps, formatCentavos } from '@worker/schemas/dinheiro.ts';
import type { ParteComissao } from '@worker/schemas/divisao.ts';
import { LoadMore } from '@web/components/load-more.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { PARTE_TONE } from '@web/components/venda-status.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { partesComissaoQuery, usePayParte } from './queries.ts';

export function PartesComissao({ pagadora }: { pagadora: boolean }) {
  const list = useInfiniteQuery(partesComissaoQuery);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const resumo = list.data?.pages[0]?.resumo;
  // A broker outside any agency has no shares: the section stays out of their tab.
  if (!pagadora && !items.length) return null;
  return (
    <section aria-labelledby="partes-titulo" className="space-y-3">
      <div>
        <h3 id="partes-titulo" className="text-lg font-bold text-slate-900">
          {pagadora ? 'Partes da equipe' : 'Suas partes em vendas de imobiliária'}
        </h3>
        <p className="text-sm text-slate-600">
          {pagadora
            ? 'A parte de cada pessoa em cada venda, pela regra em vigor na venda: registre quando pagar.'
            : 'O que a imobiliária lhe deve em cada venda, como corretor ou como gerente.'}
        </p>
      </div>
      {resumo && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Card className="p-3">
            <Badge tone={PARTE_TONE.Prevista}>{pagadora ? 'A pagar' : 'A receber'}</Badge>
            <p className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid="partes-prevista">
              {formatCentavos(resumo.prevista_centavos)}
            </p>
          </Card>
          <Card className="p-3">
            <Badge tone={PARTE_TONE.Paga}>{pagadora ? 'Pagas' : 'Recebidas'}</Badge>
            <p className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid="partes-paga">
              {formatCentavos(resumo.paga_centavos)}
            </p>
          </Card>
        </div>
      )}
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && !items.length ? (
        <ErrorState
          title="Erro ao buscar as partes"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !items.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          Cada venda da equipe aprovada pela construtora gera as partes da comissão.
        </p>
      ) : (
        <>
          <ul className="space-y-2" aria-label="Partes da comissão">
            {items.map((p) => (
              <li key={p.id}>
                <ParteCard parte={p} pagadora={pagadora} />
              </li>
            ))}
          </ul>
          <LoadMore query={list} />
        </>
      )}
    </section>
  );
}

const hoje = () => new Date().toLocaleDateString('sv-SE');

function ParteCard({ parte: p, pagadora }: { parte: ParteComissao; pagadora: boolean }) {
  const [data, setData] = useState(hoje);
  const pagar = usePayParte();
  const pessoa = p.papel !== 'Imobiliária';
  return (
    <Card
      className="flex flex-col gap-2 p-3 text-sm lg:flex-row lg:items-center lg:justify-between"
      data-testid="parte"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">
          {p.imovel.nome} · {p.unidade.torre} · Unidade {p.unidade.numero}
        </p>
        <p className="text-slate-700">
          {p.papel}
          {p.corretor && `: ${p.corretor.nome}`} · {formatBps(p.bp)} de {formatCentavos(p.comissao_valor_centavos)}
        </p>
        <p className="text-xs text-slate-500">
          Venda de {p.vendedor.nome} em {formatDate(p.created_at)}
          {p.paga_em && ` · paga em ${formatDate(p.paga_em)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-bold tabular-nums text-slate-900" data-testid="valor-parte">
          {formatCentavos(p.valor_centavos)}
        </p>
        {pessoa ? (
          <Badge tone={PARTE_TONE[p.status]}>{p.status}</Badge>
        ) : (
          <Badge tone="gray">Fica com a imobiliária</Badge>
        )}
        {pagadora && pessoa && p.status === 'Prevista' && (
          <>
            <Input
              type="date"
              aria-label="Data do pagamento"
              value={data}
              onChange={(e) => setData(e.target.value)}
              className="w-40"
            />
            <Button
              size="sm"
              pending={pagar.isPending}
              onClick={() => pagar.mutate({ id: p.id, versao: p.versao, data })}
            >
              Registrar pagamento
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
