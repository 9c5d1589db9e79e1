// The printable capture contract (A4), a standalone route like the property sheet: only an Ativo contract prints.
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PrintDocument } from '@web/components/ui/print-document.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { requireSessionUser } from '@web/features/auth/guards.ts';
import { comissao, Historico, NAO_INFORMADO, Partes, vigencia } from '@web/features/contratos/contrato-parts.tsx';
import { contratoQuery } from '@web/features/contratos/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { parteCaptadora } from '@worker/schemas/contratos.ts';

export async function loader() {
  await requireSessionUser();
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const contrato = useQuery(contratoQuery(id));
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
    <PrintDocument
      back={back}
      printLabel="Imprimir Contrato"
      title="Contrato de Captação"
      id={c.id}
      status={c.status_contrato}
    >
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
        {[c.construtora.nome, parteCaptadora(c).nome].map((nome) => (
          <div key={nome} className="border-t border-slate-500 pt-2 text-center text-sm">
            {nome}
          </div>
        ))}
      </div>
    </PrintDocument>
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
