// The printable proposal (A4), a standalone route like the contract's: the unit, the client, the payment plan and
// both parties, for either party to sign.
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatBps, formatCentavos } from '@worker/schemas/dinheiro.ts';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PrintDocument } from '@web/components/ui/print-document.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { requireSessionUser } from '@web/features/auth/guards.ts';
import { formatCpf } from '@worker/schemas/documentos-br.ts';
import { TabelaPlano } from '@web/features/propostas/proposta-parts.tsx';
import { propostaQuery } from '@web/features/propostas/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatNumber } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export async function loader() {
  await requireSessionUser();
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const proposta = useQuery(propostaQuery(id));
  usePageTitle(proposta.data ? `Proposta — ${proposta.data.imovel.nome}` : 'Proposta');
  const back = `/dashboard?tab=propostas&proposta=${encodeURIComponent(id)}`;

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
    <PrintDocument back={back} printLabel="Imprimir Proposta" title="Proposta de Compra" id={p.id} status={p.status}>
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
    </PrintDocument>
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
