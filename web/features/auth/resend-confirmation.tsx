// "Reenviar e-mail de confirmação": from the login refusal (the address is known) or from a used or expired link
// (the person types it). The answer is the same whatever the address.
import type { z } from 'zod';
import type { resendConfirmacaoSchema } from '@worker/schemas/auth-input.ts';
import { MailCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput } from '@web/components/ui/input.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { resendConfirmacao } from './queries.ts';

type Values = z.input<typeof resendConfirmacaoSchema>;
type Payload = z.output<typeof resendConfirmacaoSchema>;

export function ResendConfirmation({ email }: { email?: string }) {
  const resend = useServerForm<Values, Payload, { mensagem: string }>({
    schema: () => import('@worker/schemas/auth-input.ts').then((m) => m.resendConfirmacaoSchema),
    defaultValues: { email: email ?? '' },
    fields: ['email'],
    submit: resendConfirmacao,
  });
  const { register, errors } = resend;

  if (resend.result) return <SuccessNotice icon={MailCheck}>{resend.result.mensagem}</SuccessNotice>;
  // A form of its own would be nested inside the login form, so the button submits through onSubmit.
  const send = resend.onSubmit;
  return (
    <div className="space-y-3">
      {email === undefined && (
        <FormField label="E-mail do cadastro" error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </FormField>
      )}
      {resend.error != null && !errors.email && <FormAlert>{errorMessage(resend.error)}</FormAlert>}
      {email !== undefined && errors.email && <FormAlert>{errors.email.message}</FormAlert>}
      <Button
        type="button"
        variant="outline"
        // At 360 px the label may need two lines: the button grows instead of squeezing them.
        className="h-auto min-h-11 w-full px-2 py-2"
        pending={resend.pending}
        onClick={() => void send()}
      >
        {resend.pending ? 'Enviando...' : 'Reenviar e-mail de confirmação'}
      </Button>
    </div>
  );
}
