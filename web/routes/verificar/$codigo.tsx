// Public verification of a signed document by the code printed on its signature page: the document's name, its
// hashes, the signers (CPF masked) and their times; a PDF chosen here is hashed in the browser (never uploaded) and
// compared with the signed PDF and the document sent for signature.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { ROTULO_PAPEL, type Verificacao } from '@worker/schemas/assinaturas.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { verificacaoQuery } from '@web/components/assinaturas/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Verificar documento assinado');
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const [digitado, setDigitado] = useState(codigo);
  const verificacao = useQuery({ ...verificacaoQuery(codigo), enabled: codigo !== '' });
  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    if (digitado.trim()) void navigate(`/verificar/${encodeURIComponent(digitado.trim())}`);
  };

  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Verificação de assinatura
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Verificar documento assinado</h1>
        <p className="text-slate-700">Digite o código da página de assinaturas do PDF para conferir o documento.</p>
      </header>
      <form onSubmit={lookUp} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label="Código de verificação">
            {(f) => (
              <Input
                {...f}
                value={digitado}
                onChange={(e) => setDigitado(e.target.value)}
                placeholder="ABCD-EFGH-JKLM"
                autoComplete="off"
                className="font-mono uppercase"
              />
            )}
          </FormField>
        </div>
        <Button type="submit">Verificar</Button>
      </form>
      {codigo && verificacao.isPending && <Spinner />}
      {verificacao.error && <FormAlert>{errorMessage(verificacao.error)}</FormAlert>}
      {verificacao.data && <Resultado v={verificacao.data} />}
    </main>
  );
}

function Resultado({ v }: { v: Verificacao }) {
  return (
    <>
      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{v.documento_nome}</h2>
          <Badge tone={v.status === 'Assinada' ? 'green' : v.status === 'Recusada' ? 'red' : 'yellow'}>
            {v.status}
          </Badge>
        </div>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">SHA-256 do PDF assinado</dt>
            <dd className="break-all font-mono text-slate-900">{v.final_sha256 ?? 'Ainda não assinado por todos'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
              SHA-256 do documento enviado para assinatura
            </dt>
            <dd className="break-all font-mono text-slate-900">{v.documento_sha256}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Enviado em</dt>
            <dd className="text-slate-900">{formatDateTime(new Date(v.created_at))}</dd>
          </div>
        </dl>
        <h3 className="pt-2 text-sm font-semibold text-slate-900">Signatários</h3>
        <ul className="space-y-1.5 text-sm">
          {v.signatarios.map((s) => (
            <li key={s.papel} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="font-medium text-slate-900">
                {s.nome} <span className="font-normal text-slate-600">· {ROTULO_PAPEL[s.papel]}</span>
              </p>
              <p className="text-xs text-slate-700">
                {s.cpf_mascarado && <>CPF {s.cpf_mascarado} · </>}
                {s.status === 'Assinado' && s.assinado_em
                  ? `Assinou em ${formatDateTime(new Date(s.assinado_em))}`
                  : s.status}
              </p>
            </li>
          ))}
        </ul>
      </Card>
      <FileCheck v={v} />
    </>
  );
}

type Conferencia = 'assinado' | 'original' | 'diferente';

/** Hashes the chosen PDF here, in the browser, and says which of the round's documents it is, if any. */
function FileCheck({ v }: { v: Verificacao }) {
  const [resultado, setResultado] = useState<{ nome: string; hash: string; conferencia: Conferencia } | null>(null);
  const check = async (file: File) => {
    const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
    const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    const conferencia: Conferencia =
      hash === v.final_sha256 ? 'assinado' : hash === v.documento_sha256 ? 'original' : 'diferente';
    setResultado({ nome: file.name, hash, conferencia });
  };
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-semibold text-slate-900">Conferir um PDF</h2>
      <p className="text-sm text-slate-700">
        Escolha o arquivo: ele é conferido aqui no seu navegador e não é enviado a lugar nenhum.
      </p>
      <FormField label="Arquivo PDF">
        {(f) => (
          <Input
            {...f}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void check(file);
            }}
          />
        )}
      </FormField>
      {resultado && (
        <div
          role="status"
          className={
            resultado.conferencia === 'diferente'
              ? 'flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900'
              : 'flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
          }
        >
          {resultado.conferencia === 'diferente' ? (
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )}
          <p>
            <strong className="block">
              {resultado.conferencia === 'assinado'
                ? 'O arquivo corresponde ao documento assinado.'
                : resultado.conferencia === 'original'
                  ? 'O arquivo corresponde ao documento enviado para assinatura (sem a página de assinaturas).'
                  : 'O arquivo não corresponde a este documento.'}
            </strong>
            <span className="break-all font-mono text-xs">
              {resultado.nome} · SHA-256 {resultado.hash}
            </span>
          </p>
        </div>
      )}
    </Card>
  );
}
