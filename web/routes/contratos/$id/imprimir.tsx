// The printable capture contract (A4), a standalone route like the property sheet: only an Ativo contract prints.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { requireSessionUser } from '@web/features/auth/guards.ts';
import { comissao, Historico, NAO_INFORMADO, Partes, vigencia } from '@web/features/contratos/contrato-parts.tsx';
import { contratoQuery } from '@web/features/contratos/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const PRINT_CSS = `
@page { size: A4; margin: 15mm; }
@media print {
  html, body { background: #fff !important; }
  * { color: #000 !important; }
}`;

export async function loader() {
  await requireSessionUser();
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const contrato = useQuery(contratoQuery(id));
  const [generatedAt] = useState(() => new Date());
  usePageTitle(contrato.data ? `Contrato — ${contrato.data.imovel.nome}` : 'Contrato');
  const back = `/dashboard?tab=contracts&contrato=${encodeURIComponent(id)}`;

  if (contrato.isPending) return <PageSpinner />;
  if (!contrato.data) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title="Erro ao buscar contratos"
          message={errorMessage(contrato.error)}
          onRetry={() => void contrato.refetch()}
        />
      </main>
    );
  }
  const c = contrato.data;
  if (c.status_contrato !== 'Ativo') {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-xl font-bold text-slate-900">Contrato ainda não disponível para impressão</h1>
        <p className="mt-2 text-slate-600">
          Só contratos com status Ativo podem ser impressos. Este está como “{c.status_contrato}”.
        </p>
        <Link to={back} className="mt-6 inline-block font-semibold text-brand-700 hover:text-brand-900">
          Voltar para o contrato
        </Link>
      </main>
    );
  }

  return (
    <div className="min-h-dvh bg-slate-200 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-[210mm] items-center justify-between gap-3 px-4 pb-4 print:hidden">
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:text-brand-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar ao painel
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir Contrato
        </Button>
      </div>
      <main className="mx-auto max-w-[210mm] bg-white p-6 shadow-lg sm:p-[15mm] print:max-w-none print:p-0 print:shadow-none">
        <article className="space-y-5 text-slate-900">
          <header className="border-b-2 border-slate-900 pb-4">
            <p className="text-xs font-semibold uppercase tracking-widest text-slate-500">Conecta Imóveis</p>
            <h1 className="mt-1 text-2xl font-bold">Contrato de Captação</h1>
            <p className="mt-1 text-sm text-slate-700">
              Nº {c.id.slice(0, 8).toUpperCase()} · Status: <strong>{c.status_contrato}</strong>
            </p>
          </header>

          <Partes contrato={c} />

          <dl className="grid break-inside-avoid grid-cols-2 gap-3">
            <div className="rounded-lg border border-slate-300 px-3 py-2.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Comissão acordada</dt>
              <dd className="mt-0.5 text-sm font-bold">{comissao(c)}</dd>
            </div>
            <div className="rounded-lg border border-slate-300 px-3 py-2.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Vigência</dt>
              <dd className="mt-0.5 text-sm font-bold">{vigencia(c)}</dd>
            </div>
          </dl>

          <Secao titulo="Termos do Contrato">{c.termos_contrato ?? NAO_INFORMADO}</Secao>
          {c.observacoes_corretor && <Secao titulo="Observações do Corretor">{c.observacoes_corretor}</Secao>}
          {c.observacoes_construtora && <Secao titulo="Observações da Construtora">{c.observacoes_construtora}</Secao>}

          <section className="break-inside-avoid">
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">Histórico</h2>
            <Historico itens={c.historico} />
          </section>

          <div className="grid break-inside-avoid grid-cols-1 gap-10 pt-10 sm:grid-cols-2 print:grid-cols-2">
            {[c.construtora.nome, c.corretor.nome].map((nome) => (
              <div key={nome} className="border-t border-slate-500 pt-2 text-center text-sm">
                {nome}
              </div>
            ))}
          </div>

          <footer className="break-inside-avoid border-t border-slate-300 pt-3 text-xs text-slate-600">
            Documento gerado em {formatDateTime(generatedAt)} · Conecta Imóveis
          </footer>
        </article>
      </main>
    </div>
  );
}

function Secao({ titulo, children }: { titulo: string; children: string }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="text-sm font-bold uppercase tracking-wide">{titulo}</h2>
      <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-800">{children}</p>
    </section>
  );
}
