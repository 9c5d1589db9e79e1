// Dashboard tab 'Propostas' for both roles: the proposals with a status filter and 'Carregar mais', one proposal's
// plan, summary and history in a dialog (?proposta=id), the actions of the signed-in side, and for the developer
// the payment conditions of each development.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Check, CircleAlert, FileText, Printer, Reply, Undo2, X } from 'lucide-react';
import { formatBps, formatCentavos } from '@worker/schemas/dinheiro.ts';
import {
  STATUS_PROPOSTA,
  type Proposta,
  type PropostaDetalhe,
  type StatusProposta,
} from '@worker/schemas/propostas.ts';
import { ImobiliariaBadge } from '@web/components/imobiliaria-badge.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Select, Textarea } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import type { DashboardRole, TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { formatDate, formatDateTime } from '@web/lib/format.ts';
import { CondicoesPanel } from './condicoes-form.tsx';
import { ContrapropostaForm } from './contraproposta-form.tsx';
import { formatCpf } from '@worker/schemas/documentos-br.ts';
import { PROPOSTA_TONE } from '@web/components/venda-status.ts';
import { TabelaPlano } from './proposta-parts.tsx';
import { AssinaturaPainel } from '@web/components/assinaturas/assinatura-painel.tsx';
import { propostaQuery, propostasListQuery, usePropostaAcao } from './queries.ts';
import { ListState } from '@web/components/list-state.tsx';

const PARAM = 'proposta';

export default function PropostasTab({ user }: TabPanelProps) {
  const role = user.userType;
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<StatusProposta | ''>('');
  const list = useInfiniteQuery(propostasListQuery(status));
  const openId = params.get(PARAM);
  const setOpen = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set(PARAM, id);
        else p.delete(PARAM);
        return p;
      },
      { replace: true },
    );
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Propostas</h2>
        <p className="mt-1 text-sm text-slate-600">
          {role === 'corretor'
            ? 'Acompanhe as propostas que você enviou, responda às contrapropostas da construtora.'
            : 'Aprove, recuse ou contraproponha as propostas dos corretores.'}
        </p>
      </div>

      {role === 'construtora' && <CondicoesPanel />}

      <div className="max-w-xs">
        <Select
          aria-label="Filtrar por status"
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusProposta | '')}
        >
          <option value="">Todos os status</option>
          {STATUS_PROPOSTA.map((s) => (
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
        errorTitle="Erro ao buscar propostas"
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <FileText aria-hidden="true" className="size-10 text-slate-400" />
            <p className="text-lg font-semibold text-slate-800">
              {status ? 'Nenhuma proposta com esse status.' : 'Nenhuma proposta por aqui ainda.'}
            </p>
            {!status && role === 'corretor' && (
              <p className="max-w-md text-sm text-slate-600">
                Reserve uma unidade no Espelho de Vendas e use “Enviar Proposta” no detalhe da unidade.
              </p>
            )}
          </div>
        }
      >
        {(rows) => (
          <>
            <ul className="space-y-3" aria-label="Propostas">
              {rows.map((p) => (
                <li key={p.id}>
                  <PropostaCard proposta={p} role={role} onOpen={() => setOpen(p.id)} />
                </li>
              ))}
            </ul>
            <LoadMore query={list} />
          </>
        )}
      </ListState>

      <Dialog open={!!openId} onOpenChange={(open) => !open && setOpen(null)}>
        {openId && (
          <DialogContent title="Proposta" className="sm:max-w-3xl">
            <PropostaDetalheBody id={openId} role={role} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function PropostaCard({ proposta: p, role, onOpen }: { proposta: Proposta; role: DashboardRole; onOpen: () => void }) {
  const dif = p.preco_ofertado_centavos - p.preco_tabela_centavos;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">
          {p.imovel.nome} · {p.unidade.torre} · Unidade {p.unidade.numero}
        </p>
        <p className="text-sm text-slate-600">
          {p.cliente_nome} · {role === 'corretor' ? p.construtora.nome : `Corretor: ${p.corretor.nome}`}
        </p>
        {role === 'construtora' && <ImobiliariaBadge nome={p.imobiliaria_nome} />}
        <p className="text-sm text-slate-800">
          <strong>{formatCentavos(p.preco_ofertado_centavos)}</strong>
          <span className={dif < 0 ? 'text-red-700' : 'text-slate-500'}>
            {' '}
            ({dif < 0 ? '−' : '+'}
            {formatCentavos(Math.abs(dif))} da tabela)
          </span>
          <span className="text-slate-500"> · {formatDate(p.updated_at)}</span>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={PROPOSTA_TONE[p.status]}>{p.status}</Badge>
        <Button
          variant="outline"
          size="sm"
          onClick={onOpen}
          aria-label={`Abrir proposta da unidade ${p.unidade.numero}`}
        >
          Abrir
        </Button>
      </div>
    </Card>
  );
}

function PropostaDetalheBody({ id, role }: { id: string; role: DashboardRole }) {
  const { data: p, error, isPending, refetch } = useQuery(propostaQuery(id));
  if (isPending) return <PageSpinner />;
  if (error) {
    return (
      <div className="p-5">
        <ErrorState title="Erro ao buscar a proposta" message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }
  const r = p.resumo;
  return (
    <div className="space-y-5 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold text-slate-900">{p.imovel.nome}</p>
          <p className="text-sm text-slate-600">
            {p.unidade.torre} · Unidade {p.unidade.numero}
            {p.unidade.tipologia && ` · ${p.unidade.tipologia}`}
          </p>
          {role === 'construtora' && <ImobiliariaBadge nome={p.imobiliaria_nome} className="mt-1" />}
        </div>
        <Badge tone={PROPOSTA_TONE[p.status]} className="shrink-0">
          <span className="sr-only">Status: </span>
          {p.status}
        </Badge>
      </div>

      {p.status === 'Recusada' && p.motivo_recusa && (
        <div role="note" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">Motivo da recusa</p>
          <p className="mt-1 whitespace-pre-line">{p.motivo_recusa}</p>
        </div>
      )}
      {p.status === 'Contraproposta' && (
        <p role="note" className="rounded-xl border border-orange-300 bg-orange-50 px-4 py-3 text-sm text-orange-900">
          {role === 'corretor'
            ? 'A construtora fez uma contraproposta: o preço e o plano abaixo são os dela. Aceite ou recuse.'
            : 'Contraproposta enviada. Aguardando a resposta do corretor.'}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ['Cliente', p.cliente_nome],
            ['CPF', formatCpf(p.cliente_cpf)],
            ['Telefone', p.cliente_telefone],
            ['E-mail', p.cliente_email],
            ['Preço de tabela', formatCentavos(p.preco_tabela_centavos)],
            ['Preço ofertado', formatCentavos(p.preco_ofertado_centavos)],
            [
              'Diferença',
              `${formatCentavos(r.diferenca_tabela_centavos)}${r.desconto_bps ? ` (−${formatBps(r.desconto_bps)})` : ''}`,
            ],
            [
              role === 'corretor' ? 'Construtora' : 'Corretor',
              role === 'corretor' ? p.construtora.nome : p.corretor.nome,
            ],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="break-words text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-label="Plano de pagamento" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Plano de pagamento</h3>
        <TabelaPlano plano={p.plano} />
        {r.violacoes.length > 0 && (
          <ul className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {r.violacoes.map((v) => (
              <li key={v.regra} className="flex items-start gap-1.5">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {v.mensagem}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Acoes proposta={p} role={role} />

      {p.status === 'Aprovada' && (
        <AssinaturaPainel
          documento={{ tipo: 'proposta', id: p.id, cliente: { email: p.cliente_email, cpf: p.cliente_cpf } }}
        />
      )}

      <Link to={`/propostas/${p.id}/imprimir`} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
        <Printer aria-hidden="true" className="size-4" />
        Imprimir Proposta
      </Link>

      <section aria-labelledby="historico-proposta" className="border-t border-slate-200 pt-4">
        <h3 id="historico-proposta" className="mb-3 text-sm font-semibold text-slate-900">
          Histórico
        </h3>
        <ol className="space-y-2 text-sm">
          {p.historico.map((h) => (
            <li key={h.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="font-medium text-slate-900">
                {h.de ? `${h.de} → ${h.para}` : h.para} · {formatCentavos(h.preco_centavos)}
              </p>
              <p className="text-xs text-slate-600">
                {formatDateTime(new Date(h.created_at))}
                {h.autor && ` · ${h.autor}`}
              </p>
              {h.observacao && <p className="mt-1 whitespace-pre-line text-slate-700">{h.observacao}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

type Modo = 'botoes' | 'recusar' | 'contrapropor';

function Acoes({ proposta: p, role }: { proposta: PropostaDetalhe; role: DashboardRole }) {
  const [modo, setModo] = useState<Modo>('botoes');
  const [motivo, setMotivo] = useState('');
  const acao = usePropostaAcao(p.id);
  const conflito = acao.error instanceof ApiError && acao.error.status === 409 ? errorMessage(acao.error) : null;
  const alerta = conflito && <FormAlert>{conflito}</FormAlert>;
  const run = (input: Parameters<typeof acao.mutate>[0]) => acao.mutate(input);

  if (role === 'construtora' && p.status === 'Enviada') {
    if (modo === 'contrapropor') {
      return <ContrapropostaForm proposta={p} onCancel={() => setModo('botoes')} />;
    }
    if (modo === 'recusar') {
      return (
        <div className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4">
          {alerta}
          <FormField
            label="Motivo da recusa"
            error={acao.error instanceof ApiError && acao.error.status === 400 ? errorMessage(acao.error) : undefined}
          >
            {(f) => <Textarea {...f} autoFocus rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setModo('botoes')} disabled={acao.isPending}>
              Voltar
            </Button>
            <Button
              variant="destructive"
              pending={acao.isPending}
              onClick={() => run({ acao: 'recusar', versao: p.versao, motivo })}
            >
              Confirmar recusa
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="space-y-3">
        {alerta}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            className="text-red-700 hover:bg-red-50"
            onClick={() => setModo('recusar')}
            disabled={acao.isPending}
          >
            <X aria-hidden="true" className="size-4" />
            Recusar
          </Button>
          <Button variant="outline" onClick={() => setModo('contrapropor')} disabled={acao.isPending}>
            <Reply aria-hidden="true" className="size-4" />
            Contrapropor
          </Button>
          <Button pending={acao.isPending} onClick={() => run({ acao: 'aprovar', versao: p.versao })}>
            {!acao.isPending && <Check aria-hidden="true" className="size-4" />}
            Aprovar Proposta
          </Button>
        </div>
      </div>
    );
  }

  if (role === 'corretor' && (p.status === 'Enviada' || p.status === 'Contraproposta')) {
    return (
      <div className="space-y-3">
        {alerta}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            disabled={acao.isPending}
            onClick={() => run({ acao: 'cancelar', versao: p.versao })}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Cancelar proposta
          </Button>
          {p.status === 'Contraproposta' && (
            <>
              <Button
                variant="outline"
                className="text-red-700 hover:bg-red-50"
                disabled={acao.isPending}
                onClick={() => run({ acao: 'recusar_contraproposta', versao: p.versao })}
              >
                <X aria-hidden="true" className="size-4" />
                Recusar contraproposta
              </Button>
              <Button
                pending={acao.isPending}
                onClick={() => run({ acao: 'aceitar_contraproposta', versao: p.versao })}
              >
                {!acao.isPending && <Check aria-hidden="true" className="size-4" />}
                Aceitar contraproposta
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }
  return alerta || null;
}
