// The audit log: who changed what, and when, newest first.
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { CursorPager, useCursorStack } from './cursor-pager.tsx';
import { auditoriaQuery } from './queries.ts';

const ACOES: Record<string, string> = {
  'usuario.desativar': 'desativou o usuário',
  'usuario.reativar': 'reativou o usuário',
  'mensagem.lida': 'marcou como lida a mensagem de',
  'mensagem.nao-lida': 'marcou como não lida a mensagem de',
  'mensagem.arquivar': 'arquivou a mensagem de',
  'mensagem.respondida': 'respondeu a mensagem de',
  'conteudo.atualizar': 'editou o conteúdo',
  'seo.atualizar': 'editou o SEO',
  'configuracoes.atualizar': 'editou as configurações do site',
  'totp.iniciar': 'iniciou a configuração da verificação em duas etapas',
  'totp.ativar': 'ativou a verificação em duas etapas',
  'totp.desativar': 'desativou a verificação em duas etapas',
};

export function AuditoriaList() {
  const pages = useCursorStack();
  const { data, error } = useQuery(auditoriaQuery(pages.cursor));
  return (
    <section aria-labelledby="auditoria" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="auditoria" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-brand-700" />
        Registro de alterações
      </h3>
      {error ? (
        <p className="mt-2 text-sm text-red-700">{errorMessage(error)}</p>
      ) : !data ? (
        <Skeleton className="mt-3 h-24" />
      ) : data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nenhuma alteração registrada.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 text-sm">
          {data.items.map((r) => {
            const alvo = r.alvo_tipo === 'usuario' && r.acao.startsWith('totp.') ? null : r.alvo_descricao;
            return (
              <li key={r.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <time dateTime={r.created_at} className="shrink-0 text-xs text-slate-500 sm:w-36">
                  {formatDateTime(new Date(r.created_at))}
                </time>
                <p className="min-w-0 break-words text-slate-800">
                  <span className="font-medium">{r.admin_email ?? 'Admin removido'}</span> {ACOES[r.acao] ?? r.acao}
                  {alvo && <span className="text-slate-600"> {alvo}</span>}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <CursorPager pagina={pages.pagina} proximo={data?.nextCursor} onPrev={pages.prev} onNext={pages.next} />
    </section>
  );
}
