// 'Convidar corretor': an e-mail address, validated with the same schema as POST /api/imobiliarias/convites.
import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { conviteSchema } from '@worker/schemas/imobiliarias-input.ts';
import { MSG_IMOBILIARIA } from '@worker/schemas/imobiliarias.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { refreshImobiliaria, sendConvite } from './queries.ts';

type Values = z.input<typeof conviteSchema>;
type Payload = z.output<typeof conviteSchema>;

export function ConviteForm() {
  const form = useServerForm<Values, Payload>({
    schema: () => import('@worker/schemas/imobiliarias-input.ts').then((m) => m.conviteSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    submit: sendConvite,
    onSuccess: async () => {
      toast({ title: MSG_IMOBILIARIA.conviteEnviado, description: 'O corretor recebe o link por e-mail.' });
      form.reset({ email: '' });
      await refreshImobiliaria();
    },
    onError: (error) => {
      toast({ title: 'Erro ao enviar convite', description: errorMessage(error), variant: 'destructive' });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormField label="E-mail do corretor" error={form.errors.email?.message}>
          {(control) => <EmailInput {...control} {...form.register('email')} />}
        </FormField>
      </div>
      <Button type="submit" pending={form.pending} className="sm:mt-7">
        {!form.pending && <Send aria-hidden="true" className="size-4" />}
        Convidar
      </Button>
    </form>
  );
}
