// 'Meus Empreendimentos' (docs/regras.md#dashboard-tabs-per-perfil): summary cards, the developer's developments newest
// first with search, status filter and paging, availability actions and the create/edit form.
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Building2, Plus, Search } from 'lucide-react';
import type { AcaoStatus, EmpreendimentoItem } from '@worker/schemas/empreendimentos.ts';
import { STATUS_IMOVEL, type StatusImovel } from '@worker/schemas/imoveis.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { LoadMore } from '@web/components/load-more.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { ACAO_INFO } from './availability.ts';
import { EmpreendimentoRow } from './empreendimento-row.tsx';
import { detailQuery, listQuery, type ListFilters } from './queries.ts';
import { SummaryCards } from './summary-cards.tsx';
import { useDeleteEmpreendimento, useStatusAction } from './use-empreendimento-actions.ts';
import { ListState } from '@web/components/list-state.tsx';

// The form (react-hook-form, uploader, compression) downloads only when the user opens it.
const EmpreendimentoForm = lazy(() =>
  import('./empreendimento-form.tsx').then((m) => ({ default: m.EmpreendimentoForm })),
);

/** Below this many developments the search and filter would only be clutter. */
const FILTERS_FROM = 6;

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };
type Pending =
  { kind: 'acao'; acao: AcaoStatus; item: EmpreendimentoItem } | { kind: 'delete'; item: EmpreendimentoItem };

export default function ListingsTab() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const back = () => {
    setMode({ kind: 'list' });
    window.scrollTo({ top: 0 });
  };

  if (mode.kind === 'new') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <EmpreendimentoForm onDone={back} />
      </Suspense>
    );
  }
  if (mode.kind === 'edit') return <EditPanel id={mode.id} onDone={back} />;
  return <ListPanel onNew={() => setMode({ kind: 'new' })} onEdit={(id) => setMode({ kind: 'edit', id })} />;
}

function EditPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const { data, error, refetch, isPending } = useQuery(detailQuery(id));
  if (isPending) return <PageSpinner />;
  if (error)
    return (
      <ErrorState title="Erro ao buscar empreendimentos" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  return (
    <Suspense fallback={<PageSpinner />}>
      <EmpreendimentoForm empreendimento={data} onDone={onDone} />
    </Suspense>
  );
}

function ListPanel({ onNew, onEdit }: { onNew: () => void; onEdit: (id: string) => void }) {
  const [q, setQ] = useState('');
  const [statusImovel, setStatusImovel] = useState<StatusImovel | ''>('');
  const filters: ListFilters = { q: useDeferredValue(q), status_imovel: statusImovel };
  const list = useInfiniteQuery(listQuery(filters));
  const [pending, setPending] = useState<Pending | null>(null);
  const statusAction = useStatusAction();
  const remove = useDeleteEmpreendimento();

  useEffect(() => {
    if (list.error) {
      toast({ title: 'Erro ao buscar empreendimentos', description: errorMessage(list.error), variant: 'destructive' });
    }
  }, [list.error]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtering = Boolean(filters.q.trim() || statusImovel);
  const showFilters = total >= FILTERS_FROM || filtering;

  const confirm = () => {
    if (!pending) return;
    const close = { onSettled: () => setPending(null) };
    if (pending.kind === 'delete') remove.mutate({ id: pending.item.id, nome: pending.item.nome }, close);
    else statusAction.mutate({ id: pending.item.id, acao: pending.acao }, close);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-bold text-slate-900">Meus Empreendimentos</h2>
        <Button onClick={onNew}>
          <Plus aria-hidden="true" className="size-4" />
          Novo Empreendimento
        </Button>
      </div>

      <SummaryCards />

      {showFilters && (
        <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              type="search"
              aria-label="Buscar empreendimentos"
              placeholder="Buscar por nome ou cidade"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              className="pl-9"
            />
          </div>
          <Select
            aria-label="Filtrar por disponibilidade"
            value={statusImovel}
            onChange={(event) => setStatusImovel(event.target.value as StatusImovel | '')}
          >
            <option value="">Todos os status</option>
            {STATUS_IMOVEL.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
      )}

      <ListState
        query={list}
        items={items}
        loading={
          <ul className="space-y-3" aria-label="Carregando empreendimentos">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-28 w-full rounded-2xl" />
              </li>
            ))}
          </ul>
        }
        errorTitle="Erro ao buscar empreendimentos"
        empty={
          filtering ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
              Nenhum empreendimento encontrado com esses filtros.
            </p>
          ) : (
            <EmptyState onNew={onNew} />
          )
        }
      >
        {(rows) => (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {filtering ? `${rows.length}${list.hasNextPage ? '+' : ''} encontrado(s)` : `${total} empreendimento(s)`}
            </p>
            <ul className="space-y-3">
              {rows.map((item) => (
                <EmpreendimentoRow
                  key={item.id}
                  item={item}
                  onEdit={() => onEdit(item.id)}
                  onAcao={(acao) => setPending({ kind: 'acao', acao, item })}
                  onDelete={() => setPending({ kind: 'delete', item })}
                />
              ))}
            </ul>
            <LoadMore query={list} />
          </>
        )}
      </ListState>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'delete' ? 'Excluir empreendimento?' : pending ? ACAO_INFO[pending.acao].title : ''}
        description={
          pending?.kind === 'delete'
            ? `Esta ação não pode ser desfeita. "${pending.item.nome}" e todas as suas imagens serão removidos permanentemente.`
            : pending
              ? ACAO_INFO[pending.acao].description(pending.item.nome)
              : ''
        }
        confirmLabel={pending?.kind === 'delete' ? 'Sim, excluir' : pending ? ACAO_INFO[pending.acao].confirm : ''}
        variant={pending?.kind === 'delete' ? 'destructive' : 'primary'}
        pending={remove.isPending || statusAction.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

function EmptyState({ onNew }: { onNew: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Building2 aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Você ainda não cadastrou empreendimentos</p>
      <p className="max-w-md text-sm text-slate-600">
        Cadastre seu primeiro empreendimento com fotos, preços e diferenciais para que corretores parceiros possam
        encontrá-lo e captá-lo.
      </p>
      <Button onClick={onNew} className="mt-2">
        <Plus aria-hidden="true" className="size-4" />
        Cadastrar primeiro empreendimento
      </Button>
    </div>
  );
}
