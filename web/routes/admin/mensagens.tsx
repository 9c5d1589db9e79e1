import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Archive, Mail, MailOpen, Reply } from 'lucide-react';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { TabPanel, Tabs } from '@web/components/ui/tabs.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { CursorPager, useCursorStack } from '@web/features/admin/cursor-pager.tsx';
import { markMensagem, mensagensQuery, useAdminMutation } from '@web/features/admin/queries.ts';
import type { MensagemAdmin, StatusMensagem } from '@worker/schemas/admin.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { ListState } from '@web/components/list-state.tsx';

const ABAS: { status: StatusMensagem; label: string }[] = [
  { status: 'novas', label: 'Novas' },
  { status: 'lidas', label: 'Lidas' },
  { status: 'arquivadas', label: 'Arquivadas' },
];

function mailto(m: MensagemAdmin) {
  const assunto = `Re: seu contato com a Conecta Imóveis${m.imovel_nome ? ` (${m.imovel_nome})` : ''}`;
  const corpo = `Olá, ${m.nome}!\n\n\n\n---\nSua mensagem:\n${m.mensagem}`;
  return `mailto:${m.email}?subject=${encodeURIComponent(assunto)}&body=${encodeURIComponent(corpo)}`;
}

export function Component() {
  usePageTitle('Mensagens');
  const [status, setStatus] = useState<StatusMensagem>('novas');
  const pages = useCursorStack();
  const query = useQuery(mensagensQuery(status, pages.cursor));
  const { data } = query;
  const idBase = useId();
  const acao = useAdminMutation(markMensagem);

  return (
    <>
      <AdminPageHeader title="Mensagens" description="Mensagens enviadas pelo formulário de contato." />
      <Tabs
        label="Filtrar mensagens"
        idBase={idBase}
        fill
        items={ABAS.map((aba) => ({
          id: aba.status,
          label: (
            <>
              {aba.label}
              {data && <span className="ml-1 opacity-80">({data.contagem[aba.status]})</span>}
            </>
          ),
        }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          pages.reset();
        }}
        className="mb-4"
      />
      <TabPanel idBase={idBase} value={status}>
        <ListState
          query={query}
          items={data?.items}
          loading={<Skeleton className="h-64" />}
          errorTitle="Erro ao carregar mensagens"
          empty={
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              Nenhuma mensagem por aqui.
            </p>
          }
        >
          {(rows) => (
            <ul className="space-y-3">
              {rows.map((m) => (
                <li key={m.id}>
                  <article
                    aria-label={`Mensagem de ${m.nome}`}
                    className={cn(
                      'rounded-2xl border bg-white p-4 shadow-sm',
                      m.lida ? 'border-slate-200' : 'border-brand-300 ring-1 ring-brand-200',
                    )}
                  >
                    <header className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="font-semibold text-slate-900">{m.nome}</p>
                        <p className="text-sm text-slate-600">
                          <span className="break-all">{m.email}</span> ·{' '}
                          <span className="whitespace-nowrap">{m.telefone}</span>
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-1.5">
                        {m.respondida_em && <Badge tone="green">Respondida</Badge>}
                        {!m.lida && <Badge tone="brand">Nova</Badge>}
                        <time className="text-xs text-slate-500" dateTime={m.created_at}>
                          {formatDateTime(new Date(m.created_at))}
                        </time>
                      </div>
                    </header>
                    {m.imovel_nome && <p className="mt-2 text-sm text-slate-700">Imóvel: {m.imovel_nome}</p>}
                    <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-800">
                      {m.mensagem}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <a
                        href={mailto(m)}
                        onClick={() => acao.mutate({ id: m.id, a: 'respondida' })}
                        className={buttonClasses({ size: 'sm' })}
                      >
                        <Reply aria-hidden="true" className="size-4" />
                        Responder por e-mail
                      </a>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => acao.mutate({ id: m.id, a: m.lida ? 'nao-lida' : 'lida' })}
                      >
                        {m.lida ? (
                          <Mail aria-hidden="true" className="size-4" />
                        ) : (
                          <MailOpen aria-hidden="true" className="size-4" />
                        )}
                        {m.lida ? 'Marcar como não lida' : 'Marcar como lida'}
                      </Button>
                      {!m.arquivada && (
                        <Button variant="ghost" size="sm" onClick={() => acao.mutate({ id: m.id, a: 'arquivar' })}>
                          <Archive aria-hidden="true" className="size-4" />
                          Arquivar
                        </Button>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <CursorPager pagina={pages.pagina} proximo={data?.nextCursor} onPrev={pages.prev} onNext={pages.next} />
      </TabPanel>
    </>
  );
}
