// The page the reset e-mail links to: a new password for the token in the address; afterwards, back to login.
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN } from '@worker/schemas/auth.ts';
import type { resetSenhaSchema } from '@worker/schemas/senha-input.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { resetSenha } from '@web/features/auth/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

type Values = z.input<typeof resetSenhaSchema>;
type Payload = z.output<typeof resetSenhaSchema>;

export function Component() {
  usePageTitle('Redefinir senha');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useServerForm<Values, Payload, { mensagem: string }>({
    schema: () => import('@worker/schemas/senha-input.ts').then((m) => m.resetSenhaSchema),
    defaultValues: { token, nova_senha: '', confirmar_senha: '' },
    fields: ['nova_senha', 'confirmar_senha'],
    submit: resetSenha,
  });
  const { register, errors } = reset;

  if (reset.result) {
    return (
      <AuthCard title="Senha redefinida">
        <div className="space-y-4">
          <SuccessNotice>
            <p>{reset.result.mensagem} Por segurança, todas as sessões abertas foram encerradas.</p>
          </SuccessNotice>
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Ir para o login
          </Link>
        </div>
      </AuthCard>
    );
  }

  const tokenError = errors.token?.message;
  return (
    <AuthCard title="Criar nova senha" subtitle="Escolha uma senha que você não usa em outros sites.">
      {!token ? (
        <div className="space-y-4">
          <FormAlert>Este link de redefinição é inválido ou expirou. Solicite um novo.</FormAlert>
          <Link to="/recuperar-senha" className="block text-center text-sm font-semibold text-brand-700">
            Solicitar novo link
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={reset.onSubmit} className="space-y-5">
          <FormField
            label="Nova senha"
            hint={`Mínimo de ${PASSWORD_MIN} caracteres.`}
            error={errors.nova_senha?.message}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" autoFocus {...register('nova_senha')} />
            )}
          </FormField>
          <FormField label="Confirmar nova senha" error={errors.confirmar_senha?.message}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmar_senha')} />}
          </FormField>
          {(tokenError || (reset.error != null && !errors.nova_senha && !errors.confirmar_senha)) && (
            <div className="space-y-2">
              <FormAlert>{tokenError ?? errorMessage(reset.error)}</FormAlert>
              <Link to="/recuperar-senha" className="block text-sm font-semibold text-brand-700 hover:text-brand-900">
                Solicitar novo link
              </Link>
            </div>
          )}
          <Button type="submit" size="lg" className="w-full" pending={reset.pending}>
            {reset.pending ? 'Salvando...' : 'Salvar nova senha'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
