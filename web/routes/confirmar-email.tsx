// The page the sign-up e-mail links to: the address is confirmed only when the person presses the button, never on
// load, since mail scanners open links and some run their scripts. Then it sends the person to the login
// (confirming does not sign in: see worker/domain/confirmacao-email.ts).
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MSG_CONFIRMACAO } from '@worker/schemas/confirmacao-email.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { ResendConfirmation } from '@web/features/auth/resend-confirmation.tsx';
import { confirmEmail } from '@web/features/auth/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Confirmar e-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => confirmEmail(token),
    onSuccess: () => toast({ title: 'Cadastro realizado com sucesso!', description: 'Seu e-mail foi confirmado.' }),
  });

  if (confirm.isSuccess) {
    return (
      <AuthCard title="E-mail confirmado">
        <div className="space-y-4">
          <SuccessNotice>
            <p>
              <strong className="block">Cadastro realizado com sucesso!</strong>
              {confirm.data.mensagem}
            </p>
          </SuccessNotice>
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Ir para o login
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (token && !confirm.isError) {
    return (
      <AuthCard title="Confirme seu e-mail" subtitle="Falta só um passo para ativar sua conta.">
        <Button type="button" size="lg" className="w-full" pending={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirmando...' : 'Confirmar e-mail'}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Não foi possível confirmar" subtitle="Peça um novo link: enviaremos para o e-mail do cadastro.">
      <div className="space-y-5">
        <FormAlert>{confirm.isError ? errorMessage(confirm.error) : MSG_CONFIRMACAO.linkInvalido}</FormAlert>
        <ResendConfirmation />
        <p className="text-center text-sm text-slate-600">
          Já confirmou?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
            Entrar
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
