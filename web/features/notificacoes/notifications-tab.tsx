// 'Central de Notificações' (docs/regras.md#notificações).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { BellOff, Check, CheckCheck, ExternalLink, Trash2 } from 'lucide-react';
import type { Notificacao } from '@worker/schemas/notificacoes.ts';
import { ListState } from '@web/components/list-state.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDateTime, formatPrice } from '@web/lib/format.ts';
import { deleteNotificacao, markNotificacaoLida, markAllNotificacoesLidas, notificacoesQuery } from './queries.ts';
import { refreshNotificacoes } from './unread-queries.ts';
import { ICONE_PADRAO, ICONE_POR_TIPO, corDaNotificacao, tomDoStatus } from './tipos.ts';

/** A missing session is 'Erro de Autenticação'; anything else is the action's own message. */
function toastErro(error: unknown, description: string) {
  if (error instanceof ApiError && error.status === 401) {
    toast({ title: 'Erro de Autenticação', description: 'Usuário não autenticado.', variant: 'destructive' });
  } else {
    toast({ title: 'Erro', description, variant: 'destructive' });
  }
}

export default function NotificationsTab() {
  const query = useInfiniteQuery(notificacoesQuery);
  const { isError, error } = query;
  // A chat notification rewritten by a newer message moves to the top while older pages are read: shown once.
  const items = query.data && [...new Map(query.data.pages.flatMap((p) => p.items).map((n) => [n.id, n])).values()];

  useEffect(() => {
    if (isError && error instanceof ApiError && error.status === 401) {
      toast({ title: 'Erro de Autenticação', description: 'Sessão não encontrada.', variant: 'destructive' });
    }
  }, [isError, error]);

  const mark = useMutation({
    mutationFn: markNotificacaoLida,
    onSettled: () => refreshNotificacoes(),
    onError: (err) => toastErro(err, 'Não foi possível marcar a notificação como lida.'),
  });
  const markAll = useMutation({
    mutationFn: markAllNotificacoesLidas,
    onSettled: () => refreshNotificacoes(),
    onError: (err) => toastErro(err, 'Não foi possível marcar a notificação como lida.'),
  });
  const remove = useMutation({
    mutationFn: deleteNotificacao,
    onSuccess: () => toast({ title: 'Notificação removida' }),
    onSettled: () => refreshNotificacoes(),
    onError: (err) => toastErro(err, 'Não foi possível remover a notificação.'),
  });

  const algumaNaoLida = items?.some((n) => !n.lida) ?? false;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Central de Notificações</h2>
        {algumaNaoLida && (
          <Button variant="outline" size="sm" pending={markAll.isPending} onClick={() => markAll.mutate()}>
            {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
            Marcar todas como lidas
          </Button>
        )}
      </div>

      <ListState
        query={query}
        items={items}
        loading={
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">Carregando notificações...</span>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden="true" className="h-24 w-full animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </div>
        }
        errorTitle="Erro ao carregar notificações"
        errorText={(err) => (err instanceof ApiError && err.message ? err.message : 'Tente novamente mais tarde.')}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <BellOff aria-hidden="true" className="size-10 text-slate-400" />
            <p className="text-lg font-semibold text-slate-800">Nenhuma notificação por aqui!</p>
          </div>
        }
      >
        {(rows) => (
          <>
            <ul className="space-y-3" aria-label="Notificações">
              {rows.map((n) => (
                <NotificationItem
                  key={n.id}
                  notificacao={n}
                  onRead={() => mark.mutate(n.id)}
                  onDelete={() => remove.mutate(n.id)}
                  busy={(mark.isPending && mark.variables === n.id) || (remove.isPending && remove.variables === n.id)}
                />
              ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </ListState>
    </div>
  );
}

function NotificationItem({
  notificacao: n,
  onRead,
  onDelete,
  busy,
}: {
  notificacao: Notificacao;
  onRead: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const Icon = ICONE_POR_TIPO[n.tipo] ?? ICONE_PADRAO;
  return (
    <li>
      <Card
        className={cn('flex gap-3 p-4 sm:gap-4 sm:p-5', !n.lida && 'border-brand-200 bg-brand-50/60')}
        data-testid="notificacao"
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            corDaNotificacao(n.tipo, n.imovel?.status_imovel),
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn('break-words text-sm text-slate-900', !n.lida && 'font-semibold')}>
            {!n.lida && <span className="sr-only">Não lida: </span>}
            {n.mensagem}
          </p>
          {n.imovel && (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <span className="font-medium text-slate-800">{n.imovel.nome}</span>
              <span>
                {formatPrice({ preco_min: n.imovel.preco_min, preco_max: n.imovel.preco_max }, 'Sob Consulta')}
              </span>
              <Badge tone={tomDoStatus(n.imovel.status_imovel)}>{n.imovel.status_imovel}</Badge>
              {n.imovel.construtora_nome && <span>{n.imovel.construtora_nome}</span>}
            </div>
          )}
          <p className="mt-2 text-xs text-slate-500">{formatDateTime(new Date(n.created_at))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {n.link_acao && (
              <Link
                to={n.link_acao}
                onClick={() => !n.lida && onRead()}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver Detalhes
              </Link>
            )}
            {!n.lida && (
              <Button variant="ghost" size="sm" onClick={onRead} disabled={busy}>
                <Check aria-hidden="true" className="size-4" />
                Marcar como lida
              </Button>
            )}
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={busy}
          aria-label="Excluir notificação"
          className="shrink-0 text-slate-500 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </Card>
    </li>
  );
}
