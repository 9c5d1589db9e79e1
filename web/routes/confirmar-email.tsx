// The page the sign-up e-mail links to: confirms the address as soon as it opens, then sends the person to the
// login (confirming does not sign in: see worker/domain/confirmacao-email.ts).
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { MSG_CONFIRMACAO } from '@worker/schemas/confirmacao-email.ts';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { ResendConfirmation } from '@web/features/auth/resend-confirmation.tsx';
import { api, errorMessage } from '@web/lib/api.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Confirmar e-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmar = useMutation({
    mutationFn: () => api<{ mensagem: string }>('/api/auth/confirmar-email', { method: 'POST', body: { token } }),
    onSuccess: () => toast({ title: 'Cadastro realizado com sucesso!', description: 'Seu e-mail foi confirmado.' }),
  });
  // The link is single-use: once per page, even when React runs effects twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmar.mutate();
  }, [token, confirmar]);

  if (confirmar.isSuccess) {
    return (
      <AuthCard title="E-mail confirmado">
        <div className="space-y-4">
          <SuccessNotice>
            <p>
              <strong className="block">Cadastro realizado com sucesso!</strong>
              {confirmar.data.mensagem}
            </p>
          </SuccessNotice>
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Ir para o login
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (token && !confirmar.isError) {
    return (
      <AuthCard title="Confirmando seu e-mail">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Só um instante...
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Não foi possível confirmar" subtitle="Peça um novo link: enviaremos para o e-mail do cadastro.">
      <div className="space-y-5">
        <FormAlert>{confirmar.isError ? errorMessage(confirmar.error) : MSG_CONFIRMACAO.linkInvalido}</FormAlert>
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
