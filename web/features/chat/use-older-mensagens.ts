// The older messages of an open conversation, a page at a time above the ones shown ("Carregar mensagens anteriores").
import { useCallback, useState } from 'react';
import type { MensagemChat } from '@worker/schemas/chat.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { fetchMensagens } from './queries.ts';

export function useOlderMensagens(conversaId: string, add: (mensagens: MensagemChat[]) => void) {
  /** The cursor of the older messages not read yet; null once the first message of the conversation is shown. */
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const loadOlder = useCallback(() => {
    if (!olderCursor || loadingOlder) return;
    setLoadingOlder(true);
    fetchMensagens(conversaId, { cursor: olderCursor })
      .then((page) => {
        add(page.items);
        setOlderCursor(page.nextCursor);
      })
      .catch((err: unknown) =>
        toast({ title: 'Erro ao buscar mensagens', description: errorMessage(err), variant: 'destructive' }),
      )
      .finally(() => setLoadingOlder(false));
  }, [olderCursor, loadingOlder, conversaId, add]);

  return { setOlderCursor, hasOlder: olderCursor !== null, loadingOlder, loadOlder };
}
