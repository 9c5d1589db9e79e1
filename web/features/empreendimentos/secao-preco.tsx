// 'Preço e características' of the development form: prices, rooms, area, commission.
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Section } from './form-section.tsx';
import type { FormProps } from './form-values.ts';

type NumericKey = 'quartos_min' | 'quartos_max' | 'banheiros_min' | 'banheiros_max' | 'area_min' | 'area_max';

export function SecaoPreco({ form: { register, errors } }: FormProps) {
  return (
    <Section title="Preço e características">
      <FormField label="Preço mínimo (R$)" error={errors.preco_min?.message}>
        {(c) => <Input {...c} type="number" min={0} step="any" inputMode="decimal" {...register('preco_min')} />}
      </FormField>
      <FormField label="Preço máximo (R$)" error={errors.preco_max?.message}>
        {(c) => <Input {...c} type="number" min={0} step="any" inputMode="decimal" {...register('preco_max')} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          label="Faixa de preço (texto)"
          hint="Opcional. Substitui os valores acima no anúncio, ex.: 'A partir de R$ 450 mil'."
          error={errors.faixa_preco_texto?.message}
        >
          {(c) => <Input {...c} {...register('faixa_preco_texto')} />}
        </FormField>
      </div>
      <MinMax label="Quartos" min="quartos_min" max="quartos_max" register={register} errors={errors} step="1" />
      <MinMax label="Banheiros" min="banheiros_min" max="banheiros_max" register={register} errors={errors} step="1" />
      <MinMax label="Área (m²)" min="area_min" max="area_max" register={register} errors={errors} step="any" />
      <FormField label="Comissão (%)" error={errors.comissao_percent?.message}>
        {(c) => (
          <Input
            {...c}
            type="number"
            min={0}
            max={100}
            step={0.1}
            inputMode="decimal"
            {...register('comissao_percent')}
          />
        )}
      </FormField>
    </Section>
  );
}

function MinMax({
  label,
  min,
  max,
  register,
  errors,
  step,
}: {
  label: string;
  min: NumericKey;
  max: NumericKey;
  register: FormProps['form']['register'];
  errors: FormProps['form']['errors'];
  step: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField label={`${label} mín.`} error={errors[min]?.message}>
        {(c) => <Input {...c} type="number" min={0} step={step} inputMode="numeric" {...register(min)} />}
      </FormField>
      <FormField label={`${label} máx.`} error={errors[max]?.message}>
        {(c) => <Input {...c} type="number" min={0} step={step} inputMode="numeric" {...register(max)} />}
      </FormField>
    </div>
  );
}
