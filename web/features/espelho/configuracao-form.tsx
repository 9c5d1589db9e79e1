// The development's reservation settings: how long a hold lasts and how many one broker may keep at once.
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { RESERVA_HORAS, RESERVAS_POR_CORRETOR, type Espelho } from '@worker/schemas/espelho.ts';
import type { configuracaoEspelhoSchema } from '@worker/schemas/espelho-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { espelhoQuery, saveConfiguracaoEspelho } from './queries.ts';

type Values = { reserva_horas: string; reservas_max_por_corretor: string };
type Output = z.output<typeof configuracaoEspelhoSchema>;
const FIELDS = ['reserva_horas', 'reservas_max_por_corretor'] as const;
const loadSchema = () =>
  import('@worker/schemas/espelho-input.ts').then(
    (m) => m.configuracaoEspelhoSchema as unknown as z.ZodType<Output, Values>,
  );

export function ConfiguracaoForm({ imovel }: { imovel: Espelho['imovel'] }) {
  const client = useQueryClient();
  const save = useServerForm<Values, Output, Output>({
    schema: loadSchema,
    defaultValues: {
      reserva_horas: String(imovel.reserva_horas),
      reservas_max_por_corretor: String(imovel.reservas_max_por_corretor),
    },
    fields: FIELDS,
    submit: (dados) => saveConfiguracaoEspelho(imovel.id, dados),
    onSuccess: (r) => {
      client.setQueryData(
        espelhoQuery(imovel.id).queryKey,
        (old) => old && { ...old, imovel: { ...old.imovel, ...r } },
      );
      toast({ title: 'Configurações salvas!' });
    },
    onError: (error) => {
      toast({ title: 'Erro ao salvar', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, errors } = save;
  return (
    <form
      noValidate
      aria-label="Configurações de reserva"
      onSubmit={(e) => void save.onSubmit(e)}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <FormField
        label="Tempo de reserva (horas)"
        error={errors.reserva_horas?.message}
        hint={`De ${RESERVA_HORAS.min} a ${RESERVA_HORAS.max} horas.`}
      >
        {(field) => <Input {...field} {...register('reserva_horas')} inputMode="numeric" />}
      </FormField>
      <FormField
        label="Reservas por corretor"
        error={errors.reservas_max_por_corretor?.message}
        hint={`Ao mesmo tempo, neste empreendimento (${RESERVAS_POR_CORRETOR.min} a ${RESERVAS_POR_CORRETOR.max}).`}
      >
        {(field) => <Input {...field} {...register('reservas_max_por_corretor')} inputMode="numeric" />}
      </FormField>
      <Button type="submit" pending={save.pending} className="sm:mt-7">
        Salvar
      </Button>
    </form>
  );
}
