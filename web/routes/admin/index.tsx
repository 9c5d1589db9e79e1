import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Building2, FileSignature, Handshake, Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { AuditoriaList } from '@web/features/admin/auditoria-list.tsx';
import { resumoQuery } from '@web/features/admin/queries.ts';
import { SerieChart } from '@web/features/admin/serie-chart.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const n = (v: number) => v.toLocaleString('pt-BR');

export function Component() {
  usePageTitle('Painel Administrativo');
  const { data, error, refetch } = useQuery(resumoQuery);

  return (
    <>
      <AdminPageHeader title="Dashboard" description="Visão geral da plataforma." />
      {error ? (
        <ErrorState title="Erro ao carregar o painel" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Stat icon={<Users className="size-5" />} title="Usuários">
              <p className="text-3xl font-bold text-slate-900">
                {n(data.usuarios.construtora + data.usuarios.corretor + data.usuarios.admin)}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {n(data.usuarios.construtora)} construtoras · {n(data.usuarios.corretor)} corretores ·{' '}
                {n(data.usuarios.admin)} admins
              </p>
              {data.usuarios.inativos > 0 && (
                <p className="text-xs text-slate-500">{n(data.usuarios.inativos)} desativados</p>
              )}
            </Stat>
            <Stat icon={<Building2 className="size-5" />} title="Empreendimentos">
              <p className="text-3xl font-bold text-slate-900">{n(data.imoveis.ativos)}</p>
              <p className="mt-1 text-sm text-slate-600">ativos · {n(data.imoveis.inativos)} inativos</p>
            </Stat>
            <Stat icon={<Handshake className="size-5" />} title="Captações">
              <p className="text-3xl font-bold text-slate-900">{n(data.captacoes)}</p>
            </Stat>
            <Stat icon={<Mail className="size-5" />} title="Mensagens novas">
              <p className="text-3xl font-bold text-slate-900">{n(data.mensagens_novas)}</p>
              <Link to="/admin/mensagens" className="mt-1 inline-block text-sm font-semibold text-brand-700">
                Abrir caixa de entrada
              </Link>
            </Stat>
          </div>
          <section
            aria-labelledby="contratos-status"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 id="contratos-status" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <FileSignature aria-hidden="true" className="size-4 text-brand-700" />
              Contratos por status
            </h3>
            {Object.keys(data.contratos).length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Nenhum contrato ainda.</p>
            ) : (
              <dl className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {Object.entries(data.contratos).map(([status, total]) => (
                  <div key={status} className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-sm text-slate-700">{status}</dt>
                    <dd className="font-semibold text-slate-900">{n(total)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <section aria-label="Últimos 30 dias">
            <h3 className="mb-3 text-sm font-semibold text-slate-900">Últimos 30 dias</h3>
            <div className="grid gap-4 lg:grid-cols-3">
              <SerieChart serie={data.serie} campo="cadastros" titulo="Cadastros" cor="#1e40af" />
              <SerieChart serie={data.serie} campo="captacoes" titulo="Captações" cor="#059669" />
              <SerieChart serie={data.serie} campo="visualizacoes" titulo="Visualizações" cor="#d97706" />
            </div>
          </section>
          <AuditoriaList />
        </div>
      )}
    </>
  );
}

function Stat({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {title}
      </p>
      <div className="mt-2">{children}</div>
    </div>
  );
}
