// Dashboard tab 'Comissões': the entries with totals per status and per month, CSV export, for the developer the
// moves Prevista → Faturada → Paga with the date each happened, and for an agency and its brokers the shares.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CircleDollarSign, Download } from 'lucide-react';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { STATUS_COMISSAO, type Comissao, type StatusComissao } from '@worker/schemas/propostas.ts';
import { ImobiliariaBadge } from '@web/components/imobiliaria-badge.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import type { DashboardRole, TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { formatDate, formatPercent } from '@web/lib/format.ts';
import { COMISSAO_TONE } from '@web/components/venda-status.ts';
import { PartesComissao } from './partes-comissao.tsx';
import { comissoesListQuery, useComissaoAcao } from './queries.ts';
import { ListState } from '@web/components/list-state.tsx';

const mesTexto = (aaaamm: string) => {
  const [a, m] = aaaamm.split('-');
  const texto = new Date(Number(a), Number(m) - 1, 1).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric' });
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

export default function ComissoesTab({ user }: TabPanelProps) {
  const role = user.userType;
  const [status, setStatus] = useState<StatusComissao | ''>('');
  const list = useInfiniteQuery(comissoesListQuery(status));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const resumo = list.data?.pages[0]?.resumo;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-slate-900">Comissões</h2>
          <p className="mt-1 text-sm text-slate-600">
            {role === 'corretor'
              ? 'As comissões das suas vendas aprovadas, do previsto ao pago.'
              : role === 'imobiliaria'
                ? 'As comissões que as construtoras devem à imobiliária pelas vendas da equipe.'
                : 'As comissões devidas aos corretores e imobiliárias: marque quando forem faturadas e pagas.'}
          </p>
        </div>
        <a href="/api/comissoes/exportar" download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          Exportar CSV
        </a>
      </div>

      {resumo && (
        <div className="grid gap-3 sm:grid-cols-3" aria-label="Totais por status">
          {STATUS_COMISSAO.map((s) => (
            <Card key={s} className="p-4">
              <Badge tone={COMISSAO_TONE[s]}>{s}</Badge>
              <p className="mt-2 text-2xl font-bold tabular-nums text-slate-900" data-testid={`total-${s}`}>
                {formatCentavos(resumo.por_status[s])}
              </p>
            </Card>
          ))}
        </div>
      )}
      {resumo && resumo.por_mes.length > 0 && (
        <Card className="p-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Por mês da venda</h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-3">
            {resumo.por_mes.map((m) => (
              <li key={m.mes} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5">
                <span className="text-slate-700">{mesTexto(m.mes)}</span>
                <span className="font-semibold tabular-nums text-slate-900">{formatCentavos(m.valor_centavos)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <div className="max-w-xs">
        <Select
          aria-label="Filtrar por status"
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusComissao | '')}
        >
          <option value="">Todos os status</option>
          {STATUS_COMISSAO.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>

      <ListState
        query={list}
        items={items}
        loading={<PageSpinner />}
        errorTitle="Erro ao buscar comissões"
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <CircleDollarSign aria-hidden="true" className="size-10 text-slate-400" />
            <p className="text-lg font-semibold text-slate-800">Nenhuma comissão por aqui ainda.</p>
            <p className="max-w-md text-sm text-slate-600">Cada proposta aprovada gera uma comissão Prevista.</p>
          </div>
        }
      >
        {(rows) => (
          <>
            <ul className="space-y-3" aria-label="Comissões">
              {rows.map((c) => (
                <li key={c.id}>
                  <ComissaoCard comissao={c} role={role} />
                </li>
              ))}
            </ul>
            <LoadMore query={list} />
          </>
        )}
      </ListState>
      {role !== 'construtora' && <PartesComissao pagadora={role === 'imobiliaria'} />}
    </div>
  );
}

const hoje = () => new Date().toLocaleDateString('sv-SE');

function ComissaoCard({ comissao: c, role }: { comissao: Comissao; role: DashboardRole }) {
  const [data, setData] = useState(hoje);
  const acao = useComissaoAcao();
  const proximo = c.status === 'Prevista' ? 'Faturada' : c.status === 'Faturada' ? 'Paga' : null;
  return (
    <Card className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between" data-testid="comissao">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">
          {c.imovel.nome} · {c.unidade.torre} · Unidade {c.unidade.numero}
        </p>
        <p className="text-sm text-slate-600">
          {role !== 'corretor' && `Corretor: ${c.corretor.nome} · `}
          {formatPercent(c.percentual)} de {formatCentavos(c.base_centavos)}
        </p>
        {role === 'construtora' && <ImobiliariaBadge nome={c.imobiliaria?.nome ?? null} />}
        <p className="text-xs text-slate-500">
          Venda em {formatDate(c.created_at)}
          {c.faturada_em && ` · faturada em ${formatDate(c.faturada_em)}`}
          {c.paga_em && ` · paga em ${formatDate(c.paga_em)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-bold tabular-nums text-slate-900" data-testid="valor-comissao">
          {formatCentavos(c.valor_centavos)}
        </p>
        <Badge tone={COMISSAO_TONE[c.status]}>{c.status}</Badge>
        {role === 'construtora' && proximo && (
          <>
            <Input
              type="date"
              aria-label={proximo === 'Faturada' ? 'Data do faturamento' : 'Data do pagamento'}
              value={data}
              onChange={(e) => setData(e.target.value)}
              className="w-40"
            />
            <Button
              size="sm"
              pending={acao.isPending}
              onClick={() => acao.mutate({ id: c.id, versao: c.versao, status: proximo, data })}
            >
              {proximo === 'Faturada' ? 'Marcar Faturada' : 'Marcar Paga'}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
