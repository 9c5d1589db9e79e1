// Dashboard tab 'Divisão da Comissão' of an agency: its rule (broker %, manager %, the rest to the agency), typed in
// percent with two decimals and saved in basis points; the same schema checks the form and the endpoint. A sale
// keeps the rule in force when it was approved (docs/vendas.md#divisão-da-comissão).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatBps, parseNumeroBr, percentParaBps } from '@worker/schemas/dinheiro.ts';
import { BP_TOTAL, type RegraDivisaoAtual } from '@worker/schemas/divisao.ts';
import type { regraDivisaoSchema } from '@worker/schemas/divisao-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatNumber } from '@web/lib/format.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { divisaoQuery, saveDivisao } from './queries.ts';

type Values = { corretor_bp: string; gerente_bp: string };
type Output = z.output<typeof regraDivisaoSchema>;

const loadSchema = () =>
  import('@worker/schemas/divisao-input.ts').then((m) => m.regraDivisaoSchema as unknown as z.ZodType<Output, Values>);

export default function DivisaoTab() {
  const q = useQuery(divisaoQuery);
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Divisão da Comissão</h2>
        <p className="mt-1 text-sm text-slate-600">
          Como a comissão de cada venda da equipe se divide entre o corretor que vendeu, o gerente dele e a imobiliária.
          Cada venda guarda a regra em vigor no dia em que foi aprovada.
        </p>
      </div>
      {q.isPending ? (
        <PageSpinner />
      ) : q.isError ? (
        <ErrorState title="Erro ao carregar a regra" message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : (
        <DivisaoForm regra={q.data} />
      )}
    </div>
  );
}

/** The agency's part of what is typed, or null while a field is not a percentage yet. */
function parteDaImobiliaria(values: Values): number | null {
  const bps = [values.corretor_bp, values.gerente_bp].map((v) => {
    const n = parseNumeroBr(v.trim() === '' ? '0' : v);
    return typeof n === 'number' ? percentParaBps(n) : null;
  });
  if (bps.some((b) => b === null)) return null;
  return BP_TOTAL - bps[0]! - bps[1]!;
}

function DivisaoForm({ regra }: { regra: RegraDivisaoAtual }) {
  const client = useQueryClient();
  const form = useServerForm<Values, Output, RegraDivisaoAtual>({
    schema: loadSchema,
    defaultValues: {
      corretor_bp: formatNumber(regra.corretor_bp / 100),
      gerente_bp: formatNumber(regra.gerente_bp / 100),
    },
    fields: ['corretor_bp', 'gerente_bp'],
    submit: saveDivisao,
    onSuccess: (salva) => {
      client.setQueryData(divisaoQuery.queryKey, salva);
      toast({ title: 'Divisão salva!', description: `A imobiliária fica com ${formatBps(salva.imobiliaria_bp)}.` });
    },
  });
  const { register, errors } = form;
  const resto = parteDaImobiliaria(form.watch());
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate aria-label="Divisão da comissão" onSubmit={(e) => void form.onSubmit(e)} className="space-y-4">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Corretor (%)" error={errors.corretor_bp?.message}>
            {(f) => <Input {...f} {...register('corretor_bp')} inputMode="decimal" />}
          </FormField>
          <FormField label="Gerente (%)" error={errors.gerente_bp?.message}>
            {(f) => <Input {...f} {...register('gerente_bp')} inputMode="decimal" />}
          </FormField>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800">Imobiliária</p>
            <p
              className="py-2 text-2xl font-bold tabular-nums text-slate-900"
              data-testid="parte-imobiliaria"
              aria-live="polite"
            >
              {resto === null ? '—' : resto < 0 ? 'acima de 100%' : formatBps(resto)}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          Corretor e gerente recebem o percentual arredondado para baixo, em centavos; o centavo que sobra fica com a
          imobiliária, e as três partes somam exatamente a comissão. Sem gerente, a parte dele fica com a imobiliária.
        </p>
        <div className="flex justify-end">
          <Button type="submit" pending={form.pending}>
            Salvar divisão
          </Button>
        </div>
      </form>
    </Card>
  );
}
