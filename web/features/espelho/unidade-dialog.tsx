// One unit in a dialog: what it is and costs, its status, and for its holder or the developer who holds it for
// whom and until when; then the actions the caller may take. It reads the unit from the cached grid, so a live
// change shows here too while it is open.
import { useState, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Clock, Lock, LockOpen, Pencil, Phone, Send, User } from 'lucide-react';
import type { z } from 'zod';
import { MSG_ESPELHO, type Espelho, type Unidade } from '@worker/schemas/espelho.ts';
import type { reservaSchema, unidadeEdicaoSchema } from '@worker/schemas/espelho-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';
import { formatDateTime, formatNumber } from '@web/lib/format.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { cn } from '@web/lib/cn.ts';
import { SimuladorFinanciamento } from '@web/components/simulador-financiamento.tsx';
import { area, precoM2, reais, restante } from './format.ts';
import {
  applyUnidades,
  espelhoQuery,
  minhasReservasQuery,
  useBloqueio,
  useCancelarReserva,
  useUnidadeAcao,
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
  espelho,
  unidadeId,
  onClose,
  PropostaDialog,
}: {
  espelho: Espelho;
  unidadeId: string | null;
  onClose: () => void;
  PropostaDialog: ComponentType<PropostaDialogProps>;
}) {
  const [modo, setModo] = useState<Modo>('detalhe');
  const unidade = unidadeId ? espelho.unidades.find((u) => u.id === unidadeId) : undefined;
  const fechar = () => {
    setModo('detalhe');
    onClose();
  };
  const titulo =
    modo === 'reservar' ? 'Reservar Unidade' : modo === 'editar' ? 'Editar Unidade' : `Unidade ${unidade?.numero}`;
  return (
    <Dialog open={!!unidade} onOpenChange={(open) => !open && fechar()}>
      {unidade && (
        <DialogContent title={titulo} description={`${unidade.torre} · ${andarTexto(unidade.andar)}`}>
          {modo === 'reservar' ? (
            <ReservaForm espelho={espelho} unidade={unidade} onDone={() => setModo('detalhe')} />
          ) : modo === 'editar' ? (
            <EdicaoForm key={unidade.versao} espelho={espelho} unidade={unidade} onDone={() => setModo('detalhe')} />
          ) : (
            <Detalhe espelho={espelho} unidade={unidade} onModo={setModo} PropostaDialog={PropostaDialog} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

const andarTexto = (andar: number) => (andar === 0 ? 'Térreo' : `${andar}º andar`);

function Detalhe({
  espelho,
  unidade: u,
  onModo,
  PropostaDialog,
}: {
  espelho: Espelho;
  unidade: Unidade;
  onModo: (m: Modo) => void;
  PropostaDialog: ComponentType<PropostaDialogProps>;
}) {
  const client = useQueryClient();
  const { gerenciar, reservar, motivo } = espelho.permissoes;
  const { icon: Icon, badge } = STATUS_LOOK[u.status];
  const cancelar = useCancelarReserva(espelho.imovel.id);
  const bloqueio = useBloqueio(espelho.imovel.id);
  const [confirmar, setConfirmar] = useState(false);
  const [proposta, setProposta] = useState(false);
  const fatos: [string, ReactNode][] = [
    ['Tipologia', u.tipologia ?? 'Não informada'],
    ['Área privativa', area(u.area_privativa) ?? 'Não informada'],
    ['Vagas', u.vagas],
    ['Preço', reais(u.preco_centavos)],
    ['Preço por m²', precoM2(u) ?? '—'],
    ['Final', u.final ?? '—'],
  ];
  const podeCancelar = !!u.reserva && (gerenciar || u.minha);

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
        {u.status}
        {u.minha && ' · sua reserva'}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        {fatos.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {u.reserva && <ReservaInfo reserva={u.reserva} mostrarCorretor={gerenciar} />}

      {!gerenciar && u.status === 'Disponível' && !reservar && motivo && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {motivo}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {podeCancelar && (
          <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmar(true)}>
            <Ban aria-hidden="true" className="size-4" />
            Cancelar reserva
          </Button>
        )}
        {gerenciar && (u.status === 'Disponível' || u.status === 'Bloqueada') && (
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
        {gerenciar && (
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
        {reservar && u.status === 'Disponível' && (
          <Button variant="accent" onClick={() => onModo('reservar')}>
            Reservar Unidade
          </Button>
        )}
      </div>

      {!gerenciar && u.preco_centavos !== null && u.status !== 'Vendida' && (
        <SimuladorFinanciamento valorCentavos={u.preco_centavos} />
      )}

      <PropostaDialog
        imovelId={espelho.imovel.id}
        unidade={proposta ? u : null}
        onClose={() => setProposta(false)}
        onEnviada={() => client.invalidateQueries({ queryKey: espelhoQuery(espelho.imovel.id).queryKey })}
      />
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="Cancelar reserva"
        description={`A unidade ${u.numero} volta a ficar Disponível para todos os corretores.`}
        confirmLabel="Cancelar reserva"
        variant="destructive"
        pending={cancelar.isPending}
        onConfirm={() => cancelar.mutate(u.id, { onSettled: () => setConfirmar(false) })}
      />
    </div>
  );
}

function ReservaInfo({
  reserva,
  mostrarCorretor,
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
      {mostrarCorretor && <p className="mt-1 text-slate-800">Corretor: {reserva.corretor_nome}</p>}
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

function ReservaForm({ espelho, unidade: u, onDone }: { espelho: Espelho; unidade: Unidade; onDone: () => void }) {
  const client = useQueryClient();
  const imovelId = espelho.imovel.id;
  const enviar = useServerForm<ReservaValues, ReservaOutput, { unidade: Unidade }>({
    schema: loadReservaSchema,
    defaultValues: { cliente_nome: '', cliente_telefone: '' },
    fields: ['cliente_nome', 'cliente_telefone'],
    submit: (dados) =>
      api('POST', '/api/espelho/:imovelId/unidades/:unidadeId/reserva', {
        param: { imovelId, unidadeId: u.id },
        body: dados,
      }),
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
  const { register, errors } = enviar;
  const { formError: falha, pending } = enviar;

  const indisponivel = u.status !== 'Disponível';
  return (
    <form
      noValidate
      onSubmit={(e) => void enviar.onSubmit(e)}
      className="space-y-4 px-5 py-4"
      aria-label="Reservar Unidade"
    >
      <p className="text-sm text-slate-700">
        Unidade <strong>{u.numero}</strong> · {reais(u.preco_centavos)}. A reserva vale por{' '}
        <strong>{espelho.imovel.reserva_horas} h</strong>.
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

function EdicaoForm({ espelho, unidade: u, onDone }: { espelho: Espelho; unidade: Unidade; onDone: () => void }) {
  const imovelId = espelho.imovel.id;
  const salvar = useUnidadeAcao(
    imovelId,
    (dados: EdicaoOutput) =>
      api('PATCH', '/api/espelho/:imovelId/unidades/:unidadeId', { param: { imovelId, unidadeId: u.id }, body: dados }),
    { sucesso: 'Unidade atualizada!', erro: 'Erro ao salvar a unidade' },
  );
  const form = useServerForm<EdicaoValues & { versao: number }, EdicaoOutput>({
    schema: loadEdicaoSchema,
    fields: EDICAO_FIELDS,
    submit: (dados) => salvar.mutateAsync(dados),
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
