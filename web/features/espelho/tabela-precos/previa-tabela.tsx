// The preview of a price-table file: how many units it creates and changes, every refused line with its reason,
// what changes in each unit, and the button that applies it when the whole file is valid.
import { CircleAlert } from 'lucide-react';
import {
  MSG_TABELA,
  type CampoTabela,
  type ErroLinha,
  type LinhaPrevia,
  type MudancaCampo,
  type PreviaTabela as Previa,
} from '@worker/schemas/tabela-precos.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatBRL, formatNumber } from '@web/lib/format.ts';

const ROTULO: Record<CampoTabela, string> = {
  andar: 'Andar',
  tipologia: 'Tipologia',
  area_privativa: 'Área',
  vagas: 'Vagas',
  preco_centavos: 'Preço',
};
/** The preview lists this many changed lines; the counts cover all of them. */
const MAX_LINHAS_VISIVEIS = 200;

function valor(campo: CampoTabela, v: MudancaCampo['de']): string {
  if (v === null || v === '') return '—';
  if (typeof v === 'string') return v;
  if (campo === 'preco_centavos') return formatBRL(v / 100);
  if (campo === 'area_privativa') return `${formatNumber(v)} m²`;
  return String(v);
}

function ListaErros({ erros, titulo }: { erros: ErroLinha[]; titulo: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {titulo}
      </p>
      <ul className="mt-2 max-h-80 space-y-1 overflow-y-auto" aria-label="Erros do arquivo">
        {erros.map((e, i) => (
          <li key={i}>
            <span className="font-semibold">{e.linha > 0 ? `Linha ${e.linha}` : 'Arquivo'}:</span> {e.motivo}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LinhaMudanca({ l }: { l: LinhaPrevia }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-slate-500">Linha {l.linha}</span>
        <span className="font-semibold text-slate-900">
          {l.torre} · {l.unidade}
        </span>
        <span
          className={
            l.acao === 'criar'
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
              : 'rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800'
          }
        >
          {l.acao === 'criar' ? 'Nova unidade' : 'Alterada'}
        </span>
        {l.status && l.status !== 'Disponível' ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{l.status}</span>
        ) : null}
      </p>
      <ul className="mt-1 text-slate-700">
        {l.mudancas.map((m) => (
          <li key={m.campo}>
            {ROTULO[m.campo]}:{' '}
            {l.acao === 'criar' ? (
              valor(m.campo, m.para)
            ) : (
              <>
                <span className="text-slate-500 line-through">{valor(m.campo, m.de)}</span> →{' '}
                <span className="font-semibold">{valor(m.campo, m.para)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PreviaTabela({
  previa: p,
  errosAplicar: applyErrors,
  erroAplicar,
  onAplicar,
  aplicando,
}: {
  previa: Previa;
  /** The lines refused when applying (the table changed since the preview). */
  errosAplicar: ErroLinha[];
  erroAplicar: unknown;
  onAplicar: () => void;
  aplicando: boolean;
}) {
  const valida = p.erros.length === 0;
  return (
    <section aria-label="Pré-visualização da tabela" className="space-y-4">
      <ul className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Novas', p.criar],
            ['Alteradas', p.alterar],
            ['Sem mudança', p.sem_mudanca],
          ] as const
        ).map(([rotulo, n]) => (
          <li key={rotulo} className="rounded-xl bg-slate-50 p-2">
            <p className="text-xl font-bold tabular-nums text-slate-900">{formatNumber(n)}</p>
            <p className="text-xs text-slate-600">{rotulo}</p>
          </li>
        ))}
      </ul>

      {p.erros.length > 0 ? (
        <ListaErros
          erros={p.erros}
          titulo={`${p.erros.length} ${p.erros.length === 1 ? 'erro' : 'erros'}: nada será aplicado até o arquivo ser corrigido.`}
        />
      ) : null}

      {p.linhas.length > 0 ? (
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-800">O que muda</h4>
          <ul className="max-h-[28rem] space-y-2 overflow-y-auto">
            {p.linhas.slice(0, MAX_LINHAS_VISIVEIS).map((l) => (
              <LinhaMudanca key={l.linha} l={l} />
            ))}
          </ul>
          {p.linhas.length > MAX_LINHAS_VISIVEIS ? (
            <p className="mt-2 text-sm text-slate-600">
              e mais {formatNumber(p.linhas.length - MAX_LINHAS_VISIVEIS)} linhas com mudanças.
            </p>
          ) : null}
        </div>
      ) : valida ? (
        <p className="text-sm text-slate-600">Nenhuma unidade muda com este arquivo.</p>
      ) : null}

      {applyErrors.length > 0 ? (
        <ListaErros erros={applyErrors} titulo={MSG_TABELA.invalida} />
      ) : erroAplicar ? (
        <FormAlert>{errorMessage(erroAplicar)}</FormAlert>
      ) : null}

      {valida ? (
        <Button type="button" onClick={onAplicar} pending={aplicando}>
          Aplicar tabela
        </Button>
      ) : null}
    </section>
  );
}
