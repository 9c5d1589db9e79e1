// The printable proposal (A4), a standalone route like the contract's: the unit, the client, the payment plan and
// both parties, for either party to sign.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { formatBps, formatCentavos } from '@worker/schemas/dinheiro.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { requireSessionUser } from '@web/features/auth/guards.ts';
import { formatCpf, TabelaPlano } from '@web/features/propostas/proposta-parts.tsx';
import { propostaQuery } from '@web/features/propostas/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime, formatNumber } from '@web/lib/format.ts';
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
  const proposta = useQuery(propostaQuery(id));
  const [generatedAt] = useState(() => new Date());
  usePageTitle(proposta.data ? `Proposta — ${proposta.data.imovel.nome}` : 'Proposta');
  const back = `/dashboard?tab=proposals&proposta=${encodeURIComponent(id)}`;

  if (proposta.isPending) return <PageSpinner />;
  if (!proposta.data) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title="Erro ao buscar a proposta"
          message={errorMessage(proposta.error)}
          onRetry={() => void proposta.refetch()}
        />
      </main>
    );
  }
  const p = proposta.data;
  const unidade: [string, string][] = [
    ['Empreendimento', p.imovel.nome],
    ['Torre / Unidade', `${p.unidade.torre} · ${p.unidade.numero}`],
    ['Tipologia', p.unidade.tipologia ?? '—'],
    ['Área privativa', p.unidade.area_privativa === null ? '—' : `${formatNumber(p.unidade.area_privativa)} m²`],
    ['Preço de tabela', formatCentavos(p.preco_tabela_centavos)],
    [
      'Preço proposto',
      `${formatCentavos(p.preco_ofertado_centavos)}${p.resumo.desconto_bps ? ` (desconto de ${formatBps(p.resumo.desconto_bps)})` : ''}`,
    ],
  ];
  const cliente: [string, string][] = [
    ['Nome', p.cliente_nome],
    ['CPF', formatCpf(p.cliente_cpf)],
    ['Telefone', p.cliente_telefone],
    ['E-mail', p.cliente_email],
  ];

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
          Imprimir Proposta
        </Button>
      </div>
      <main className="mx-auto max-w-[210mm] bg-white p-6 shadow-lg sm:p-[15mm] print:max-w-none print:p-0 print:shadow-none">
        <article className="space-y-5 text-slate-900">
          <header className="border-b-2 border-slate-900 pb-4">
            <p className="text-xs font-semibold uppercase tracking-widest text-slate-500">Conecta Imóveis</p>
            <h1 className="mt-1 text-2xl font-bold">Proposta de Compra</h1>
            <p className="mt-1 text-sm text-slate-700">
              Nº {p.id.slice(0, 8).toUpperCase()} · Status: <strong>{p.status}</strong>
            </p>
          </header>

          <Bloco titulo="Unidade" linhas={unidade} />
          <Bloco titulo="Cliente" linhas={cliente} />

          <section className="break-inside-avoid">
            <h2 className="mb-2 text-sm font-bold uppercase tracking-wide">Plano de pagamento</h2>
            <TabelaPlano plano={p.plano} />
          </section>

          <Bloco
            titulo="Partes"
            linhas={[
              ['Construtora', p.construtora.nome],
              ['Corretor', `${p.corretor.nome}${p.corretor.creci ? ` · CRECI ${p.corretor.creci}` : ''}`],
            ]}
          />

          <div className="grid break-inside-avoid grid-cols-1 gap-10 pt-10 sm:grid-cols-3 print:grid-cols-3">
            {[p.cliente_nome, p.corretor.nome, p.construtora.nome].map((nome, i) => (
              <div key={i} className="border-t border-slate-500 pt-2 text-center text-sm">
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

function Bloco({ titulo, linhas }: { titulo: string; linhas: [string, string][] }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide">{titulo}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 print:grid-cols-2">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo} className="flex gap-2">
            <dt className="shrink-0 text-slate-500">{rotulo}:</dt>
            <dd className="font-medium">{valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
