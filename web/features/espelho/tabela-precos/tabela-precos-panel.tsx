// The developer's price table of one development: export the current table (CSV/XLSX), preview a file (what it
// creates and changes, every refused line with its number and reason), apply it when the whole file is valid,
// and the list of versions kept for each import.
import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Download, FileSpreadsheet, Upload } from 'lucide-react';
import {
  COLUNAS_TABELA,
  MAX_ARQUIVO_TABELA_BYTES,
  MSG_TABELA,
  type CampoTabela,
  type ErroLinha,
  type LinhaPrevia,
  type MudancaCampo,
} from '@worker/schemas/tabela-precos.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, api, apiUpload, errorMessage } from '@web/lib/api.ts';
import { formatBRL, formatDateTime, formatNumber } from '@web/lib/format.ts';
import { useSubmissionKey } from '@web/lib/submission-key.ts';

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

const versoesKey = (imovelId: string) => ['tabela-precos', imovelId, 'versoes'] as const;

/** The errors of a refused import, as line/reason pairs (the server sends them as issues). */
function errosDe(error: unknown): ErroLinha[] {
  if (!(error instanceof ApiError) || error.issues.length === 0) return [];
  return error.issues.map((i) => ({ linha: i.path[0] === 'linha' ? Number(i.path[1]) : 0, motivo: i.message }));
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

export default function TabelaPrecosPanel({ imovelId }: { imovelId: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [grande, setGrande] = useState(false);
  const queryClient = useQueryClient();
  const base = `/api/tabela-precos/${imovelId}`;

  const versoes = useQuery({
    queryKey: versoesKey(imovelId),
    queryFn: ({ signal }) => api('GET', '/api/tabela-precos/:imovelId/versoes', { param: { imovelId }, signal }),
  });

  const formulario = () => {
    const form = new FormData();
    form.set('arquivo', arquivo!);
    return form;
  };
  const previa = useMutation({
    mutationFn: () => apiUpload('/api/tabela-precos/:imovelId/previa', formulario(), { param: { imovelId } }),
  });
  const submission = useSubmissionKey();
  const apply = useMutation({
    mutationFn: () =>
      submission.run((idempotencyKey) =>
        apiUpload('/api/tabela-precos/:imovelId', formulario(), { param: { imovelId }, idempotencyKey }),
      ),
    onSuccess: ({ versao }) => {
      toast({
        title: MSG_TABELA.aplicada,
        description: `${versao.unidades_criadas} criadas, ${versao.unidades_alteradas} alteradas.`,
      });
      setArquivo(null);
      if (inputRef.current) inputRef.current.value = '';
      previa.reset();
      void queryClient.invalidateQueries({ queryKey: versoesKey(imovelId) });
      void queryClient.invalidateQueries({ queryKey: ['espelho', imovelId] });
    },
  });

  const choose = (file: File | null) => {
    previa.reset();
    apply.reset();
    setGrande(!!file && file.size > MAX_ARQUIVO_TABELA_BYTES);
    setArquivo(file);
  };

  const p = previa.data;
  const applyErrors = errosDe(apply.error);
  const valida = !!p && p.erros.length === 0;

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <FileSpreadsheet aria-hidden="true" className="size-5 text-brand-700" />
            Tabela de preços
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            CSV (separado por <code>;</code>) ou XLSX com as colunas{' '}
            <code className="break-all">{COLUNAS_TABELA.join(';')}</code> e valores como <code>450.000,00</code>. Nada é
            aplicado se alguma linha tiver erro.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`${base}/exportar?formato=csv`}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV
          </a>
          <a
            href={`${base}/exportar?formato=xlsx`}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Exportar XLSX
          </a>
        </div>
      </div>

      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (arquivo && !grande) previa.mutate();
        }}
      >
        <div className="min-w-0 flex-1">
          <p className="mb-1.5 text-sm font-medium text-slate-800">Arquivo da tabela (.csv ou .xlsx)</p>
          <div className="flex min-w-0 items-center gap-3">
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Arquivo da tabela (.csv ou .xlsx)"
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              aria-invalid={grande || undefined}
              className="peer sr-only"
            />
            {/* The native picker's button speaks the browser's language; this label is the visible button. */}
            <label
              htmlFor={inputId}
              className={buttonClasses({
                variant: 'outline',
                size: 'sm',
                className: 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500',
              })}
            >
              <Upload aria-hidden="true" className="size-4" />
              Escolher arquivo
            </label>
            <span className="min-w-0 truncate text-sm text-slate-600">
              {arquivo?.name ?? 'Nenhum arquivo escolhido'}
            </span>
          </div>
        </div>
        <Button type="submit" variant="outline" disabled={!arquivo || grande} pending={previa.isPending}>
          Pré-visualizar
        </Button>
      </form>

      {grande ? <FormAlert>{MSG_TABELA.arquivoGrande}</FormAlert> : null}
      {previa.error ? <FormAlert>{errorMessage(previa.error)}</FormAlert> : null}

      {p ? (
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
          ) : apply.error ? (
            <FormAlert>{errorMessage(apply.error)}</FormAlert>
          ) : null}

          {valida ? (
            <Button type="button" onClick={() => apply.mutate()} pending={apply.isPending}>
              Aplicar tabela
            </Button>
          ) : null}
        </section>
      ) : null}

      <section aria-label="Versões da tabela">
        <h4 className="mb-2 text-sm font-semibold text-slate-800">Versões</h4>
        {versoes.isPending ? (
          <p className="text-sm text-slate-500">Carregando…</p>
        ) : versoes.error ? (
          <FormAlert>{errorMessage(versoes.error)}</FormAlert>
        ) : versoes.data.versoes.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma tabela importada ainda.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {versoes.data.versoes.map((v) => (
              <li key={v.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:gap-3">
                <span className="font-medium text-slate-900">{formatDateTime(new Date(v.created_at))}</span>
                <span className="text-slate-600">{v.autor ?? 'Conta excluída'}</span>
                <span className="min-w-0 truncate text-slate-500">{v.arquivo_nome}</span>
                <span className="text-slate-700 sm:ml-auto">
                  {v.unidades_criadas} {v.unidades_criadas === 1 ? 'criada' : 'criadas'}, {v.unidades_alteradas}{' '}
                  {v.unidades_alteradas === 1 ? 'alterada' : 'alteradas'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
