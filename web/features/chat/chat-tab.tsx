// Chat (docs/regras.md#chat): the conversation list beside the open conversation.
// Below 768 px only one of them shows: the list, or the open conversation with a back button.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, MessageSquare, RotateCw, Search, Send } from 'lucide-react';
import type { ConversaResumo, MensagemChat } from '@worker/schemas/chat.ts';
import { MENSAGEM_MAX, MSG_CHAT } from '@worker/schemas/chat.ts';
import { ListState } from '@web/components/list-state.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { InitialsAvatar } from '@web/components/ui/avatar.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import type { TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';
import { conversasQuery } from './queries.ts';
import { useChatRoom, type Pendente } from './use-chat-room.ts';

const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

function quando(iso: string): string {
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString() ? hora.format(d) : (formatDate(iso) ?? '');
}

export default function ChatTab({ user }: TabPanelProps) {
  const [params, setParams] = useSearchParams();
  const abertaId = params.get('conversa');
  const [busca, setBusca] = useState('');
  const [termo, setTermo] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTermo(busca.trim()), 250);
    return () => clearTimeout(t);
  }, [busca]);
  const query = useInfiniteQuery(conversasQuery(termo));
  const { isError, error } = query;
  const items = query.data?.pages.flatMap((p) => p.items);
  // The open conversation's header comes from the unfiltered list, so a search never closes it; one opened from a
  // later page or a search is kept as it was clicked.
  const { data: todas } = useInfiniteQuery(conversasQuery(''));
  const [clicked, setClicked] = useState<ConversaResumo | null>(null);

  useEffect(() => {
    if (isError) toast({ title: 'Erro ao buscar conversas', description: errorMessage(error), variant: 'destructive' });
  }, [isError, error]);

  const open = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('conversa', id);
        else next.delete('conversa');
        return next;
      },
      { replace: true },
    );

  const aberta =
    todas?.pages.flatMap((p) => p.items).find((c) => c.id === abertaId) ?? (clicked?.id === abertaId ? clicked : null);

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Chat</h2>
      {/* As tall as what is left of the screen under the header, the panel title and this heading (taller on a
          phone, where the title wraps), so the message box shows without scrolling the page. */}
      <Card className="grid h-[calc(100dvh-20.75rem)] min-h-[26rem] md:h-[calc(100dvh-17.5rem)] grid-cols-[minmax(0,1fr)] overflow-hidden md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside
          aria-label="Conversas"
          className={cn('flex min-h-0 min-w-0 flex-col border-slate-200 md:border-r', abertaId && 'hidden md:flex')}
        >
          <div className="border-b border-slate-200 p-3">
            <label className="relative block">
              <span className="sr-only">Buscar conversas</span>
              <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
              <Input
                type="search"
                value={busca}
                onChange={(e) => setBusca(e.target.value)}
                placeholder="Buscar conversas..."
                className="pl-9"
              />
            </label>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ListState
              query={query}
              items={items}
              loading={
                <div className="flex justify-center p-6">
                  <Spinner />
                </div>
              }
              errorTitle="Erro ao buscar conversas"
              empty={
                <p className="p-6 text-center text-sm text-slate-600">
                  {termo
                    ? 'Nenhuma conversa encontrada.'
                    : user.userType === 'corretor'
                      ? 'Nenhuma conversa ainda. Abra uma oportunidade e toque em "Conversar no chat".'
                      : 'Nenhuma conversa ainda. Inicie uma a partir das captações recebidas.'}
                </p>
              }
            >
              {(conversas) => (
                <>
                  <ul>
                    {conversas.map((c) => (
                      <ConversaItem
                        key={c.id}
                        conversa={c}
                        ativa={c.id === abertaId}
                        onOpen={() => {
                          setClicked(c);
                          open(c.id);
                        }}
                      />
                    ))}
                  </ul>
                  <LoadMore query={query} className="p-3" />
                </>
              )}
            </ListState>
          </div>
        </aside>

        <section
          className={cn('min-h-0 min-w-0 flex-col', abertaId ? 'flex' : 'hidden md:flex')}
          aria-label="Mensagens"
        >
          {!abertaId ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-500">
              <MessageSquare aria-hidden="true" className="size-12 text-slate-300" />
              <p className="text-lg font-medium">Selecione uma conversa</p>
            </div>
          ) : todas && !aberta ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <p className="font-medium text-slate-700">{MSG_CHAT.destinatario}</p>
              <Button variant="outline" onClick={() => open(null)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Voltar
              </Button>
            </div>
          ) : aberta ? (
            <ConversaAberta key={aberta.id} conversa={aberta} meuId={user.id} onBack={() => open(null)} />
          ) : (
            <div className="flex flex-1 justify-center p-6">
              <Spinner />
            </div>
          )}
        </section>
      </Card>
    </div>
  );
}

function ConversaItem({
  conversa: c,
  ativa,
  onOpen,
}: {
  conversa: ConversaResumo;
  ativa: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={ativa ? 'true' : undefined}
        className={cn(
          'flex w-full items-start gap-3 border-b border-slate-100 px-3 py-3 text-left transition-colors',
          ativa ? 'bg-brand-50' : 'hover:bg-slate-50',
        )}
      >
        <InitialsAvatar name={c.contraparte.nome} className="size-10 shrink-0 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{c.contraparte.nome}</span>
            <span className="shrink-0 text-xs text-slate-500">{quando(c.last_message_at)}</span>
          </span>
          {c.imovel && <span className="block truncate text-xs text-brand-700">{c.imovel.nome}</span>}
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', c.nao_lidas ? 'font-semibold text-slate-900' : 'text-slate-600')}>
              {c.ultima_mensagem?.conteudo ?? 'Nenhuma mensagem ainda'}
            </span>
            {c.nao_lidas > 0 && (
              <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold leading-5 text-white">
                <span aria-hidden="true">{c.nao_lidas}</span>
                <span className="sr-only">{c.nao_lidas} não lidas</span>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

function ConversaAberta({ conversa, meuId, onBack }: { conversa: ConversaResumo; meuId: string; onBack: () => void }) {
  const {
    mensagens,
    pendentes,
    status,
    enviar: send,
    reenviar: resend,
    hasOlder,
    loadingOlder,
    loadOlder,
  } = useChatRoom(conversa.id);
  const [texto, setTexto] = useState('');
  const fim = useRef<HTMLDivElement>(null);

  // Down to the newest message when one arrives or is sent, not when older ones are added above.
  const newestId = mensagens.at(-1)?.id;
  useEffect(() => {
    fim.current?.scrollIntoView({ block: 'end' });
  }, [newestId, pendentes.length]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (send(texto)) setTexto('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label="Voltar para as conversas"
          className="md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <InitialsAvatar name={conversa.contraparte.nome} className="size-9 shrink-0 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{conversa.contraparte.nome}</p>
          {conversa.imovel && (
            <Link
              to={`/oportunidades/${conversa.imovel.id}`}
              className="flex items-center gap-1 truncate text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{conversa.imovel.nome}</span>
            </Link>
          )}
        </div>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4" aria-live="polite">
        {status === 'loading' ? (
          <div className="flex justify-center">
            <Spinner />
          </div>
        ) : status === 'error' ? (
          <p className="text-center text-sm text-red-700">Erro ao buscar mensagens</p>
        ) : mensagens.length === 0 && pendentes.length === 0 ? (
          <p className="text-center text-sm text-slate-500">Envie a primeira mensagem.</p>
        ) : null}
        {hasOlder && (
          <div className="mb-3 flex justify-center">
            <Button variant="outline" size="sm" pending={loadingOlder} onClick={loadOlder}>
              Carregar mensagens anteriores
            </Button>
          </div>
        )}
        <ol className="space-y-2">
          {mensagens.map((m) => (
            <Bolha key={m.id} mensagem={m} minha={m.remetente_user_id === meuId} />
          ))}
          {pendentes.map((p) => (
            <BolhaPendente key={p.client_id} pendente={p} onRetry={() => resend(p.client_id)} />
          ))}
        </ol>
        <div ref={fim} />
      </div>

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-2 sm:p-3">
        <label className="sr-only" htmlFor="chat-mensagem">
          Mensagem
        </label>
        <Textarea
          id="chat-mensagem"
          rows={1}
          value={texto}
          maxLength={MENSAGEM_MAX}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Digite sua mensagem..."
          className="h-11 max-h-32 min-h-11! flex-1 resize-none"
        />
        <Button type="submit" disabled={!texto.trim()} aria-label="Enviar mensagem" className="shrink-0">
          <Send aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Enviar</span>
        </Button>
      </form>
    </>
  );
}

function Bolha({ mensagem: m, minha }: { mensagem: MensagemChat; minha: boolean }) {
  return (
    <li className={cn('flex', minha ? 'justify-end' : 'justify-start')} data-testid="mensagem">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[75%]',
          minha ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-slate-900',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{m.conteudo_mensagem}</p>
        <p className={cn('mt-1 text-right text-[11px]', minha ? 'text-white/75' : 'text-slate-500')}>
          {quando(m.created_at)}
        </p>
      </div>
    </li>
  );
}

function BolhaPendente({ pendente: p, onRetry }: { pendente: Pendente; onRetry: () => void }) {
  return (
    <li className="flex justify-end">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-sm px-3 py-2 text-sm sm:max-w-[75%]',
          p.falhou ? 'bg-red-50 text-red-900 ring-1 ring-red-300' : 'bg-brand-700/70 text-white',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{p.conteudo}</p>
        {p.falhou ? (
          <button
            type="button"
            onClick={onRetry}
            className="mt-1 flex items-center gap-1 text-xs font-semibold underline"
          >
            <RotateCw aria-hidden="true" className="size-3" />
            Não enviada. Tentar novamente
          </button>
        ) : (
          <p className="mt-1 text-right text-[11px] text-white/80">Enviando...</p>
        )}
      </div>
    </li>
  );
}
