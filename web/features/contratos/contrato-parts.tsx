// Pieces of a contract shown both in the dashboard dialog and on the printable page.
import type { ReactNode } from 'react';
import { parteCaptadora, type Contrato, type ContratoHistorico } from '@worker/schemas/contratos.ts';
import { formatDate, formatDateTime, formatPercent } from '@web/lib/format.ts';

export const NAO_INFORMADO = 'Não informado';

export function vigencia(c: Pick<Contrato, 'data_inicio_validade' | 'data_fim_validade'>): string {
  const inicio = formatDate(c.data_inicio_validade);
  const fim = formatDate(c.data_fim_validade);
  if (inicio && fim) return `${inicio} a ${fim}`;
  if (inicio) return `A partir de ${inicio}`;
  if (fim) return `Até ${fim}`;
  return NAO_INFORMADO;
}

export function comissao(c: Pick<Contrato, 'comissao_percent_acordada'>): string {
  return c.comissao_percent_acordada === null ? NAO_INFORMADO : formatPercent(c.comissao_percent_acordada);
}

/** The two parties and the development. */
export function Partes({ contrato }: { contrato: Contrato }) {
  const { construtora, imovel } = contrato;
  const captadora = parteCaptadora(contrato);
  return (
    <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
      <Bloco titulo="Construtora">
        <Linha rotulo="Nome">{construtora.nome}</Linha>
        {construtora.cnpj && <Linha rotulo="CNPJ">{construtora.cnpj}</Linha>}
        <Linha rotulo="E-mail">{construtora.email ?? NAO_INFORMADO}</Linha>
        <Linha rotulo="Telefone">{construtora.telefone ?? NAO_INFORMADO}</Linha>
      </Bloco>
      <Bloco titulo={captadora.titulo}>
        <Linha rotulo="Nome">{captadora.nome}</Linha>
        <Linha rotulo={captadora.registro[0]}>{captadora.registro[1]}</Linha>
        <Linha rotulo="E-mail">{captadora.email ?? NAO_INFORMADO}</Linha>
        <Linha rotulo="Telefone">{captadora.telefone ?? NAO_INFORMADO}</Linha>
      </Bloco>
      <Bloco titulo="Empreendimento" className="sm:col-span-2 print:col-span-2">
        <Linha rotulo="Nome">{imovel.nome}</Linha>
        <Linha rotulo="Endereço">{imovel.endereco}</Linha>
      </Bloco>
    </div>
  );
}

function Bloco({ titulo, className, children }: { titulo: string; className?: string; children: ReactNode }) {
  return (
    <section className={`break-inside-avoid rounded-xl border border-slate-200 p-3.5 ${className ?? ''}`}>
      <h3 className="text-xs font-bold uppercase tracking-wide text-slate-500">{titulo}</h3>
      <dl className="mt-2 grid gap-1 text-sm">{children}</dl>
    </section>
  );
}

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  // Inline, so a long e-mail wraps as a whole line instead of breaking inside a narrow value column.
  return (
    <div>
      <dt className="inline font-medium text-slate-600">{rotulo}: </dt>
      <dd className="inline text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Who changed the status, when, from what to what, and why. */
export function Historico({ itens }: { itens: ContratoHistorico[] }) {
  if (itens.length === 0) return <p className="text-sm text-slate-600">Nenhuma alteração registrada.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {itens.map((h) => (
        <li key={h.id} className="relative break-inside-avoid text-sm">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-700" />
          <p className="font-medium text-slate-900">{h.de ? `${h.de} → ${h.para}` : `Criado como ${h.para}`}</p>
          <p className="text-xs text-slate-600">
            {h.autor ?? 'Sistema'} · <time dateTime={h.created_at}>{formatDateTime(new Date(h.created_at))}</time>
          </p>
          {h.observacao && (
            <p className="mt-1 whitespace-pre-line rounded-lg bg-slate-50 px-3 py-2 text-slate-700">{h.observacao}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
