// 'Contratos' for both roles: search, status filter, the list (a table on wide
// screens, cards on phones) and the contract dialog. The open contract lives in the URL (?contrato=id), so the
// captured tab and notifications can link straight to it.
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileSignature, Search } from 'lucide-react';
import {
  MSG_CONTRATO,
  parteCaptadora,
  STATUS_CONTRATO,
  type Contrato,
  type StatusContrato,
} from '@worker/schemas/contratos.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import type { DashboardRole, TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';
import { ContratoDialog } from './contrato-dialog.tsx';
import { comissao, vigencia } from './contrato-parts.tsx';
import { contratosListQuery } from './queries.ts';
import { contratoTone } from '@web/components/contrato-status.ts';
import { LoadMore } from '@web/components/load-more.tsx';
import { Cell, Table } from '@web/components/ui/table.tsx';

const CONTRATO_PARAM = 'contrato';

export default function ContractsTab({ user }: TabPanelProps) {
  // The agency fills and sends its team's contract as a broker does: it sees the broker's side of the screens.
  const role = user.userType === 'imobiliaria' ? 'corretor' : user.userType;
  const [searchParams, setSearchParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusContrato | ''>('');
  const filters = { q: useDeferredValue(q), status };
  const list = useInfiniteQuery(contratosListQuery(filters));
  const openId = searchParams.get(CONTRATO_PARAM);

  useEffect(() => {
    if (list.error) {
      toast({ title: MSG_CONTRATO.erroBuscar, description: errorMessage(list.error), variant: 'destructive' });
    }
  }, [list.error]);

  const setOpen = (id: string | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set(CONTRATO_PARAM, id);
        else params.delete(CONTRATO_PARAM);
        return params;
      },
      { replace: true },
    );

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = Boolean(filters.q.trim() || status);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Contratos de Captação</h2>
        <p className="mt-1 text-sm text-slate-600">
          {role === 'corretor'
            ? 'Preencha os contratos das suas captações e envie-os para a aprovação da construtora.'
            : 'Revise os contratos enviados pelos corretores e aprove ou rejeite cada um.'}
        </p>
      </div>

      <div role="search" className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            aria-label="Buscar contratos"
            placeholder={
              role === 'corretor' ? 'Buscar por empreendimento ou construtora' : 'Buscar por empreendimento ou corretor'
            }
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Filtrar por status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusContrato | '')}
        >
          <option value="">Todos</option>
          {STATUS_CONTRATO.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>

      {list.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Carregando contratos...</span>
          {[0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true" className="h-20 w-full animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      ) : list.isError && items.length === 0 ? (
        <ErrorState
          title={MSG_CONTRATO.erroBuscar}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <FileSignature aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-800">
            {filtering ? 'Nenhum contrato encontrado com esses filtros.' : 'Nenhum contrato por aqui ainda.'}
          </p>
          {!filtering && (
            <p className="max-w-md text-sm text-slate-600">
              {role === 'corretor'
                ? 'Cada oportunidade que você captar inicia um rascunho de contrato.'
                : 'Quando um corretor captar um dos seus empreendimentos, o contrato aparecerá aqui.'}
            </p>
          )}
        </div>
      ) : (
        <>
          <Card className="hidden overflow-hidden md:block">
            <Table
              caption="Contratos"
              look="dense"
              columns={[
                { header: 'Empreendimento' },
                { header: role === 'corretor' ? 'Construtora' : 'Corretor' },
                { header: 'Status' },
                { header: 'Comissão' },
                { header: 'Vigência' },
                { header: 'Ações', align: 'right' },
              ]}
            >
              {items.map((c) => (
                <tr key={c.id}>
                  <Cell>
                    <p className="font-semibold text-slate-900">{c.imovel.nome}</p>
                    <p className="text-xs text-slate-500">Atualizado em {formatDate(c.updated_at)}</p>
                  </Cell>
                  <Cell className="text-slate-700">
                    <Contraparte contrato={c} role={role} />
                  </Cell>
                  <Cell>
                    <Badge tone={contratoTone(c.status_contrato)} className="whitespace-nowrap">
                      {c.status_contrato}
                    </Badge>
                  </Cell>
                  <Cell className="tabular-nums text-slate-700">{comissao(c)}</Cell>
                  <Cell className="tabular-nums text-slate-700">
                    <Vigencia contrato={c} />
                  </Cell>
                  <Cell align="right">
                    <OpenButton contrato={c} role={role} onOpen={() => setOpen(c.id)} />
                  </Cell>
                </tr>
              ))}
            </Table>
          </Card>

          <ul className="space-y-3 md:hidden" aria-label="Contratos">
            {items.map((c) => (
              <li key={c.id}>
                <Card className="space-y-3 p-4">
                  <div>
                    <h3 className="font-semibold text-slate-900">{c.imovel.nome}</h3>
                    <p className="text-sm text-slate-600">
                      <Contraparte contrato={c} role={role} />
                    </p>
                  </div>
                  <Badge tone={contratoTone(c.status_contrato)}>{c.status_contrato}</Badge>
                  <dl className="grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-xs text-slate-500">Comissão</dt>
                      <dd className="font-medium text-slate-800">{comissao(c)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">Vigência</dt>
                      <dd className="font-medium text-slate-800">{vigencia(c)}</dd>
                    </div>
                  </dl>
                  <OpenButton contrato={c} role={role} onOpen={() => setOpen(c.id)} className="w-full" />
                </Card>
              </li>
            ))}
          </ul>

          <LoadMore query={list} />
        </>
      )}

      <ContratoDialog id={openId} role={role} onClose={() => setOpen(null)} />
    </div>
  );
}

/** Start and end on their own lines, so the column stays narrow without breaking a date. */
function Vigencia({ contrato: c }: { contrato: Contrato }) {
  if (!c.data_inicio_validade || !c.data_fim_validade) return <>{vigencia(c)}</>;
  return (
    <span className="whitespace-nowrap">
      {formatDate(c.data_inicio_validade)}
      <br />a {formatDate(c.data_fim_validade)}
    </span>
  );
}

function Contraparte({ contrato: c, role }: { contrato: Contrato; role: DashboardRole }) {
  if (role === 'construtora') {
    const captadora = parteCaptadora(c);
    return (
      <>
        {captadora.nome}{' '}
        <span className="text-xs text-slate-500">
          · {captadora.titulo === 'Imobiliária' ? 'Imobiliária · ' : ''}
          {captadora.registro.join(' ')}
        </span>
      </>
    );
  }
  return <>{c.construtora.nome}</>;
}

/** 'Preencher' when the action is the viewer's, 'Ver Detalhes' otherwise. */
function OpenButton({
  contrato: c,
  role,
  onOpen,
  className,
}: {
  contrato: Contrato;
  role: DashboardRole;
  onOpen: () => void;
  className?: string;
}) {
  const suaVez =
    role === 'corretor'
      ? c.status_contrato === 'Pendente Preenchimento Corretor' || c.status_contrato === 'Rejeitado'
      : c.status_contrato === 'Pendente Aprovação Construtora';
  const label = suaVez ? (role === 'corretor' ? 'Preencher' : 'Revisar') : 'Ver Detalhes';
  return (
    <Button
      variant={suaVez ? 'primary' : 'outline'}
      size="sm"
      onClick={onOpen}
      className={cn('whitespace-nowrap', className)}
      aria-label={`${label}: contrato de ${c.imovel.nome}`}
    >
      {label}
    </Button>
  );
}
