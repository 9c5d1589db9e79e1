// One contract in a dialog: the parties, what was agreed, the history, and the actions the signed-in role may
// take in the current status (docs/regras.md#contratos). The server enforces the same rules.
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Check, CircleAlert, Clock, Printer, Send, X } from 'lucide-react';
import type { z } from 'zod';
import { ACOES_CONTRATO, type ContratoDetalhe, type StatusContrato } from '@worker/schemas/contratos.ts';
import type { contratoCorretorSchema } from '@worker/schemas/contratos-input.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import type { DashboardRole } from '@web/lib/dashboard-tab.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { LIMITE_RESERVAS_MAX, LIMITE_RESERVAS_PADRAO } from '@worker/schemas/imobiliarias.ts';
import { formatDate } from '@web/lib/format.ts';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { comissao, Historico, NAO_INFORMADO, Partes, vigencia } from './contrato-parts.tsx';
import { contratoQuery, useContratoAcao } from './queries.ts';
import { contratoTone } from '@web/components/contrato-status.ts';
import { AssinaturaPainel } from '@web/components/assinaturas/assinatura-painel.tsx';

type Props = { id: string | null; role: DashboardRole; onClose: () => void };

export function ContratoDialog({ id, role, onClose }: Props) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id && (
        <DialogContent title="Contrato de Captação" className="sm:max-w-2xl">
          <ContratoBody id={id} role={role} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ContratoBody({ id, role }: { id: string; role: DashboardRole }) {
  const { data, error, isPending, refetch } = useQuery(contratoQuery(id));
  if (isPending) return <PageSpinner />;
  if (error) {
    return (
      <div className="p-5">
        <ErrorState title="Erro ao buscar contratos" message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }
  const c = data;
  const editavel =
    role === 'corretor' && (ACOES_CONTRATO.enviar.de as readonly StatusContrato[]).includes(c.status_contrato);
  const decide = role === 'construtora' && c.status_contrato === 'Pendente Aprovação Construtora';

  return (
    <div className="space-y-5 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-slate-900">{c.imovel.nome}</p>
          <p className="text-sm text-slate-600">{c.imovel.endereco}</p>
        </div>
        <Badge tone={contratoTone(c.status_contrato)} className="shrink-0">
          <span className="sr-only">Status: </span>
          {c.status_contrato}
        </Badge>
      </div>

      {c.status_contrato === 'Rejeitado' && (
        <div role="note" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            Contrato rejeitado pela construtora
          </p>
          <p className="mt-1 whitespace-pre-line">
            {c.observacoes_construtora ?? 'A construtora não deixou observações.'}
          </p>
          {role === 'corretor' && <p className="mt-2 text-red-800">Corrija o que for preciso e envie novamente.</p>}
        </div>
      )}
      {c.status_contrato === 'Pendente Aprovação Construtora' && role === 'corretor' && (
        <p className="flex items-center gap-2 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          Aguardando a aprovação da construtora.
        </p>
      )}

      <Partes contrato={c} />

      {editavel ? (
        // Remounts with the saved values whenever the version changes (a save, or a reload after a conflict).
        <CorretorForm key={c.versao} contrato={c} />
      ) : (
        <>
          <Acordado contrato={c} />
          {decide && <DecisaoConstrutora key={c.versao} contrato={c} />}
        </>
      )}

      {c.status_contrato === 'Ativo' && <AssinaturaPainel documento={{ tipo: 'contrato', id: c.id }} />}

      {c.status_contrato === 'Ativo' && (
        <Link to={`/contratos/${c.id}/imprimir`} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir Contrato
        </Link>
      )}

      <section aria-labelledby="historico-titulo" className="border-t border-slate-200 pt-4">
        <h3 id="historico-titulo" className="mb-3 text-sm font-semibold text-slate-900">
          Histórico
        </h3>
        <Historico itens={c.historico} />
      </section>
    </div>
  );
}

/** What was agreed, read-only (the developer always; everyone once submitted, Ativo or Expirado). */
function Acordado({ contrato: c }: { contrato: ContratoDetalhe }) {
  const rows: [string, string][] = [
    ['Comissão acordada', comissao(c)],
    ['Vigência', vigencia(c)],
    ...(c.limite_reservas === null
      ? []
      : [['Limite de reservas da imobiliária', String(c.limite_reservas)] as [string, string]]),
  ];
  return (
    <section aria-label="Termos acordados" className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3.5 py-2.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Texto titulo="Termos do Contrato" texto={c.termos_contrato} />
      <Texto titulo="Observações do Corretor" texto={c.observacoes_corretor} />
      {c.status_contrato !== 'Rejeitado' && c.observacoes_construtora && (
        <Texto titulo="Observações da Construtora" texto={c.observacoes_construtora} />
      )}
    </section>
  );
}

function Texto({ titulo, texto }: { titulo: string; texto: string | null }) {
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">{titulo}</h3>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{texto ?? NAO_INFORMADO}</p>
    </div>
  );
}

type CorretorOutput = z.output<typeof contratoCorretorSchema>;
type CorretorValues = {
  termos_contrato: string;
  comissao_percent_acordada: string;
  data_inicio_validade: string;
  data_fim_validade: string;
  observacoes_corretor: string;
};
const CORRETOR_FIELDS = [
  'termos_contrato',
  'comissao_percent_acordada',
  'data_inicio_validade',
  'data_fim_validade',
  'observacoes_corretor',
] as const;

const rascunhoResolver = lazyZodResolver<CorretorValues, CorretorOutput>(() =>
  import('@worker/schemas/contratos-input.ts').then(
    (m) => m.contratoCorretorSchema as unknown as z.ZodType<CorretorOutput, CorretorValues>,
  ),
);
// Sending also requires terms, commission and both dates.
const envioResolver = lazyZodResolver<CorretorValues, CorretorOutput>(() =>
  import('@worker/schemas/contratos-input.ts').then(
    (m) => m.contratoEnvioSchema as unknown as z.ZodType<CorretorOutput, CorretorValues>,
  ),
);

/** The broker fills the contract: save a draft, or send it for the developer's approval. */
function CorretorForm({ contrato: c }: { contrato: ContratoDetalhe }) {
  const modo = useRef<'salvar_rascunho' | 'enviar'>('salvar_rascunho');
  const resolver: Resolver<CorretorValues, unknown, CorretorOutput> = (values, context, options) =>
    (modo.current === 'enviar' ? envioResolver : rascunhoResolver)(values, context, options);
  const acao = useContratoAcao(c.id);
  const form = useServerForm<CorretorValues, CorretorOutput>({
    resolver,
    defaultValues: {
      termos_contrato: c.termos_contrato ?? '',
      comissao_percent_acordada: c.comissao_percent_acordada === null ? '' : String(c.comissao_percent_acordada),
      data_inicio_validade: c.data_inicio_validade ?? '',
      data_fim_validade: c.data_fim_validade ?? '',
      observacoes_corretor: c.observacoes_corretor ?? '',
    },
    fields: CORRETOR_FIELDS,
    submit: (dados) => acao.mutateAsync({ acao: modo.current, versao: c.versao, dados }),
  });
  const { register, errors } = form;

  const submit = (next: 'salvar_rascunho' | 'enviar') => {
    modo.current = next;
    void form.onSubmit();
  };
  const busy = acao.isPending;
  const sending = busy && acao.variables.acao === 'enviar';

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4" aria-label="Preencher contrato">
      <FormField label="Termos do Contrato" error={errors.termos_contrato?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('termos_contrato')}
            rows={6}
            placeholder="Condições da captação: exclusividade, forma de divulgação, responsabilidades..."
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Comissão Acordada (%)" error={errors.comissao_percent_acordada?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('comissao_percent_acordada')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
            />
          )}
        </FormField>
        <FormField label="Início da Validade" error={errors.data_inicio_validade?.message}>
          {(field) => <Input {...field} {...register('data_inicio_validade')} type="date" />}
        </FormField>
        <FormField label="Fim da Validade" error={errors.data_fim_validade?.message}>
          {(field) => <Input {...field} {...register('data_fim_validade')} type="date" />}
        </FormField>
      </div>
      <FormField label="Observações do Corretor" error={errors.observacoes_corretor?.message}>
        {(field) => <Textarea {...field} {...register('observacoes_corretor')} rows={3} className="min-h-20" />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => submit('salvar_rascunho')} pending={busy && !sending} disabled={busy}>
          Salvar Rascunho
        </Button>
        <Button onClick={() => submit('enviar')} pending={sending} disabled={busy}>
          {!sending && <Send aria-hidden="true" className="size-4" />}
          Enviar para Aprovação
        </Button>
      </div>
    </form>
  );
}

/** The developer approves, or rejects with optional observations for the broker. */
function DecisaoConstrutora({ contrato: c }: { contrato: ContratoDetalhe }) {
  const [rejeitando, setRejeitando] = useState(false);
  const [observacoes, setObservacoes] = useState('');
  const [limite, setLimite] = useState(String(LIMITE_RESERVAS_PADRAO));
  const acao = useContratoAcao(c.id);
  const enviadoEm = formatDate(c.updated_at);

  if (rejeitando) {
    return (
      <div className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4">
        <FormField label="Observações para o corretor (opcional)" hint="Explique o que precisa ser corrigido.">
          {(field) => (
            <Textarea
              {...field}
              autoFocus
              rows={3}
              className="min-h-20"
              value={observacoes}
              onChange={(event) => setObservacoes(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setRejeitando(false)} disabled={acao.isPending}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            pending={acao.isPending}
            onClick={() => acao.mutate({ acao: 'rejeitar', versao: c.versao, observacoes_construtora: observacoes })}
          >
            Confirmar Rejeição
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {enviadoEm && <p className="text-sm text-slate-600">Enviado para aprovação em {enviadoEm}.</p>}
      {c.imobiliaria && (
        <FormField
          label="Limite de reservas simultâneas da imobiliária"
          hint="Quantas unidades toda a equipe da imobiliária pode manter reservadas ao mesmo tempo."
          error={acao.error instanceof ApiError ? acao.error.message : undefined}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={LIMITE_RESERVAS_MAX}
              value={limite}
              onChange={(event) => setLimite(event.target.value)}
              className="sm:w-40"
            />
          )}
        </FormField>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => setRejeitando(true)}
          disabled={acao.isPending}
          className="text-red-700 hover:border-red-300 hover:bg-red-50"
        >
          <X aria-hidden="true" className="size-4" />
          Rejeitar
        </Button>
        <Button
          pending={acao.isPending}
          onClick={() =>
            acao.mutate({ acao: 'aprovar', versao: c.versao, ...(c.imobiliaria ? { limite_reservas: limite } : {}) })
          }
        >
          {!acao.isPending && <Check aria-hidden="true" className="size-4" />}
          Aprovar Contrato
        </Button>
      </div>
    </div>
  );
}
