// New notifications arrive over /api/notificacoes/ws: a toast of 7 s with 'Ver Detalhes' and fresh
// lists and badges. After a reconnect the tab asks for what came while it was away.
// See docs/regras.md#notificações.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { HubFrame, Notificacao } from '@worker/schemas/notificacoes.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { connectLive } from '@web/lib/live-socket.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { fetchNotificacoesAfter } from './queries.ts';
import { refreshNotificacoes } from './unread-queries.ts';
import { TITULO_POR_TIPO } from './tipos.ts';

const TOAST_MS = 7000;

export default function LiveNotifications() {
  const navigate = useNavigate();

  useEffect(() => {
    const seen = new Set<string>();
    let newest = new Date().toISOString();

    // A chat notification still unread is rewritten by the next message (same id, new time): that is news too.
    const chave = (n: Notificacao) => `${n.id}@${n.created_at}`;
    const show = (items: Notificacao[]) => {
      const fresh = items.filter((n) => !seen.has(chave(n)));
      if (!fresh.length) return;
      for (const n of fresh) {
        seen.add(chave(n));
        if (Date.parse(n.created_at) > Date.parse(newest)) newest = n.created_at;
      }
      void refreshNotificacoes();
      if (fresh.some((n) => n.tipo === 'nova_mensagem_chat'))
        void queryClient.invalidateQueries({ queryKey: ['chat'] });
      // A commission or a share that moved shows its new status in the open commissions tab.
      if (fresh.some((n) => n.tipo === 'comissao_atualizada'))
        void queryClient.invalidateQueries({ queryKey: ['comissoes'] });
      // A signature round that ended shows 'Assinada' (or the refusal) in the open proposal or contract.
      if (fresh.some((n) => n.tipo === 'documento_assinado' || n.tipo === 'assinatura_recusada'))
        void queryClient.invalidateQueries({ queryKey: ['assinaturas'] });
      // One toast at a time: the newest one.
      const last = fresh.reduce((a, b) => (Date.parse(b.created_at) > Date.parse(a.created_at) ? b : a));
      const link = last.link_acao;
      toast({
        title: TITULO_POR_TIPO[last.tipo],
        description: last.mensagem,
        duration: TOAST_MS,
        ...(link ? { action: { label: 'Ver Detalhes', onClick: () => void navigate(link) } } : {}),
      });
    };

    const live = connectLive('/api/notificacoes/ws', {
      onOpen: (reconnected) => {
        if (!reconnected) return;
        void fetchNotificacoesAfter(newest)
          .then(show)
          .catch(() => undefined);
      },
      onFrame: (frame) => {
        const f = frame as HubFrame;
        if (f.type === 'notificacao') show([f.notificacao]);
        // An agency's team reserved, proposed or sold: its open lists and totals read again, without a toast.
        if (f.type === 'equipe') {
          void queryClient.invalidateQueries({ queryKey: ['vendas-equipe'] });
          void queryClient.invalidateQueries({ queryKey: ['comissoes'] });
        }
      },
    });
    return () => live.close();
  }, [navigate]);

  return null;
}
