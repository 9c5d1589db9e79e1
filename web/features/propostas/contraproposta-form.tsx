// The developer's counter-proposal: a new price and plan (the plan's total must equal the price; the broker's
// conditions do not bind the developer), checked with the server's action schema.
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { PropostaDetalhe } from '@worker/schemas/propostas.ts';
import type { propostaAcaoSchema } from '@worker/schemas/proposta-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { centavosToText, textToCentavos } from '@web/lib/dinheiro-br.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { typedLines, linhasParaValues, PlanoEditor, type PlanoValues } from './plano-editor.tsx';
import { usePropostaAcao } from './queries.ts';
import { ResumoPlano } from './resumo-plano.tsx';

type Values = PlanoValues & { acao: 'contrapropor'; versao: number; observacao: string };
type Output = z.output<typeof propostaAcaoSchema>;

const loadSchema = () =>
  import('@worker/schemas/proposta-input.ts').then((m) => m.propostaAcaoSchema as unknown as z.ZodType<Output, Values>);

export function ContrapropostaForm({ proposta: p, onCancel }: { proposta: PropostaDetalhe; onCancel: () => void }) {
  const acao = usePropostaAcao(p.id);
  const form = useServerForm<Values, Output>({
    schema: loadSchema,
    mode: 'onTouched',
    defaultValues: {
      acao: 'contrapropor',
      versao: p.versao,
      preco_ofertado_centavos: centavosToText(p.preco_ofertado_centavos),
      plano: linhasParaValues(p.plano),
      observacao: '',
    },
    fields: (values) => [
      'preco_ofertado_centavos',
      'plano',
      ...values.plano.map((_, i) => `plano.${i}.valor_centavos` as const),
    ],
    submit: (dados) => acao.mutateAsync(dados),
  });
  const { register, control, errors } = form;
  const plano = useWatch({ control, name: 'plano' });
  const precoTexto = useWatch({ control, name: 'preco_ofertado_centavos' });

  return (
    <form
      noValidate
      aria-label="Contraproposta"
      onSubmit={(e) => void form.onSubmit(e)}
      className="space-y-4 rounded-xl border border-orange-200 bg-orange-50/40 p-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">Contraproposta</h3>
      {form.error instanceof ApiError && form.error.status === 409 && <FormAlert>{errorMessage(form.error)}</FormAlert>}
      <FormField label="Novo preço (R$)" error={errors.preco_ofertado_centavos?.message}>
        {(f) => <Input {...f} {...register('preco_ofertado_centavos')} inputMode="decimal" />}
      </FormField>
      <PlanoEditor control={control} register={register} errors={errors} />
      <ResumoPlano
        linhas={typedLines(plano)}
        precoOfertado={textToCentavos(precoTexto)}
        precoTabela={p.preco_tabela_centavos}
        condicoes={null}
      />
      <FormField label="Observação para o corretor (opcional)" error={errors.observacao?.message}>
        {(f) => <Textarea {...f} {...register('observacao')} rows={2} className="min-h-16" />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={form.pending}>
          Voltar
        </Button>
        <Button type="submit" pending={form.pending}>
          Enviar contraproposta
        </Button>
      </div>
    </form>
  );
}
