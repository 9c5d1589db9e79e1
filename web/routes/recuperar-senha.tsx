// 'Esqueceu sua senha?': asks for the e-mail; the answer is the same whether or not the address has an account.
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import type { esqueciSenhaSchema } from '@worker/schemas/senha-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput } from '@web/components/ui/input.tsx';
import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { requestSenhaReset } from '@web/features/auth/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

type Values = z.input<typeof esqueciSenhaSchema>;
type Payload = z.output<typeof esqueciSenhaSchema>;

export function Component() {
  usePageTitle('Recuperar senha');
  const request = useServerForm<Values, Payload, { mensagem: string }>({
    schema: () => import('@worker/schemas/senha-input.ts').then((m) => m.esqueciSenhaSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    submit: requestSenhaReset,
  });
  const { register, errors } = request;

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
    >
      {request.result ? (
        <div className="space-y-4">
          <SuccessNotice icon={MailCheck}>
            <p>{request.result.mensagem}</p>
          </SuccessNotice>
          <p className="text-sm text-slate-600">O link vale por 1 hora e só pode ser usado uma vez.</p>
          <Link to="/login" className="block text-center text-sm font-semibold text-brand-700 hover:text-brand-900">
            Voltar para o login
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={request.onSubmit} className="space-y-5">
          <FormField label="E-mail" error={errors.email?.message}>
            {(control) => <EmailInput {...control} autoFocus {...register('email')} />}
          </FormField>
          {request.error != null && !errors.email && <FormAlert>{errorMessage(request.error)}</FormAlert>}
          <Button type="submit" size="lg" className="w-full" pending={request.pending}>
            {request.pending ? 'Enviando...' : 'Enviar link de redefinição'}
          </Button>
          <p className="text-center text-sm text-slate-600">
            Lembrou a senha?{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
              Entrar
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
