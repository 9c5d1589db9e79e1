// 'Enviar Proposta' for a unit the broker holds: client, offered price and the payment plan, checked as the broker
// types with the same schema the server applies (the unit's table price and the development's conditions).
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { Unidade } from '@worker/schemas/espelho.ts';
import type { CondicoesPagamento } from '@worker/schemas/plano-pagamento.ts';
import { MSG_PROPOSTA } from '@worker/schemas/propostas.ts';
import type { propostaSchema } from '@worker/schemas/proposta-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver.ts';
import { centavosToText, textToCentavos } from '@web/lib/dinheiro-br.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { typedLines, linhaVazia, PlanoEditor, type PlanoValues } from './plano-editor.tsx';
import { condicoesQuery, propostasKey, sendProposta } from './queries.ts';
import { ResumoPlano } from './resumo-plano.tsx';
import { SimuladorFinanciamento } from '@web/components/simulador-financiamento.tsx';

type Props = {
  imovelId: string;
  unidade: Unidade | null;
  onClose: () => void;
  /** The sales grid refreshes itself: this dialog is opened from it. */
  onEnviada: () => Promise<unknown>;
};

export function SendPropostaDialog({ imovelId, unidade, onClose, onEnviada }: Props) {
  return (
    <Dialog open={!!unidade} onOpenChange={(open) => !open && onClose()}>
      {unidade && (
        <DialogContent
          title="Enviar Proposta"
          description={`Unidade ${unidade.numero} · ${unidade.torre}`}
          className="sm:max-w-3xl"
        >
          {unidade.preco_centavos !== null ? (
            <Carregador
              imovelId={imovelId}
              unidadeId={unidade.id}
              precoTabela={unidade.preco_centavos}
              onEnviada={onEnviada}
              onDone={onClose}
            />
          ) : (
            <div className="p-5">
              <FormAlert>{MSG_PROPOSTA.semPreco}</FormAlert>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function Carregador(props: {
  imovelId: string;
  unidadeId: string;
  precoTabela: number;
  onEnviada: () => Promise<unknown>;
  onDone: () => void;
}) {
  const condicoes = useQuery(condicoesQuery(props.imovelId));
  if (condicoes.isPending) return <PageSpinner />;
  if (condicoes.error) {
    return (
      <div className="p-5">
        <ErrorState
          title="Erro ao carregar as condições de pagamento"
          message={errorMessage(condicoes.error)}
          onRetry={() => void condicoes.refetch()}
        />
      </div>
    );
  }
  return <PropostaForm {...props} condicoes={condicoes.data} />;
}

type Values = PlanoValues & {
  cliente_nome: string;
  cliente_cpf: string;
  cliente_telefone: string;
  cliente_email: string;
};
type Output = z.output<ReturnType<typeof propostaSchema>>;

const hoje = () => new Date().toLocaleDateString('sv-SE');

function PropostaForm({
  unidadeId,
  precoTabela,
  condicoes,
  onEnviada,
  onDone,
}: {
  unidadeId: string;
  precoTabela: number;
  condicoes: CondicoesPagamento;
  onEnviada: () => Promise<unknown>;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, Output>(() =>
        import('@worker/schemas/proposta-input.ts').then(
          (m) => m.propostaSchema(precoTabela, condicoes) as unknown as z.ZodType<Output, Values>,
        ),
      ),
    [precoTabela, condicoes],
  );
  const send = useServerForm<Values, Output>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      cliente_nome: '',
      cliente_cpf: '',
      cliente_telefone: '',
      cliente_email: '',
      preco_ofertado_centavos: centavosToText(precoTabela),
      plano: [{ ...linhaVazia('entrada'), vencimento: hoje() }, linhaVazia('financiamento')],
    },
    fields: (values) => [
      'cliente_nome',
      'cliente_cpf',
      'cliente_telefone',
      'cliente_email',
      'preco_ofertado_centavos',
      'plano',
      ...values.plano.flatMap((_, i) => [`plano.${i}.valor_centavos` as const, `plano.${i}.vencimento` as const]),
    ],
    submit: (dados, idempotencyKey) => sendProposta(unidadeId, dados, idempotencyKey),
    onSuccess: async () => {
      toast({ title: MSG_PROPOSTA.enviada, description: 'A construtora foi notificada.' });
      await Promise.all([client.invalidateQueries({ queryKey: propostasKey }), onEnviada()]);
      onDone();
    },
    onError: (error) => {
      toast({ title: 'Não foi possível enviar a proposta', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, control, errors } = send;
  const { formError: falha, pending } = send;
  const plano = useWatch({ control, name: 'plano' });
  const precoTexto = useWatch({ control, name: 'preco_ofertado_centavos' });
  const linhas = typedLines(plano);
  const financiado = linhas.reduce((t, l) => t + (l.tipo === 'financiamento' ? l.valor_centavos : 0), 0);

  return (
    <form
      noValidate
      onSubmit={(e) => void send.onSubmit(e)}
      className="space-y-4 px-5 py-4"
      aria-label="Enviar Proposta"
    >
      {falha && <FormAlert>{falha}</FormAlert>}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Cliente</legend>
        <FormField label="Nome do cliente" error={errors.cliente_nome?.message}>
          {(f) => <Input {...f} {...register('cliente_nome')} autoComplete="off" />}
        </FormField>
        <FormField label="CPF" error={errors.cliente_cpf?.message}>
          {(f) => <Input {...f} {...register('cliente_cpf')} inputMode="numeric" placeholder="000.000.000-00" />}
        </FormField>
        <FormField label="Telefone" error={errors.cliente_telefone?.message}>
          {(f) => <Input {...f} {...register('cliente_telefone')} type="tel" placeholder="(11) 98765-4321" />}
        </FormField>
        <FormField label="E-mail" error={errors.cliente_email?.message}>
          {(f) => <Input {...f} {...register('cliente_email')} type="email" autoComplete="off" />}
        </FormField>
      </fieldset>
      <FormField label="Preço ofertado (R$)" error={errors.preco_ofertado_centavos?.message}>
        {(f) => <Input {...f} {...register('preco_ofertado_centavos')} inputMode="decimal" />}
      </FormField>
      <PlanoEditor control={control} register={register} errors={errors} />
      <ResumoPlano
        linhas={linhas}
        precoOfertado={textToCentavos(precoTexto)}
        precoTabela={precoTabela}
        condicoes={condicoes}
      />
      <SimuladorFinanciamento key={financiado} valorCentavos={financiado || null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Voltar
        </Button>
        <Button type="submit" variant="accent" pending={pending}>
          {!pending && <Send aria-hidden="true" className="size-4" />}
          Enviar Proposta
        </Button>
      </div>
    </form>
  );
}
