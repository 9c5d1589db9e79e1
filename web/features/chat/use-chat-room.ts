// One open conversation: its messages from HTTP, new ones over the room's socket, sends acknowledged by id.
// Messages are keyed by id, so whatever arrives twice (ack and catch-up, a resend after a restart) shows once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatServerFrame, MensagemChat } from '@worker/schemas/chat.ts';
import { MENSAGEM_MAX, MSG_CHAT } from '@worker/schemas/chat.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { connectLive, type LiveSocket } from '@web/lib/live-socket.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { CHAT_KEY, fetchMensagens, fetchMensagensAfter, postMensagem } from './queries.ts';
import { useOlderMensagens } from './use-older-mensagens.ts';

/** A sent message waiting for its acknowledgement; its client_id becomes the stored message's id. */
export type Pendente = { client_id: string; conteudo: string; falhou: boolean };

/** Without an ack by then, the same message (same client_id) goes over HTTP: it is stored once either way. */
const ACK_TIMEOUT_MS = 8000;
/** The longest wait between two attempts to catch up after a reconnection. */
const CATCH_UP_MAX_MS = 15_000;

const ordem = (a: MensagemChat, b: MensagemChat) =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : Date.parse(a.created_at) - Date.parse(b.created_at);

export function useChatRoom(conversaId: string) {
  const [mensagens, setMensagens] = useState<Map<string, MensagemChat>>(new Map());
  const [pendentes, setPendentes] = useState<Pendente[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const socket = useRef<LiveSocket | null>(null);
  const pendentesRef = useRef<Pendente[]>([]);
  const ultimaRef = useRef<string | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const merge = useCallback((novas: MensagemChat[]) => {
    if (!novas.length) return;
    setMensagens((prev) => {
      const next = new Map(prev);
      for (const m of novas) next.set(m.id, m);
      const ultima = [...next.values()].sort(ordem).at(-1);
      ultimaRef.current = ultima?.id ?? null;
      return next;
    });
    const ids = new Set(novas.map((m) => m.id));
    pendentesRef.current = pendentesRef.current.filter((p) => !ids.has(p.client_id));
    setPendentes(pendentesRef.current);
    for (const id of ids) {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
    }
  }, []);
  const older = useOlderMensagens(conversaId, merge);
  const { setOlderCursor } = older;

  const falhou = useCallback((clientId: string, message: string) => {
    pendentesRef.current = pendentesRef.current.map((p) => (p.client_id === clientId ? { ...p, falhou: true } : p));
    setPendentes(pendentesRef.current);
    toast({ title: MSG_CHAT.falhaEnvio, description: message, variant: 'destructive' });
  }, []);

  const porHttp = useCallback(
    (p: Pendente) => {
      postMensagem(conversaId, { conteudo: p.conteudo, client_id: p.client_id })
        .then(({ mensagem }) => merge([mensagem]))
        .catch((err: unknown) => falhou(p.client_id, errorMessage(err)));
    },
    [conversaId, merge, falhou],
  );

  const broadcast = useCallback(
    (p: Pendente) => {
      const frame = JSON.stringify({ type: 'send', conteudo: p.conteudo, client_id: p.client_id });
      if (!socket.current?.send(frame)) return porHttp(p);
      clearTimeout(timers.current.get(p.client_id));
      timers.current.set(
        p.client_id,
        setTimeout(() => {
          if (pendentesRef.current.some((x) => x.client_id === p.client_id && !x.falhou)) porHttp(p);
        }, ACK_TIMEOUT_MS),
      );
    },
    [porHttp],
  );

  useEffect(() => {
    let vivo = true;
    // Reading marked them read: the list's unread counts and the badges change.
    const onRead = () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
    // The newest page first; the older ones on request (useOlderMensagens).
    const openNewest = async () => {
      const page = await fetchMensagens(conversaId);
      if (!vivo) return;
      merge(page.items);
      setOlderCursor(page.nextCursor);
      onRead();
    };
    // What came after the anchor (the newest page when nothing was held).
    const catchUpFrom = async (after: string | null) => {
      if (!after) return openNewest();
      const items = await fetchMensagensAfter(conversaId, after);
      if (vivo) merge(items);
      onRead();
    };
    openNewest()
      .then(() => vivo && setStatus('ready'))
      .catch((err: unknown) => {
        if (!vivo) return;
        setStatus('error');
        toast({ title: 'Erro ao buscar mensagens', description: errorMessage(err), variant: 'destructive' });
      });
    socket.current = connectLive(`/api/chat/conversas/${conversaId}/ws`, {
      onOpen: (reconnected) => {
        if (!reconnected) return;
        // Catch up on what came while the socket was down, then resend what was never acknowledged. The anchor is
        // the newest message held before the drop: a broadcast arriving meanwhile must not move it past the gap,
        // and a failed catch-up (the server busy after a restart) is retried until it answers.
        const ancora = ultimaRef.current;
        const catchUp = (tentativa: number): Promise<void> =>
          catchUpFrom(ancora).catch(async () => {
            if (!vivo) return;
            await new Promise((r) => setTimeout(r, Math.min(CATCH_UP_MAX_MS, 1000 * 2 ** tentativa)));
            return catchUp(tentativa + 1);
          });
        void catchUp(0).finally(() => pendentesRef.current.filter((p) => !p.falhou).forEach(broadcast));
      },
      onFrame: (raw) => {
        const frame = raw as ChatServerFrame;
        if (frame.type === 'ack' || frame.type === 'mensagem') {
          merge([frame.mensagem]);
          void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'conversas'] });
        } else if (frame.type === 'erro' && frame.client_id) {
          falhou(frame.client_id, frame.message);
        }
      },
    });
    const pending = timers.current;
    return () => {
      vivo = false;
      socket.current?.close();
      socket.current = null;
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, [conversaId, merge, falhou, broadcast, setOlderCursor]);

  /** Blank text is never sent; false when refused. */
  const send = useCallback(
    (conteudo: string): boolean => {
      if (!conteudo.trim() || [...conteudo].length > MENSAGEM_MAX) return false;
      const p: Pendente = { client_id: crypto.randomUUID(), conteudo, falhou: false };
      pendentesRef.current = [...pendentesRef.current, p];
      setPendentes(pendentesRef.current);
      broadcast(p);
      return true;
    },
    [broadcast],
  );

  const resend = useCallback(
    (clientId: string) => {
      const p = pendentesRef.current.find((x) => x.client_id === clientId);
      if (!p) return;
      pendentesRef.current = pendentesRef.current.map((x) => (x.client_id === clientId ? { ...x, falhou: false } : x));
      setPendentes(pendentesRef.current);
      broadcast(p);
    },
    [broadcast],
  );

  const ordered = [...mensagens.values()].sort(ordem);
  return { mensagens: ordered, pendentes, status, enviar: send, reenviar: resend, ...older };
}
