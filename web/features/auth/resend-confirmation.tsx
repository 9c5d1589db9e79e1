// "Reenviar e-mail de confirmação": from the login refusal (the address is known) or from a used or expired link
// (the person types it). The answer is the same whatever the address.
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { reenviarConfirmacaoSchema } from '@worker/schemas/auth-input.ts';
import { MailCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput } from '@web/components/ui/input.tsx';
import { api, errorMessage } from '@web/lib/api.ts';
import { applyServerIssues } from '@web/lib/form-errors.ts';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver.ts';

type Values = z.input<typeof reenviarConfirmacaoSchema>;
type Payload = z.output<typeof reenviarConfirmacaoSchema>;

export function ResendConfirmation({ email }: { email?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({
    resolver: lazyZodResolver(() => import('@worker/schemas/auth-input.ts').then((m) => m.reenviarConfirmacaoSchema)),
    defaultValues: { email: email ?? '' },
  });
  const reenviar = useMutation({
    mutationFn: (body: Payload) => api('POST', '/api/auth/reenviar-confirmacao', { body }),
    onError: (error) => applyServerIssues(error, setError, ['email']),
  });

  if (reenviar.isSuccess) return <SuccessNotice icon={MailCheck}>{reenviar.data.mensagem}</SuccessNotice>;
  // A form of its own would be nested inside the login form, so the button submits through handleSubmit.
  const send = handleSubmit((values) => reenviar.mutate(values));
  return (
    <div className="space-y-3">
      {email === undefined && (
        <FormField label="E-mail do cadastro" error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </FormField>
      )}
      {reenviar.isError && !errors.email && <FormAlert>{errorMessage(reenviar.error)}</FormAlert>}
      {email !== undefined && errors.email && <FormAlert>{errors.email.message}</FormAlert>}
      <Button
        type="button"
        variant="outline"
        // At 360 px the label may need two lines: the button grows instead of squeezing them.
        className="h-auto min-h-11 w-full px-2 py-2"
        pending={reenviar.isPending}
        onClick={() => void send()}
      >
        {reenviar.isPending ? 'Enviando...' : 'Reenviar e-mail de confirmação'}
      </Button>
    </div>
  );
}
