import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { analyticsQuery } from '@web/features/admin/queries.ts';
import { SerieChart } from '@web/features/admin/serie-chart.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Analytics');
  const [dias, setDias] = useState<'30' | '90'>('30');
  const { data, error, refetch } = useQuery(analyticsQuery(dias));

  return (
    <>
      <AdminPageHeader title="Analytics" description="Visualizações, cadastros e captações ao longo do tempo.">
        <div role="group" aria-label="Período" className="flex gap-1 rounded-xl bg-white p-1 shadow-sm">
          {(['30', '90'] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={dias === d}
              onClick={() => setDias(d)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium',
                dias === d ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {d} dias
            </button>
          ))}
        </div>
      </AdminPageHeader>
      {error ? (
        <ErrorState title="Erro ao carregar analytics" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 lg:grid-cols-3">
            <SerieChart serie={data.serie} campo="visualizacoes" titulo="Visualizações" cor="#d97706" />
            <SerieChart serie={data.serie} campo="cadastros" titulo="Cadastros" cor="#1e40af" />
            <SerieChart serie={data.serie} campo="captacoes" titulo="Captações" cor="#059669" />
          </div>
          <section aria-labelledby="mais-vistos" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 id="mais-vistos" className="text-sm font-semibold text-slate-900">
              Empreendimentos mais vistos
            </h3>
            {data.mais_vistos.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Nenhuma visualização no período.</p>
            ) : (
              <ol className="mt-3 divide-y divide-slate-100">
                {data.mais_vistos.map((m, i) => (
                  <li key={m.id} className="flex items-center gap-3 py-2">
                    <span className="w-6 shrink-0 text-right text-sm font-bold text-slate-400">{i + 1}</span>
                    <div className="min-w-0 flex-1">
                      <Link to={`/oportunidades/${m.id}`} className="block truncate font-medium text-brand-800">
                        {m.nome}
                      </Link>
                      <p className="truncate text-xs text-slate-500">{m.construtora}</p>
                    </div>
                    {!m.ativo && <Badge tone="gray">Inativo</Badge>}
                    <span className="shrink-0 text-sm font-semibold text-slate-900">
                      {m.visualizacoes.toLocaleString('pt-BR')}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </>
  );
}
