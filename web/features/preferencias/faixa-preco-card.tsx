// The price range and the development types a broker wants to hear about.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TIPOS_IMOVEL } from '@worker/schemas/imoveis.ts';
import { Card } from '@web/components/ui/card.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import type { FormValues } from './form-values.ts';

export function FaixaPrecoCard({
  register,
  errors,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h3 className="font-semibold text-slate-900">Faixa de preço</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Preço mínimo (R$)"
          hint="Deixe em branco para não limitar."
          error={errors.faixa_preco_min?.message}
        >
          {(field) => (
            <Input {...field} {...register('faixa_preco_min')} inputMode="decimal" placeholder="Ex.: 300.000" />
          )}
        </FormField>
        <FormField
          label="Preço máximo (R$)"
          hint="Deixe em branco para não limitar."
          error={errors.faixa_preco_max?.message}
        >
          {(field) => (
            <Input {...field} {...register('faixa_preco_max')} inputMode="decimal" placeholder="Ex.: 900.000" />
          )}
        </FormField>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Tipos de imóvel</legend>
        <p className="text-xs text-slate-500">Nenhum marcado: todos os tipos.</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {TIPOS_IMOVEL.map((tipo) => (
            <label key={tipo} className="cursor-pointer">
              <input type="checkbox" value={tipo} {...register('tipos_imoveis')} className="peer sr-only" />
              <span className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-700 transition-colors hover:border-slate-400 peer-checked:border-brand-700 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500">
                {tipo}
              </span>
            </label>
          ))}
        </div>
        {errors.tipos_imoveis && <p className="mt-1 text-sm text-red-700">{errors.tipos_imoveis.message}</p>}
      </fieldset>
    </Card>
  );
}
