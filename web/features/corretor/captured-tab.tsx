// 'Minhas Captações': the three summary cards and the broker's active captures, a
// table on wide screens and cards on phones, each removable after a confirmation.
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import type { MinhaCaptacao } from '@worker/schemas/corretor-painel.ts';
import { MSG_CORRETOR } from '@worker/schemas/corretor-painel.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { contratoTone } from '@web/components/contrato-status.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { EmptyPanel, ListSkeleton } from '@web/components/empty-panel.tsx';
import { REMOVIDO, RowActions } from './row-actions.tsx';
import { captacoesKey, deleteCaptacao, minhasCaptacoesQuery } from './queries.ts';
import { CorretorSummaryCards } from './summary-cards.tsx';
import { captacaoStatus } from './status-captacao.ts';
import { Cell, Table } from '@web/components/ui/table.tsx';
import { ListState } from '@web/components/list-state.tsx';

export default function CapturedTab() {
  const queryClient = useQueryClient();
  const query = useQuery(minhasCaptacoesQuery);
  const { data } = query;
  const [pending, setPending] = useState<MinhaCaptacao | null>(null);

  const remove = useMutation({
    mutationFn: deleteCaptacao,
    onSuccess: async () => {
      toast({ title: MSG_CORRETOR.captacaoRemovida, description: 'A oportunidade saiu da sua lista.' });
      setPending(null);
      // The unsigned contract draft goes with the capture.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: captacoesKey }),
        queryClient.invalidateQueries({ queryKey: ['contratos'] }),
      ]);
    },
    onError: (err) => {
      setPending(null);
      toast({ title: MSG_CORRETOR.erroRemoverCaptacao, description: errorMessage(err), variant: 'destructive' });
    },
  });

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">Minhas Captações</h2>
      <CorretorSummaryCards />

      <ListState
        query={query}
        items={data?.items}
        loading={<ListSkeleton label="Carregando captações..." />}
        errorTitle="Erro ao buscar captações"
        empty={
          <EmptyPanel
            icon={Target}
            title="Você ainda não captou nenhuma oportunidade"
            text="Encontre um empreendimento e toque em 'Captar esta Oportunidade' para acompanhá-lo aqui."
          />
        }
      >
        {(rows) => (
          <>
            <Card className="hidden overflow-hidden md:block">
              <Table
                caption="Captações ativas"
                columns={[
                  { header: 'Empreendimento' },
                  { header: 'Construtora' },
                  { header: 'Status' },
                  { header: 'Contrato' },
                  { header: 'Ações', align: 'right' },
                ]}
              >
                {rows.map((c) => (
                  <tr key={c.id} className="align-middle">
                    <Cell>
                      <p className={c.imovel ? 'font-semibold text-slate-900' : 'font-semibold italic text-slate-500'}>
                        {c.imovel?.nome ?? REMOVIDO}
                      </p>
                      <p className="text-xs text-slate-500">Captado em {formatDate(c.data_captacao)}</p>
                    </Cell>
                    <Cell className="text-slate-700">{c.imovel?.construtora_nome ?? '—'}</Cell>
                    <Cell>
                      <CaptacaoBadge captacao={c} />
                    </Cell>
                    <Cell>
                      <ContratoBadge captacao={c} />
                    </Cell>
                    <Cell>
                      <RowActions
                        imovel={c.imovel}
                        removeLabel={(nome) => `Remover captação de ${nome}`}
                        onRemove={() => setPending(c)}
                      />
                    </Cell>
                  </tr>
                ))}
              </Table>
            </Card>

            <ul className="space-y-3 md:hidden" aria-label="Captações ativas">
              {rows.map((c) => (
                <li key={c.id}>
                  <Card className="space-y-3 p-4">
                    <div>
                      <h3 className={c.imovel ? 'font-semibold text-slate-900' : 'font-semibold italic text-slate-500'}>
                        {c.imovel?.nome ?? REMOVIDO}
                      </h3>
                      <p className="text-sm text-slate-600">{c.imovel?.construtora_nome ?? '—'}</p>
                      <p className="text-xs text-slate-500">Captado em {formatDate(c.data_captacao)}</p>
                    </div>
                    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-xs text-slate-500">
                      <dt>Status</dt>
                      <dd>
                        <CaptacaoBadge captacao={c} />
                      </dd>
                      <dt>Contrato</dt>
                      <dd>
                        <ContratoBadge captacao={c} />
                      </dd>
                    </dl>
                    <RowActions
                      imovel={c.imovel}
                      removeLabel={(nome) => `Remover captação de ${nome}`}
                      onRemove={() => setPending(c)}
                    />
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Remover captação?"
        description={`"${pending?.imovel?.nome ?? REMOVIDO}" sairá da sua lista e o rascunho de contrato não assinado será descartado.`}
        confirmLabel="Sim, remover"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.id)}
      />
    </div>
  );
}

function CaptacaoBadge({ captacao }: { captacao: MinhaCaptacao }) {
  const { label, tone } = captacaoStatus(captacao.status_captacao ?? captacao.status);
  return (
    <Badge tone={tone} className="md:whitespace-nowrap">
      {label}
    </Badge>
  );
}

function ContratoBadge({ captacao }: { captacao: MinhaCaptacao }) {
  if (!captacao.contrato) return <span className="text-xs text-slate-500">Sem contrato</span>;
  return (
    <Link
      to={{ search: `?tab=contratos&contrato=${captacao.contrato.id}` }}
      replace
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      aria-label={`Contrato: ${captacao.contrato.status_contrato}. Abrir contrato`}
    >
      <Badge tone={contratoTone(captacao.contrato.status_contrato)} className="md:whitespace-nowrap">
        {captacao.contrato.status_contrato}
      </Badge>
    </Link>
  );
}
