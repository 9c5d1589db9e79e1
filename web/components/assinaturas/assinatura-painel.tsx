// The signature round of an approved proposal or an Ativo contract, inside its detail: send it, follow who signed,
// share the client's link, download the PDFs (docs/assinaturas.md).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, FileDown, FileSignature, MessageCircle } from 'lucide-react';
import { ROTULO_PAPEL, type Rodada, type StatusRodada } from '@worker/schemas/assinaturas.ts';
import { Badge, type BadgeTone } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { SendAssinaturaDialog } from './send-assinatura-dialog';
import { assinaturasKey, rodadaContratoQuery, rodadaPropostaQuery, sendContratoAssinatura } from './queries.ts';

const TOM: Record<StatusRodada, BadgeTone> = { 'Em assinatura': 'yellow', Assinada: 'green', Recusada: 'red' };

type Documento =
  { tipo: 'proposta'; id: string; cliente: { email: string; cpf: string } } | { tipo: 'contrato'; id: string };

export function AssinaturaPainel({ documento }: { documento: Documento }) {
  const queryClient = useQueryClient();
  const rodada = useQuery(
    documento.tipo === 'proposta' ? rodadaPropostaQuery(documento.id) : rodadaContratoQuery(documento.id),
  );
  const [dialogo, setDialogo] = useState(false);
  const [linkCliente, setLinkCliente] = useState<string | null>(null);
  const sendContrato = useMutation({
    mutationFn: () => sendContratoAssinatura(documento.id),
    onSuccess: () => {
      toast({ title: 'Enviado para assinatura', description: 'Cada parte recebeu o seu link por e-mail.' });
      return queryClient.invalidateQueries({ queryKey: assinaturasKey });
    },
  });

  if (rodada.isPending) return <Spinner />;
  const r = rodada.data ?? null;
  const canSend = !r || r.status === 'Recusada';
  const send = () => (documento.tipo === 'proposta' ? setDialogo(true) : sendContrato.mutate());

  return (
    <section
      aria-labelledby={`assinatura-${documento.id}`}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`assinatura-${documento.id}`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <FileSignature aria-hidden="true" className="size-4" />
          Assinatura eletrônica
        </h3>
        {r && (
          <Badge tone={TOM[r.status]}>
            <span className="sr-only">Assinatura: </span>
            {r.status}
          </Badge>
        )}
      </div>
      {rodada.error && <FormAlert>{errorMessage(rodada.error)}</FormAlert>}
      {sendContrato.error && <FormAlert>{errorMessage(sendContrato.error)}</FormAlert>}
      {r?.status === 'Recusada' && (
        <p role="note" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          Assinatura recusada. Motivo: {r.motivo_recusa}
        </p>
      )}
      {r && r.status !== 'Recusada' && <Signatarios rodada={r} />}
      {r?.status === 'Em assinatura' && linkCliente && <ShareLink link={linkCliente} />}
      {r && r.status !== 'Recusada' && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={`/api/assinaturas/${r.id}/documento`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <FileDown aria-hidden="true" className="size-4" />
            PDF enviado
          </a>
          {r.status === 'Assinada' && (
            <a href={`/api/assinaturas/${r.id}/assinado`} className={buttonClasses({ size: 'sm' })}>
              <FileDown aria-hidden="true" className="size-4" />
              Baixar PDF assinado
            </a>
          )}
        </div>
      )}
      {r?.status === 'Assinada' && (
        <p className="text-xs text-slate-600">
          Código de verificação:{' '}
          <a className="font-mono font-semibold text-brand-700 underline" href={`/verificar/${r.codigo_verificacao}`}>
            {r.codigo_verificacao}
          </a>
        </p>
      )}
      {canSend && (
        <Button className="w-full" onClick={send} disabled={sendContrato.isPending}>
          <FileSignature aria-hidden="true" className="size-4" />
          Enviar para assinatura
        </Button>
      )}
      {documento.tipo === 'proposta' && (
        <SendAssinaturaDialog
          propostaId={documento.id}
          cliente={documento.cliente}
          open={dialogo}
          onOpenChange={setDialogo}
          onEnviada={(criada) => {
            setLinkCliente(criada.link_cliente);
            toast({ title: 'Enviado para assinatura', description: 'Cada parte recebeu o seu link por e-mail.' });
          }}
        />
      )}
    </section>
  );
}

function Signatarios({ rodada }: { rodada: Rodada }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {rodada.signatarios.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{s.nome}</span>{' '}
            <span className="text-slate-600">· {ROTULO_PAPEL[s.papel]}</span>
          </span>
          <span className="text-xs text-slate-700">
            {s.status === 'Assinado' && s.assinado_em
              ? `Assinou em ${formatDateTime(new Date(s.assinado_em))}`
              : s.status}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The client's personal link, shown once to whoever sent the round: copy it or share it by WhatsApp. */
function ShareLink({ link }: { link: string }) {
  const texto = `Olá! Segue o link para você ler e assinar a proposta: ${link}`;
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
      <p className="text-slate-800">Link de assinatura do cliente (só aparece agora):</p>
      <p className="break-all font-mono text-xs text-slate-700">{link}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void navigator.clipboard.writeText(link).then(() => toast({ title: 'Link copiado' }))}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copiar link
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(texto)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Enviar por WhatsApp
        </a>
      </div>
    </div>
  );
}
