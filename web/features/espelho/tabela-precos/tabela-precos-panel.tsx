// The developer's price table of one development: export the current table (CSV/XLSX), preview a file (what it
// creates and changes, every refused line with its number and reason), apply it when the whole file is valid,
// and the list of versions kept for each import.
import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { COLUNAS_TABELA, MAX_ARQUIVO_TABELA_BYTES, MSG_TABELA, type ErroLinha } from '@worker/schemas/tabela-precos.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { useSubmissionKey } from '@web/lib/submission-key.ts';
import { PreviaTabela } from './previa-tabela.tsx';
import { applyTabela, previewTabela, versoesQuery } from './queries.ts';
import { VersoesList } from './versoes-list.tsx';

/** The errors of a refused import, as line/reason pairs (the server sends them as issues). */
function errosDe(error: unknown): ErroLinha[] {
  if (!(error instanceof ApiError) || error.issues.length === 0) return [];
  return error.issues.map((i) => ({ linha: i.path[0] === 'linha' ? Number(i.path[1]) : 0, motivo: i.message }));
}

export default function TabelaPrecosPanel({ imovelId }: { imovelId: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [grande, setGrande] = useState(false);
  const queryClient = useQueryClient();
  const base = `/api/tabela-precos/${imovelId}`;

  const previa = useMutation({ mutationFn: () => previewTabela(imovelId, arquivo!) });
  const submission = useSubmissionKey();
  const apply = useMutation({
    mutationFn: () => submission.run((idempotencyKey) => applyTabela(imovelId, arquivo!, idempotencyKey)),
    onSuccess: ({ versao }) => {
      toast({
        title: MSG_TABELA.aplicada,
        description: `${versao.unidades_criadas} criadas, ${versao.unidades_alteradas} alteradas.`,
      });
      setArquivo(null);
      if (inputRef.current) inputRef.current.value = '';
      previa.reset();
      void queryClient.invalidateQueries({ queryKey: versoesQuery(imovelId).queryKey });
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
        <PreviaTabela
          previa={p}
          errosAplicar={applyErrors}
          erroAplicar={apply.error}
          onAplicar={() => apply.mutate()}
          aplicando={apply.isPending}
        />
      ) : null}

      <VersoesList imovelId={imovelId} />
    </Card>
  );
}
