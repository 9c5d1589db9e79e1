// One unit in a dialog: what it is and costs and its status at once, from the cached grid; then, once the unit is read
// whole (its id, version and reservation), for its holder or the developer who holds it for whom and until when, and
// the actions the caller may take. Both are kept current by the live socket while it is open.
import { Suspense, useDeferredValue, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Clock, Lock, LockOpen, Pencil, Phone, Send, User } from 'lucide-react';
import type { z } from 'zod';
import { MSG_ESPELHO, type Unidade } from '@worker/schemas/espelho.ts';
import type { reservaSchema, unidadeEdicaoSchema } from '@worker/schemas/espelho-input.ts';
import { ImobiliariaBadge } from '@web/components/imobiliaria-badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { LightDialog, LightDialogContent } from '@web/components/ui/dialog.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { formatDateTime, formatNumber } from '@web/lib/format.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { cn } from '@web/lib/cn.ts';
import { SimuladorFinanciamento } from '@web/components/simulador-financiamento.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { area, precoM2, reais, restante } from './format.ts';
import {
  applyUnidades,
  espelhoQuery,
  minhasReservasQuery,
  reserveUnidade,
  unidadeQuery,
  updateUnidade,
  useBloqueio,
  useCancelReserva,
  useUnidadeAcao,
  type Celula,
  type Grade,
} from './queries.ts';
import { STATUS_LOOK } from './status.ts';
import { useNow } from './use-now.ts';

type Modo = 'detalhe' | 'reservar' | 'editar';

/** The broker's proposal dialog for a unit: another feature's, handed in by the dashboard that composes both. */
export type PropostaDialogProps = {
  imovelId: string;
  unidade: Unidade | null;
  onClose: () => void;
  /** After the proposal went out: the grid is read again (the unit's status may have changed). */
  onEnviada: () => Promise<unknown>;
};

export function UnidadeDialog({
  grade,
  chave,
  onClose,
  PropostaDialog,
}: {
  grade: Grade;
  chave: string | null;
  onClose: () => void;
  PropostaDialog: ComponentType<PropostaDialogProps>;
}) {
  const [modo, setModo] = useState<Modo>('detalhe');
  const celula = chave ? grade.celulas.find((u) => u.chave === chave) : undefined;
  const close = () => {
    setModo('detalhe');
    onClose();
  };
  const titulo =
    modo === 'reservar' ? 'Reservar Unidade' : modo === 'editar' ? 'Editar Unidade' : `Unidade ${celula?.numero}`;
  return (
    <LightDialog open={!!celula} onOpenChange={(open) => !open && close()}>
      {celula && (
        <LightDialogContent title={titulo} description={`${celula.torre} · ${andarTexto(celula.andar)}`}>
          <Conteudo grade={grade} celula={celula} modo={modo} onModo={setModo} PropostaDialog={PropostaDialog} />
        </LightDialogContent>
      )}
    </LightDialog>
  );
}

const andarTexto = (andar: number) => (andar === 0 ? 'Térreo' : `${andar}º andar`);

type ConteudoProps = {
  grade: Grade;
  celula: Celula;
  modo: Modo;
  onModo: (m: Modo) => void;
  PropostaDialog: ComponentType<PropostaDialogProps>;
};

function Conteudo({ grade, celula, modo, onModo, PropostaDialog }: ConteudoProps) {
  const { data: unidade, error } = useQuery(unidadeQuery(grade.imovel.id, celula.torre, celula.numero));
  const back = () => onModo('detalhe');
  if (unidade && modo === 'reservar') return <ReserveForm grade={grade} unidade={unidade} onDone={back} />;
  if (unidade && modo === 'editar') {
    return <EditForm key={unidade.versao} grade={grade} unidade={unidade} onDone={back} />;
  }
  return (
    <Detalhe
      grade={grade}
      celula={celula}
      unidade={unidade}
      erro={error ? errorMessage(error) : null}
      onModo={onModo}
      PropostaDialog={PropostaDialog}
    />
  );
}

function Detalhe({
  grade,
  celula: c,
  unidade: u,
  erro,
  onModo,
  PropostaDialog,
}: {
  grade: Grade;
  celula: Celula;
  /** The unit whole; undefined while it is read. */
  unidade: Unidade | undefined;
  erro: string | null;
  onModo: (m: Modo) => void;
  PropostaDialog: ComponentType<PropostaDialogProps>;
}) {
  const { gerenciar: manage, reservar: reserve, motivo } = grade.permissoes;
  const { icon: Icon, badge } = STATUS_LOOK[c.status];
  // The simulator is drawn right after the dialog's first paint, not in it: the tap shows the unit sooner (INP).
  const simulador = useDeferredValue(true, false);
  const fatos: [string, ReactNode][] = [
    ['Tipologia', c.tipologia ?? 'Não informada'],
    ['Área privativa', area(c.area_privativa) ?? 'Não informada'],
    ['Vagas', c.vagas],
    ['Preço', reais(c.preco_centavos)],
    ['Preço por m²', precoM2(c) ?? '—'],
    ['Final', c.final ?? '—'],
  ];

  return (
    <div className="space-y-4 px-5 py-4">
      <p
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
          badge,
        )}
        data-testid="status-unidade"
      >
        <Icon aria-hidden="true" className="size-4" />
        {c.status}
        {c.minha && ' · sua reserva'}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        {fatos.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {!manage && c.status === 'Disponível' && !reserve && motivo && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {motivo}
        </p>
      )}

      {u ? (
        <Acoes grade={grade} unidade={u} onModo={onModo} PropostaDialog={PropostaDialog} />
      ) : erro ? (
        <FormAlert>{erro}</FormAlert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner className="size-4" label={null} />
          Carregando a unidade...
        </p>
      )}

      {simulador && !manage && c.preco_centavos !== null && c.status !== 'Vendida' && (
        <SimuladorFinanciamento valorCentavos={c.preco_centavos} />
      )}
    </div>
  );
}

/** What depends on the unit read whole: its reservation and the actions, which need its id and version. */
function Acoes({
  grade,
  unidade: u,
  onModo,
  PropostaDialog,
}: {
  grade: Grade;
  unidade: Unidade;
  onModo: (m: Modo) => void;
  PropostaDialog: ComponentType<PropostaDialogProps>;
}) {
  const client = useQueryClient();
  const { gerenciar: manage, reservar: reserve } = grade.permissoes;
  const cancel = useCancelReserva(grade.imovel.id);
  const bloqueio = useBloqueio(grade.imovel.id);
  const [confirm, setConfirm] = useState(false);
  const [proposta, setProposta] = useState(false);
  const canCancel = !!u.reserva && (manage || u.minha);
  return (
    <>
      {u.reserva && <ReservaInfo reserva={u.reserva} mostrarCorretor={manage} />}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {canCancel && (
          <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => setConfirm(true)}>
            <Ban aria-hidden="true" className="size-4" />
            Cancelar reserva
          </Button>
        )}
        {manage && (u.status === 'Disponível' || u.status === 'Bloqueada') && (
          <Button
            variant="outline"
            pending={bloqueio.isPending}
            onClick={() => bloqueio.mutate({ unidadeId: u.id, bloquear: u.status === 'Disponível' })}
          >
            {!bloqueio.isPending &&
              (u.status === 'Disponível' ? (
                <Lock aria-hidden="true" className="size-4" />
              ) : (
                <LockOpen aria-hidden="true" className="size-4" />
              ))}
            {u.status === 'Disponível' ? 'Bloquear' : 'Desbloquear'}
          </Button>
        )}
        {/* A unit held, in a proposal or sold keeps its data: the sale is a record (docs/vendas.md). */}
        {manage && (u.status === 'Disponível' || u.status === 'Bloqueada') && (
          <Button variant="outline" onClick={() => onModo('editar')}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar unidade
          </Button>
        )}
        {u.minha && u.status === 'Reservada' && (
          <Button variant="accent" onClick={() => setProposta(true)}>
            <Send aria-hidden="true" className="size-4" />
            Enviar Proposta
          </Button>
        )}
        {reserve && u.status === 'Disponível' && (
          <Button variant="accent" onClick={() => onModo('reservar')}>
            Reservar Unidade
          </Button>
        )}
      </div>

      {/* Another feature's dialog, downloaded the first time a broker asks for it. */}
      {proposta && (
        <Suspense fallback={null}>
          <PropostaDialog
            imovelId={grade.imovel.id}
            unidade={u}
            onClose={() => setProposta(false)}
            onEnviada={() => client.invalidateQueries({ queryKey: espelhoQuery(grade.imovel.id).queryKey })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Cancelar reserva"
        description={`A unidade ${u.numero} volta a ficar Disponível para todos os corretores.`}
        confirmLabel="Cancelar reserva"
        variant="destructive"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(u.id, { onSettled: () => setConfirm(false) })}
      />
    </>
  );
}

function ReservaInfo({
  reserva,
  mostrarCorretor: showCorretor,
}: {
  reserva: NonNullable<Unidade['reserva']>;
  mostrarCorretor: boolean;
}) {
  const now = useNow();
  return (
    <section aria-label="Reserva" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <User aria-hidden="true" className="size-4" />
        Para {reserva.cliente_nome}
      </p>
      <p className="mt-1 flex items-center gap-2 text-slate-800">
        <Phone aria-hidden="true" className="size-4" />
        {reserva.cliente_telefone}
      </p>
      {showCorretor && <p className="mt-1 text-slate-800">Corretor: {reserva.corretor_nome}</p>}
      {showCorretor && <ImobiliariaBadge nome={reserva.imobiliaria_nome} className="mt-1" />}
      <p className="mt-1 flex items-start gap-2 text-slate-800">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Até {formatDateTime(new Date(reserva.expira_em))} · faltam{' '}
          <span data-testid="contagem-regressiva" className="whitespace-nowrap font-semibold">
            {restante(reserva.expira_em, now)}
          </span>
        </span>
      </p>
    </section>
  );
}

type ReservaValues = { cliente_nome: string; cliente_telefone: string };
type ReservaOutput = z.output<typeof reservaSchema>;
const loadReservaSchema = () =>
  import('@worker/schemas/espelho-input.ts').then(
    (m) => m.reservaSchema as unknown as z.ZodType<ReservaOutput, ReservaValues>,
  );

function ReserveForm({ grade, unidade: u, onDone }: { grade: Grade; unidade: Unidade; onDone: () => void }) {
  const client = useQueryClient();
  const imovelId = grade.imovel.id;
  const send = useServerForm<ReservaValues, ReservaOutput, { unidade: Unidade }>({
    schema: loadReservaSchema,
    defaultValues: { cliente_nome: '', cliente_telefone: '' },
    fields: ['cliente_nome', 'cliente_telefone'],
    submit: (dados, idempotencyKey) => reserveUnidade(imovelId, u.id, dados, idempotencyKey),
    onSuccess: async (r, dados) => {
      applyUnidades(client, imovelId, [r.unidade]);
      toast({ title: MSG_ESPELHO.reservada, description: `Unidade ${u.numero} reservada para ${dados.cliente_nome}.` });
      await client.invalidateQueries({ queryKey: minhasReservasQuery.queryKey });
      onDone();
    },
    onError: (error) => {
      toast({ title: 'Não foi possível reservar', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, errors } = send;
  const { formError: falha, pending } = send;

  const indisponivel = u.status !== 'Disponível';
  return (
    <form
      noValidate
      onSubmit={(e) => void send.onSubmit(e)}
      className="space-y-4 px-5 py-4"
      aria-label="Reservar Unidade"
    >
      <p className="text-sm text-slate-700">
        Unidade <strong>{u.numero}</strong> · {reais(u.preco_centavos)}. A reserva vale por{' '}
        <strong>{grade.imovel.reserva_horas} h</strong>.
      </p>
      {(falha || indisponivel) && <FormAlert>{falha ?? MSG_ESPELHO.indisponivel}</FormAlert>}
      <FormField label="Nome do cliente" error={errors.cliente_nome?.message}>
        {(field) => <Input {...field} {...register('cliente_nome')} autoComplete="off" autoFocus />}
      </FormField>
      <FormField label="Telefone do cliente" error={errors.cliente_telefone?.message} hint="Com DDD.">
        {(field) => (
          <Input
            {...field}
            {...register('cliente_telefone')}
            type="tel"
            inputMode="tel"
            placeholder="(11) 98765-4321"
            autoComplete="off"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Voltar
        </Button>
        <Button type="submit" variant="accent" pending={pending} disabled={indisponivel}>
          Reservar Unidade
        </Button>
      </div>
    </form>
  );
}

type EdicaoValues = {
  tipologia: string;
  area_privativa: string;
  vagas: string;
  final: string;
  preco_centavos: string;
};
type EdicaoOutput = z.output<typeof unidadeEdicaoSchema>;
const EDICAO_FIELDS = ['tipologia', 'area_privativa', 'vagas', 'final', 'preco_centavos'] as const;
const loadEdicaoSchema = () =>
  import('@worker/schemas/espelho-input.ts').then(
    (m) => m.unidadeEdicaoSchema as unknown as z.ZodType<EdicaoOutput, EdicaoValues & { versao: number }>,
  );

const numeroOuVazio = (n: number | null) => (n === null ? '' : formatNumber(n));

function EditForm({ grade, unidade: u, onDone }: { grade: Grade; unidade: Unidade; onDone: () => void }) {
  const imovelId = grade.imovel.id;
  const save = useUnidadeAcao(imovelId, (dados: EdicaoOutput) => updateUnidade(imovelId, u.id, dados), {
    sucesso: 'Unidade atualizada!',
    erro: 'Erro ao salvar a unidade',
  });
  const form = useServerForm<EdicaoValues & { versao: number }, EdicaoOutput>({
    schema: loadEdicaoSchema,
    fields: EDICAO_FIELDS,
    submit: (dados) => save.mutateAsync(dados),
    onSuccess: onDone,
    defaultValues: {
      versao: u.versao,
      tipologia: u.tipologia ?? '',
      area_privativa: numeroOuVazio(u.area_privativa),
      vagas: String(u.vagas),
      final: u.final ?? '',
      preco_centavos: u.preco_centavos === null ? '' : formatNumber(u.preco_centavos / 100),
    },
  });
  const { register, errors } = form;
  return (
    <form
      noValidate
      aria-label="Editar Unidade"
      onSubmit={(e) => void form.onSubmit(e)}
      className="space-y-4 px-5 py-4"
    >
      {form.error instanceof ApiError && form.error.status === 409 && <FormAlert>{errorMessage(form.error)}</FormAlert>}
      <FormField label="Tipologia" error={errors.tipologia?.message} hint="Ex.: 2 dorms · 68 m²">
        {(field) => <Input {...field} {...register('tipologia')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Área privativa (m²)" error={errors.area_privativa?.message}>
          {(field) => <Input {...field} {...register('area_privativa')} inputMode="decimal" />}
        </FormField>
        <FormField label="Vagas" error={errors.vagas?.message}>
          {(field) => <Input {...field} {...register('vagas')} inputMode="numeric" />}
        </FormField>
        <FormField label="Final / posição" error={errors.final?.message}>
          {(field) => <Input {...field} {...register('final')} />}
        </FormField>
        <FormField label="Preço (R$)" error={errors.preco_centavos?.message}>
          {(field) => <Input {...field} {...register('preco_centavos')} inputMode="decimal" placeholder="450.000,00" />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={form.pending}>
          Voltar
        </Button>
        <Button type="submit" pending={form.pending}>
          Salvar unidade
        </Button>
      </div>
    </form>
  );
}
