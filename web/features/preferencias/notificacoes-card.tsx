// Which notifications the broker wants: new developments and developments sold or reserved.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { BellRing } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { Switch } from '@web/components/ui/switch.tsx';
import type { FormValues, Output } from './form-values.ts';

type Control = UseFormReturn<FormValues, unknown, Output>['control'];

export function NotificacoesCard({ control }: { control: Control }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        Notificações
      </h3>
      <Toggle
        control={control}
        name="notificar_novos"
        label="Notificar novos imóveis"
        hint="Lançamentos dentro do seu raio, tipos e faixa de preço."
      />
      <Toggle
        control={control}
        name="notificar_vendidos_reservados"
        label="Notificar imóveis vendidos/reservados"
        hint="Quando um imóvel do seu interesse for vendido ou reservado."
      />
    </Card>
  );
}

function Toggle({
  control,
  name,
  label,
  hint,
}: {
  control: Control;
  name: 'notificar_novos' | 'notificar_vendidos_reservados';
  label: string;
  hint: string;
}) {
  const id = `pref-${name}`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}
