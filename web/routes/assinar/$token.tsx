// The signer's page, reached by the personal link of the e-mail, without an account: read the document, ask for a
// 6-digit code sent to the e-mail, type it (the client also confirms the CPF), tick 'Li e concordo' and sign with
// the typed full name, or refuse with a reason (docs/assinaturas.md).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FileDown, FileText, Mail, ShieldCheck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ROTULO_PAPEL, type AssinaturaPublica } from '@worker/schemas/assinaturas.ts';
import type { signSchema, refuseSchema } from '@worker/schemas/assinaturas-input.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import {
  assinaturaLinkQuery,
  refuseByLink,
  requestAssinaturaCodigo,
  signByLink,
} from '@web/components/assinaturas/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';

export function Component() {
  usePageTitle('Assinar documento');
  const { token = '' } = useParams();
  const pagina = useQuery(assinaturaLinkQuery(token));

  if (pagina.isPending) return <PageSpinner />;
  if (!pagina.data) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <ErrorState
          title="Não foi possível abrir o documento"
          message={errorMessage(pagina.error)}
          onRetry={() => void pagina.refetch()}
        />
      </main>
    );
  }
  const a = pagina.data;
  const base = `/api/assinaturas/link/${encodeURIComponent(token)}`;
  const aberto = a.rodada_status === 'Em assinatura' && a.signatario.status === 'Pendente';
  return (
    <main className="mx-auto max-w-2xl space-y-5 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Assinatura eletrônica
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{a.documento_nome}</h1>
        <p className="text-slate-700">
          Olá, {a.signatario.nome}. Você assina como <strong>{ROTULO_PAPEL[a.signatario.papel].toLowerCase()}</strong>.
        </p>
      </header>

      <Card className="space-y-3 p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <FileText aria-hidden="true" className="size-5" />
          1. Leia o documento
        </h2>
        <a
          href={`${base}/documento`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
        >
          <FileDown aria-hidden="true" className="size-4" />
          Abrir o documento (PDF)
        </a>
        <p className="break-all text-xs text-slate-600">SHA-256: {a.documento_sha256}</p>
        <Signatarios assinatura={a} />
      </Card>

      {a.rodada_status === 'Recusada' && (
        <FormAlert>Esta assinatura foi recusada e a rodada, encerrada. Motivo: {a.motivo_recusa}</FormAlert>
      )}
      {a.rodada_status === 'Assinada' && (
        <SuccessNotice>
          <p>
            <strong className="block">Documento assinado por todas as partes.</strong>
            Código de verificação: <span className="font-mono">{a.codigo_verificacao}</span>
          </p>
          <a href={`${base}/assinado`} className={buttonClasses({ className: 'mt-3 w-full' })}>
            <FileDown aria-hidden="true" className="size-4" />
            Baixar PDF assinado
          </a>
        </SuccessNotice>
      )}
      {a.rodada_status === 'Em assinatura' && a.signatario.status === 'Assinado' && (
        <SuccessNotice>
          <p>
            <strong className="block">Você assinou este documento.</strong>
            Quando todas as partes assinarem, você recebe um e-mail e pode baixar o PDF assinado por este link.
          </p>
        </SuccessNotice>
      )}
      {aberto && a.signatario.bloqueado && (
        <FormAlert>
          Este link foi bloqueado depois de 5 códigos errados. Peça um novo a quem enviou o documento.
        </FormAlert>
      )}
      {aberto && !a.signatario.bloqueado && <SignForm token={token} assinatura={a} />}
    </main>
  );
}

/** The 6-digit code from the e-mail: the same field to sign and to refuse. */
function CampoCodigo({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  return (
    <FormField label="Código recebido por e-mail" error={error}>
      {(f) => <Input {...f} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...registration} />}
    </FormField>
  );
}

function Signatarios({ assinatura }: { assinatura: AssinaturaPublica }) {
  return (
    <ul className="space-y-1.5 text-sm" aria-label="Signatários">
      {assinatura.signatarios.map((s) => (
        <li
          key={s.papel}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
        >
          <span>
            <span className="font-medium text-slate-900">{s.nome}</span>{' '}
            <span className="text-slate-600">· {ROTULO_PAPEL[s.papel]}</span>
          </span>
          <Badge tone={s.status === 'Assinado' ? 'green' : s.status === 'Recusado' ? 'red' : 'gray'}>
            {s.status === 'Assinado' && s.assinado_em
              ? `Assinou em ${formatDateTime(new Date(s.assinado_em))}`
              : s.status}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

type SignValues = z.input<typeof signSchema>;
type RefuseValues = z.input<typeof refuseSchema>;

function SignForm({ token, assinatura: a }: { token: string; assinatura: AssinaturaPublica }) {
  const queryClient = useQueryClient();
  const [recusando, setRecusando] = useState(false);
  const refresh = (nova: AssinaturaPublica) => queryClient.setQueryData(assinaturaLinkQuery(token).queryKey, nova);
  const codigo = useMutation({
    mutationFn: () => requestAssinaturaCodigo(token),
  });
  const sign = useServerForm<SignValues, z.output<typeof signSchema>>({
    schema: () => import('@worker/schemas/assinaturas-input.ts').then((m) => m.signSchema),
    defaultValues: { codigo: '', cpf: '', nome_completo: '' },
    fields: ['codigo', 'cpf', 'nome_completo', 'aceite'],
    submit: async (values) => refresh(await signByLink(token, values)),
    onError: () => queryClient.invalidateQueries({ queryKey: assinaturaLinkQuery(token).queryKey }),
  });
  const refuse = useServerForm<RefuseValues, z.output<typeof refuseSchema>>({
    schema: () => import('@worker/schemas/assinaturas-input.ts').then((m) => m.refuseSchema),
    defaultValues: { codigo: '', motivo: '' },
    fields: ['codigo', 'motivo'],
    submit: async (values) => refresh(await refuseByLink(token, values)),
    onError: () => queryClient.invalidateQueries({ queryKey: assinaturaLinkQuery(token).queryKey }),
  });

  return (
    <>
      <Card className="space-y-3 p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Mail aria-hidden="true" className="size-5" />
          2. Receba o código no seu e-mail
        </h2>
        <p className="text-sm text-slate-700">
          Enviaremos um código de 6 dígitos para {a.signatario.email_mascarado}. Ele vale por 10 minutos.
        </p>
        {codigo.isSuccess && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {codigo.data.mensagem}
          </p>
        )}
        {codigo.isError && <FormAlert>{errorMessage(codigo.error)}</FormAlert>}
        <Button variant="outline" className="w-full" pending={codigo.isPending} onClick={() => codigo.mutate()}>
          {codigo.isSuccess ? 'Enviar outro código' : 'Enviar código por e-mail'}
        </Button>
      </Card>

      {recusando ? (
        <Card className="space-y-4 border-red-200 p-5">
          <h2 className="font-semibold text-slate-900">Recusar a assinatura</h2>
          <form noValidate onSubmit={refuse.onSubmit} className="space-y-4">
            {refuse.formError && <FormAlert>{refuse.formError}</FormAlert>}
            <CampoCodigo error={refuse.errors.codigo?.message} registration={refuse.register('codigo')} />
            <FormField label="Motivo da recusa" error={refuse.errors.motivo?.message}>
              {(f) => <Textarea {...f} rows={3} {...refuse.register('motivo')} />}
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setRecusando(false)}>
                Voltar
              </Button>
              <Button type="submit" variant="destructive" pending={refuse.pending}>
                Recusar assinatura
              </Button>
            </div>
          </form>
        </Card>
      ) : (
        <Card className="space-y-4 p-5">
          <h2 className="font-semibold text-slate-900">3. Assine</h2>
          <form noValidate onSubmit={sign.onSubmit} className="space-y-4">
            {sign.formError && <FormAlert>{sign.formError}</FormAlert>}
            <CampoCodigo error={sign.errors.codigo?.message} registration={sign.register('codigo')} />
            {a.signatario.pede_cpf && (
              <FormField label="Seu CPF" error={sign.errors.cpf?.message}>
                {(f) => <Input {...f} inputMode="numeric" autoComplete="off" {...sign.register('cpf')} />}
              </FormField>
            )}
            <FormField
              label="Seu nome completo"
              hint="Digitar o nome completo é a sua assinatura."
              error={sign.errors.nome_completo?.message}
            >
              {(f) => <Input {...f} autoComplete="name" {...sign.register('nome_completo')} />}
            </FormField>
            <div>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  aria-invalid={sign.errors.aceite ? true : undefined}
                  {...sign.register('aceite')}
                />
                Li e concordo com o documento acima e o assino eletronicamente.
              </label>
              {sign.errors.aceite && <p className="mt-1 text-sm text-red-700">{sign.errors.aceite.message}</p>}
            </div>
            <Button type="submit" size="lg" className="w-full" pending={sign.pending}>
              Assinar
            </Button>
          </form>
          <Button variant="ghost" className="w-full" onClick={() => setRecusando(true)}>
            Recusar assinatura
          </Button>
        </Card>
      )}
    </>
  );
}
