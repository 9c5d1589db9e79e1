import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { CursorPager, useCursorStack } from '@web/features/admin/cursor-pager.tsx';
import { construtorasQuery } from '@web/features/admin/queries.ts';
import { formatDate } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { ADMIN_PAGE_SIZE } from '@worker/schemas/admin.ts';
import { ListState } from '@web/components/list-state.tsx';

export function Component() {
  usePageTitle('Construtoras');
  const pages = useCursorStack();
  const query = useQuery(construtorasQuery(pages.cursor));
  const { data } = query;

  return (
    <>
      <AdminPageHeader title="Construtoras" description="Empreendimentos e captações de cada construtora." />
      <ListState
        query={query}
        items={data?.items}
        loading={<Skeleton className="h-64" />}
        errorTitle="Erro ao carregar construtoras"
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            Nenhuma construtora cadastrada.
          </p>
        }
      >
        {(rows) => (
          <>
            <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 md:table-header-group">
                  <tr>
                    <th className="px-4 py-3 font-semibold">Construtora</th>
                    <th className="px-4 py-3 text-right font-semibold">Empreendimentos</th>
                    <th className="px-4 py-3 text-right font-semibold">Captações</th>
                    <th className="px-4 py-3 font-semibold">Situação</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {rows.map((c) => (
                    <tr key={c.id} className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 md:table-row md:p-0">
                      <td className="col-span-2 md:px-4 md:py-3">
                        <p className="font-semibold text-slate-900">{c.nome}</p>
                        <p className="break-all text-slate-600">{c.email ?? '—'}</p>
                        <p className="text-xs text-slate-500">
                          {c.cnpj ? `CNPJ ${c.cnpj} · ` : ''}desde {formatDate(c.created_at)}
                        </p>
                      </td>
                      <td className="md:px-4 md:py-3 md:text-right">
                        <span className="block text-xs text-slate-500 md:hidden">Empreendimentos</span>
                        <span className="font-semibold text-slate-900">{c.empreendimentos}</span>
                        <span className="text-slate-500"> ({c.empreendimentos_ativos} ativos)</span>
                      </td>
                      <td className="md:px-4 md:py-3 md:text-right">
                        <span className="block text-xs text-slate-500 md:hidden">Captações</span>
                        <span className="font-semibold text-slate-900">{c.captacoes}</span>
                      </td>
                      <td className="md:px-4 md:py-3">
                        <Badge tone={c.ativo ? 'green' : 'red'}>{c.ativo ? 'Ativa' : 'Desativada'}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <CursorPager
              pagina={pages.pagina}
              paginas={Math.max(1, Math.ceil((data?.total ?? 0) / ADMIN_PAGE_SIZE))}
              proximo={data?.nextCursor}
              onPrev={pages.prev}
              onNext={pages.next}
            />
          </>
        )}
      </ListState>
    </>
  );
}
