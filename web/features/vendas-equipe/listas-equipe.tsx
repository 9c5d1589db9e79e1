// The lists of a team's sale, shared by the agency's 'Vendas da Equipe' and a manager's 'Minha Equipe': the same
// endpoints answer each caller's scope (docs/regras.md#imobiliárias), so the rows drawn here are theirs only.
import { ListState } from '@web/components/list-state.tsx';
import { useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import type { Page } from '@worker/schemas/page.ts';
import { STATUS_PROPOSTA, type StatusProposta } from '@worker/schemas/propostas.ts';
import { ListSkeleton } from '@web/components/empty-panel.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Select } from '@web/components/ui/input.tsx';
import { Cell, RowHeader, Table } from '@web/components/ui/table.tsx';
import { COMISSAO_TONE, PROPOSTA_TONE } from '@web/components/venda-status.ts';
import { formatDate, formatDateTime, formatNumber } from '@web/lib/format.ts';
import { propostasEquipeQuery, rankingQuery, reservasEquipeQuery, vendasEquipeQuery } from './queries.ts';

function Secao({
  titulo,
  id,
  extra,
  children,
}: {
  titulo: string;
  id: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-bold text-slate-900">
          {titulo}
        </h3>
        {extra}
      </div>
      {children}
    </section>
  );
}

const VAZIO = (
  <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
    Nada por aqui ainda.
  </p>
);

type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>>;

/** A section holding one of the team's paged lists: its four states, its rows and 'Carregar mais'. */
function SecaoPaginada<T>({
  titulo,
  id,
  extra,
  query,
  children,
}: {
  titulo: string;
  id: string;
  extra?: ReactNode;
  query: PagedQuery<T>;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <Secao titulo={titulo} id={id} extra={extra}>
      <ListState
        query={query}
        items={query.data?.pages.flatMap((p) => p.items)}
        loading={<ListSkeleton label={`Carregando ${titulo.toLowerCase()}...`} />}
        errorTitle="Erro ao carregar"
        empty={VAZIO}
      >
        {(items) => (
          <>
            {children(items)}
            <LoadMore query={query} />
          </>
        )}
      </ListState>
    </Secao>
  );
}

export function Ranking() {
  const q = useQuery(rankingQuery);
  return (
    <Secao titulo="Ranking dos corretores" id="ranking-titulo">
      <ListState
        query={q}
        items={q.data?.items}
        loading={<ListSkeleton label="Carregando ranking..." />}
        errorTitle="Erro ao carregar"
        empty={VAZIO}
      >
        {(items) => (
          <Card className="p-2 sm:p-3">
            <ol aria-labelledby="ranking-titulo" className="divide-y divide-slate-100">
              {items.map((r, i) => (
                <li key={r.id} data-testid="ranking-linha" className="flex items-center gap-3 px-2 py-2 text-sm">
                  <span className="w-6 shrink-0 text-center tabular-nums text-slate-500">
                    {i === 0 && r.vendas > 0 ? (
                      <Trophy aria-label="Primeiro lugar" className="mx-auto size-4 text-amber-600" />
                    ) : (
                      `${i + 1}º`
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{r.nome}</span>
                    <span className="block text-xs text-slate-600">
                      {formatNumber(r.vendas)} {r.vendas === 1 ? 'venda' : 'vendas'}
                    </span>
                  </span>
                  <span className="shrink-0 text-right font-semibold tabular-nums text-slate-900">
                    {formatCentavos(r.valor_centavos)}
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </ListState>
    </Secao>
  );
}

export function Reservas() {
  const query = useInfiniteQuery(reservasEquipeQuery);
  return (
    <SecaoPaginada titulo="Reservas ativas" id="reservas-equipe-titulo" query={query}>
      {(items) => (
        <ul className="space-y-2" aria-labelledby="reservas-equipe-titulo">
          {items.map((r) => (
            <li key={r.id}>
              <Card className="space-y-0.5 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {r.imovel.nome} · {r.unidade.torre} · Unidade {r.unidade.numero}
                </p>
                <p className="text-slate-700">
                  {r.corretor.nome} para {r.cliente_nome} ·{' '}
                  <span className="whitespace-nowrap">{r.cliente_telefone}</span>
                </p>
                <p className="text-xs text-slate-500">Vale até {formatDateTime(new Date(r.expira_em))}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </SecaoPaginada>
  );
}

export function Propostas() {
  const [status, setStatus] = useState<StatusProposta | ''>('');
  const query = useInfiniteQuery(propostasEquipeQuery(status));
  return (
    <SecaoPaginada
      titulo="Propostas"
      id="propostas-equipe-titulo"
      extra={
        <Select
          aria-label="Filtrar propostas por status"
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusProposta | '')}
          className="w-auto"
        >
          <option value="">Todos os status</option>
          {STATUS_PROPOSTA.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      }
      query={query}
    >
      {(items) => (
        <ul className="space-y-2" aria-labelledby="propostas-equipe-titulo">
          {items.map((p) => (
            <li key={p.id}>
              <Card className="flex items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-slate-900">
                    {p.imovel.nome} · {p.unidade.torre} · Unidade {p.unidade.numero}
                  </p>
                  <p className="text-slate-700">
                    {p.corretor.nome} para {p.cliente_nome} · {formatCentavos(p.preco_ofertado_centavos)}
                  </p>
                  <p className="text-xs text-slate-500">Atualizada em {formatDate(p.updated_at)}</p>
                </div>
                <Badge tone={PROPOSTA_TONE[p.status]}>{p.status}</Badge>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </SecaoPaginada>
  );
}

export function Vendas() {
  const query = useInfiniteQuery(vendasEquipeQuery);
  return (
    <SecaoPaginada titulo="Vendas" id="vendas-equipe-titulo" query={query}>
      {(items) => (
        <>
          {/* Cards on a phone, the table from 768 px. */}
          <ul className="space-y-2 md:hidden" aria-label="Vendas da equipe">
            {items.map((v) => (
              <li key={v.id}>
                <Card className="space-y-1 p-3 text-sm" data-testid="venda-equipe">
                  <p className="font-semibold text-slate-900">
                    {v.imovel.nome} · {v.unidade.torre} · Unidade {v.unidade.numero}
                  </p>
                  <p className="text-slate-700">
                    {v.corretor.nome} para {v.cliente_nome} em {formatDate(v.created_at)}
                  </p>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="tabular-nums">{formatCentavos(v.preco_centavos)}</span>
                    {v.comissao && (
                      <>
                        <span className="text-slate-500">· comissão</span>
                        <span className="font-semibold tabular-nums">{formatCentavos(v.comissao.valor_centavos)}</span>
                        <Badge tone={COMISSAO_TONE[v.comissao.status]}>{v.comissao.status}</Badge>
                      </>
                    )}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="hidden overflow-hidden md:block">
            <Table
              caption="Vendas da equipe"
              columns={[
                { header: 'Data' },
                { header: 'Unidade' },
                { header: 'Corretor' },
                { header: 'Cliente' },
                { header: 'Valor', align: 'right' },
                { header: 'Comissão', align: 'right' },
              ]}
            >
              {items.map((v) => (
                <tr key={v.id} data-testid="venda-equipe-linha">
                  <Cell className="whitespace-nowrap">{formatDate(v.created_at)}</Cell>
                  <RowHeader>
                    {v.imovel.nome} · {v.unidade.torre} · {v.unidade.numero}
                  </RowHeader>
                  <Cell>{v.corretor.nome}</Cell>
                  <Cell>{v.cliente_nome}</Cell>
                  <Cell align="right" className="whitespace-nowrap tabular-nums">
                    {formatCentavos(v.preco_centavos)}
                  </Cell>
                  <Cell align="right" className="whitespace-nowrap">
                    {v.comissao && (
                      <span className="inline-flex items-center gap-2">
                        <span className="tabular-nums font-semibold">{formatCentavos(v.comissao.valor_centavos)}</span>
                        <Badge tone={COMISSAO_TONE[v.comissao.status]}>{v.comissao.status}</Badge>
                      </span>
                    )}
                  </Cell>
                </tr>
              ))}
            </Table>
          </Card>
        </>
      )}
    </SecaoPaginada>
  );
}
