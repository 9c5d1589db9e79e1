// 'Captações Recebidas por Corretores': captures of the developer's own developments, newest first,
// with broker name, CRECI and a contact-by-e-mail action. A table from 768 px, cards below.
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Handshake, Mail } from 'lucide-react';
import type { CaptacaoRecebida } from '@worker/schemas/empreendimentos.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { StartChatButton } from '@web/components/start-chat-button.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { recebidasQuery } from './queries.ts';
import { captacaoTone } from './status.ts';
import { Cell, Table } from '@web/components/ui/table.tsx';
import { ListState } from '@web/components/list-state.tsx';

const statusOf = (c: CaptacaoRecebida) => c.status_captacao?.trim() || c.status;
/** Brokers often type the prefix themselves ("CRECI-SP 123456-F"); never show it twice. */
const creciLabel = (creci: string) => (/^creci/i.test(creci.trim()) ? creci : `CRECI ${creci}`);

/** The broker who captured, or the agency that captured for its whole team. */
function captador(c: CaptacaoRecebida) {
  if (c.imobiliaria) {
    const m = c.imobiliaria;
    return { nome: m.nome, registro: `Imobiliária · ${creciLabel(m.creci_juridico)}`, email: m.email };
  }
  const k = c.corretor!;
  return { nome: k.nome, registro: creciLabel(k.creci), email: k.email };
}

function mailto(c: CaptacaoRecebida): string | null {
  const { nome, email } = captador(c);
  if (!email) return null;
  const subject = `Captação do empreendimento ${c.imovel.nome}`;
  const body = `Olá, ${nome}!\n\nVimos seu interesse no empreendimento ${c.imovel.nome} pela Conecta Imóveis.`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function ContactButton({ captacao, className }: { captacao: CaptacaoRecebida; className?: string }) {
  const href = mailto(captacao);
  if (!href) return <span className="text-sm text-slate-500">Sem e-mail</span>;
  return (
    <a href={href} className={buttonClasses({ variant: 'outline', size: 'sm', className })}>
      <Mail aria-hidden="true" className="size-4" />
      Contatar por e-mail
      {/* Tells the rows apart for a screen reader; the name still begins with the visible words. */}
      <span className="sr-only">
        : {captador(captacao).nome}, {captacao.imovel.nome}
      </span>
    </a>
  );
}

export default function ReceivedCapturesTab() {
  const query = useInfiniteQuery(recebidasQuery);

  useEffect(() => {
    if (query.error) {
      toast({ title: 'Erro ao buscar captações', description: errorMessage(query.error), variant: 'destructive' });
    }
  }, [query.error]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Captações Recebidas por Corretores</h2>
        <p className="mt-1 text-sm text-slate-600">
          Corretores que registraram interesse nos seus empreendimentos, dos mais recentes para os mais antigos.
        </p>
      </div>

      <ListState
        query={query}
        items={items}
        loading={
          <div className="space-y-3" aria-label="Carregando captações">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        }
        errorTitle="Erro ao buscar captações"
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Handshake aria-hidden="true" className="size-7" />
            </span>
            <p className="text-lg font-semibold text-slate-900">Nenhuma captação recebida ainda</p>
            <p className="max-w-md text-sm text-slate-600">
              Quando um corretor captar um dos seus empreendimentos, ele aparecerá aqui com o CRECI e um atalho para
              contato.
            </p>
          </div>
        }
      >
        {(rows) => (
          <>
            {/* Cards on phones */}
            <ul className="space-y-3 md:hidden">
              {rows.map((c) => (
                <li key={c.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{captador(c).nome}</p>
                      <p className="text-sm text-slate-600">{captador(c).registro}</p>
                    </div>
                    <Badge tone={captacaoTone(statusOf(c))} className="shrink-0">
                      {statusOf(c)}
                    </Badge>
                  </div>
                  <p className="text-sm text-slate-700">
                    <Link
                      to={`/oportunidades/${c.imovel.id}`}
                      className="font-medium text-brand-700 hover:text-brand-900"
                    >
                      {c.imovel.nome}
                    </Link>
                    <span className="text-slate-500"> · {formatDate(c.data_captacao)}</span>
                  </p>
                  <ContactButton captacao={c} className="w-full" />
                  {c.corretor && <StartChatButton alvo={{ captacao_id: c.id }} label="Conversar" className="w-full" />}
                </li>
              ))}
            </ul>

            {/* Table from 768 px */}
            <Table
              caption="Captações recebidas por corretores"
              className="hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block"
              columns={[
                { header: 'Corretor' },
                { header: 'Empreendimento' },
                { header: 'Data' },
                { header: 'Status' },
                { header: 'Ações', align: 'right', srOnly: true },
              ]}
            >
              {rows.map((c) => (
                <tr key={c.id} className="align-middle">
                  <Cell>
                    <p className="font-semibold text-slate-900">{captador(c).nome}</p>
                    <p className="whitespace-nowrap text-slate-500">{captador(c).registro}</p>
                  </Cell>
                  <Cell>
                    <Link
                      to={`/oportunidades/${c.imovel.id}`}
                      className="font-medium text-brand-700 hover:text-brand-900"
                    >
                      {c.imovel.nome}
                    </Link>
                  </Cell>
                  <Cell className="whitespace-nowrap text-slate-600">{formatDate(c.data_captacao)}</Cell>
                  <Cell>
                    <Badge tone={captacaoTone(statusOf(c))} className="whitespace-nowrap">
                      {statusOf(c)}
                    </Badge>
                  </Cell>
                  <Cell>
                    <div className="flex flex-wrap justify-end gap-2">
                      <ContactButton captacao={c} />
                      {c.corretor && <StartChatButton alvo={{ captacao_id: c.id }} label="Conversar" />}
                    </div>
                  </Cell>
                </tr>
              ))}
            </Table>

            <LoadMore query={query} />
          </>
        )}
      </ListState>
    </div>
  );
}
