// Dashboard tab 'Espelho de Vendas': pick a development (kept in the address as &imovel=), then its live grid; the
// developer also builds towers and sets the reservation rules, the broker sees their own reservations.
import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Select } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { EmptyPanel } from '@web/components/empty-panel.tsx';
import type { TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { errorMessage } from '@web/lib/api.ts';
import { EspelhoGrid } from './espelho-grid.tsx';
import { MinhasReservas } from './minhas-reservas.tsx';
import { opcoesQuery } from '@web/lib/empreendimento-opcoes.ts';
import { espelhoQuery } from './queries.ts';
import { UnidadeDialog, type PropostaDialogProps } from './unidade-dialog.tsx';
import { useEspelhoLive } from './use-espelho-live.ts';

// The developer's tools load after the grid, and never for a broker.
const TabelaPrecosPanel = lazy(() => import('./tabela-precos/tabela-precos-panel.tsx'));
const GeradorForm = lazy(() => import('./gerador-form.tsx').then((m) => ({ default: m.GeradorForm })));
const ConfiguracaoForm = lazy(() => import('./configuracao-form.tsx').then((m) => ({ default: m.ConfiguracaoForm })));

export default function EspelhoTab({
  user,
  PropostaDialog,
}: TabPanelProps & { PropostaDialog: ComponentType<PropostaDialogProps> }) {
  // The tab is registered for the developer and the broker only.
  const role = user.userType === 'construtora' ? 'construtora' : 'corretor';
  const [params, setParams] = useSearchParams();
  const imovelId = params.get('imovel') ?? '';
  const opcoes = useQuery(opcoesQuery(role));
  const escolher = (id: string) => setParams(id ? { tab: 'units', imovel: id } : { tab: 'units' }, { replace: true });

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Espelho de Vendas</h2>
        <p className="mt-1 text-sm text-slate-600">
          {role === 'construtora'
            ? 'Monte as torres, acompanhe as reservas e bloqueie unidades em tempo real.'
            : 'Veja as unidades disponíveis e reserve para seus clientes em tempo real.'}
        </p>
      </div>

      <Card className="p-4 sm:p-5">
        <FormField label="Empreendimento">
          {(field) => (
            <Select {...field} value={imovelId} onChange={(e) => escolher(e.target.value)} disabled={opcoes.isPending}>
              <option value="">{opcoes.isPending ? 'Carregando...' : 'Escolha um empreendimento'}</option>
              {opcoes.data?.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
              {imovelId && opcoes.data && !opcoes.data.some((o) => o.id === imovelId) && (
                <option value={imovelId}>Empreendimento selecionado</option>
              )}
            </Select>
          )}
        </FormField>
        {opcoes.data?.length === 0 && (
          <p className="mt-2 text-sm text-slate-600">
            {role === 'construtora'
              ? 'Cadastre um empreendimento em Meus Empreendimentos para montar o espelho.'
              : 'Capte um empreendimento para ver o espelho de vendas dele.'}
          </p>
        )}
      </Card>

      {role === 'corretor' && (
        <Secao titulo="Minhas reservas">
          <MinhasReservas />
        </Secao>
      )}

      {imovelId ? (
        <Empreendimento key={imovelId} imovelId={imovelId} PropostaDialog={PropostaDialog} />
      ) : (
        <EmptyPanel
          icon={LayoutGrid}
          title="Escolha um empreendimento"
          text="O espelho mostra cada unidade com seu status, preço e reservas."
        />
      )}
    </div>
  );
}

function Empreendimento({
  imovelId,
  PropostaDialog,
}: {
  imovelId: string;
  PropostaDialog: ComponentType<PropostaDialogProps>;
}) {
  const { data, error, isPending, refetch } = useQuery(espelhoQuery(imovelId));
  const [selecionada, setSelecionada] = useState<string | null>(null);
  useEspelhoLive(imovelId, !!data);
  const onSelect = useCallback((id: string) => setSelecionada(id), []);

  if (isPending) return <PageSpinner />;
  if (error) {
    return (
      <ErrorState title="Erro ao carregar o espelho" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  }
  const { gerenciar, reservar, motivo } = data.permissoes;
  return (
    <div className="space-y-6">
      <Secao titulo={data.imovel.nome}>
        {!gerenciar && !reservar && motivo && (
          <p
            role="note"
            className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {motivo}
          </p>
        )}
        {data.celulas.length === 0 ? (
          <p className="text-sm text-slate-600">
            {gerenciar
              ? 'Nenhuma unidade cadastrada ainda. Use o gerador abaixo para criar a primeira torre.'
              : 'A construtora ainda não cadastrou as unidades deste empreendimento.'}
          </p>
        ) : (
          <EspelhoGrid grade={data} onSelect={onSelect} />
        )}
      </Secao>
      <UnidadeDialog
        grade={data}
        chave={selecionada}
        onClose={() => setSelecionada(null)}
        PropostaDialog={PropostaDialog}
      />
      {gerenciar && (
        <Suspense fallback={<PageSpinner />}>
          <Secao titulo="Gerar torre">
            <GeradorForm imovelId={imovelId} torreSugerida={data.torres.length === 0 ? 'Torre A' : ''} />
          </Secao>
          <TabelaPrecosPanel imovelId={imovelId} />
          <Secao titulo="Configurações de reserva">
            <ConfiguracaoForm
              key={`${data.imovel.reserva_horas}-${data.imovel.reservas_max_por_corretor}`}
              imovel={data.imovel}
            />
          </Secao>
        </Suspense>
      )}
    </div>
  );
}

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="mb-4 text-lg font-semibold text-slate-900">{titulo}</h3>
      {children}
    </Card>
  );
}
