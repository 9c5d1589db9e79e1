// The payment plan as editable lines (entrada, N mensais from a month, intermediárias on dates, chaves,
// financiamento), shared by 'Enviar Proposta' and the developer's counter-proposal. Money is typed in pt-BR.
import { useId } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { ROTULO_LINHA, TIPOS_LINHA, type LinhaPlano, type TipoLinha } from '@worker/schemas/plano-pagamento.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { centavosToText, textToCentavos } from '@web/lib/dinheiro-br.ts';

export type LinhaValues = {
  tipo: TipoLinha;
  valor_centavos: string;
  quantidade: string;
  vencimento: string;
  primeiro_vencimento: string;
};
export type PlanoValues = { preco_ofertado_centavos: string; plano: LinhaValues[] };

export const linhaVazia = (tipo: TipoLinha): LinhaValues => ({
  tipo,
  valor_centavos: '',
  quantidade: tipo === 'mensais' ? '1' : '',
  vencimento: '',
  primeiro_vencimento: '',
});

/** A saved plan back into the form's text fields. */
export function linhasParaValues(plano: readonly LinhaPlano[]): LinhaValues[] {
  return plano.map((l) => ({
    ...linhaVazia(l.tipo),
    valor_centavos: centavosToText(l.valor_centavos),
    quantidade: l.tipo === 'mensais' ? String(l.quantidade) : '',
    vencimento: 'vencimento' in l ? l.vencimento : '',
    primeiro_vencimento: l.tipo === 'mensais' ? l.primeiro_vencimento : '',
  }));
}

/** The typed lines as far as they parse (a line still being typed counts as zero), for the live total. */
export function typedLines(linhas: readonly LinhaValues[]): LinhaPlano[] {
  return linhas.map((l): LinhaPlano => {
    const valor = textToCentavos(l.valor_centavos) ?? 0;
    switch (l.tipo) {
      case 'mensais':
        return {
          tipo: 'mensais',
          quantidade: /^\d+$/.test(l.quantidade.trim()) ? Number(l.quantidade) : 0,
          valor_centavos: valor,
          primeiro_vencimento: l.primeiro_vencimento,
        };
      case 'entrada':
      case 'intermediaria':
        return { tipo: l.tipo, valor_centavos: valor, vencimento: l.vencimento };
      default:
        return { tipo: l.tipo, valor_centavos: valor };
    }
  });
}

type Props<T extends PlanoValues, O> = {
  control: Control<T, unknown, O>;
  register: UseFormRegister<T>;
  errors: FieldErrors<PlanoValues>;
};

export function PlanoEditor<T extends PlanoValues, O>(props: Props<T, O>) {
  // The generic form is narrowed to its plan part, which is all this editor touches.
  const control = props.control as unknown as Control<PlanoValues>;
  const register = props.register as unknown as UseFormRegister<PlanoValues>;
  const { errors } = props;
  const { fields, append, remove } = useFieldArray({ control, name: 'plano' });
  const linhas = useWatch({ control, name: 'plano' });
  const idBase = useId();

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Plano de pagamento</legend>
      {errors.plano?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.plano.message}
        </p>
      )}
      <ol className="space-y-2">
        {fields.map((field, i) => {
          const tipo = linhas[i]?.tipo ?? field.tipo;
          const erro = errors.plano?.[i];
          const mensagem =
            erro?.valor_centavos?.message ??
            erro?.quantidade?.message ??
            erro?.vencimento?.message ??
            erro?.primeiro_vencimento?.message;
          const linha = linhas[i];
          // A line's message describes each of its fields, so a screen reader hears it on the field too.
          const erroId = mensagem ? `${idBase}-linha-${i}-erro` : undefined;
          // Each visible label gains a hidden 'da linha N': the spoken name begins with the words on screen.
          const daLinha = <span className="sr-only"> da linha {i + 1}</span>;
          const subtotal =
            tipo === 'mensais' && linha
              ? (textToCentavos(linha.valor_centavos) ?? 0) * (Number(linha.quantidade) || 0)
              : null;
          return (
            <li
              key={field.id}
              className="rounded-lg border border-slate-200 bg-white p-2.5"
              data-testid={`linha-plano-${i}`}
            >
              <div className="flex flex-wrap items-end gap-2">
                <label className="w-full space-y-1 text-xs font-medium text-slate-700 sm:w-44">
                  Tipo{daLinha}
                  <Select {...register(`plano.${i}.tipo`)}>
                    {TIPOS_LINHA.map((t) => (
                      <option key={t} value={t}>
                        {ROTULO_LINHA[t]}
                      </option>
                    ))}
                  </Select>
                </label>
                {tipo === 'mensais' && (
                  <label className="w-20 space-y-1 text-xs font-medium text-slate-700">
                    Qtd.{daLinha}
                    <Input
                      {...register(`plano.${i}.quantidade`)}
                      inputMode="numeric"
                      aria-invalid={!!erro?.quantidade}
                      aria-describedby={erroId}
                    />
                  </label>
                )}
                <label className="min-w-32 flex-1 space-y-1 text-xs font-medium text-slate-700">
                  {tipo === 'mensais' ? 'Valor de cada (R$)' : 'Valor (R$)'}
                  {daLinha}
                  <Input
                    {...register(`plano.${i}.valor_centavos`)}
                    inputMode="decimal"
                    placeholder="0,00"
                    aria-invalid={!!erro?.valor_centavos}
                    aria-describedby={erroId}
                  />
                </label>
                {tipo === 'mensais' && (
                  <label className="w-36 space-y-1 text-xs font-medium text-slate-700">
                    A partir de{daLinha}
                    <Input
                      {...register(`plano.${i}.primeiro_vencimento`)}
                      type="month"
                      aria-invalid={!!erro?.primeiro_vencimento}
                      aria-describedby={erroId}
                    />
                  </label>
                )}
                {(tipo === 'entrada' || tipo === 'intermediaria') && (
                  <label className="w-40 space-y-1 text-xs font-medium text-slate-700">
                    Vencimento{daLinha}
                    <Input
                      {...register(`plano.${i}.vencimento`)}
                      type="date"
                      aria-invalid={!!erro?.vencimento}
                      aria-describedby={erroId}
                    />
                  </label>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(i)}
                  aria-label={`Remover linha ${i + 1}`}
                  className="text-slate-500 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {subtotal !== null && subtotal > 0 && (
                <p className="mt-1 text-xs text-slate-600">Subtotal: {formatCentavos(subtotal)}</p>
              )}
              {mensagem && (
                <p id={erroId} role="alert" className="mt-1 text-xs font-medium text-red-700">
                  {mensagem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {TIPOS_LINHA.map((t) => (
          <Button key={t} variant="outline" size="sm" onClick={() => append(linhaVazia(t))}>
            <Plus aria-hidden="true" className="size-3.5" />
            {ROTULO_LINHA[t]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
