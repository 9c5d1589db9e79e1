import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ArrowLeft, BriefcaseBusiness, Building2, CircleAlert, Users } from 'lucide-react';
import type { SignupType } from '@worker/schemas/auth.ts';
import type { loginSchema } from '@worker/schemas/auth-input.ts';
import { MSG_CONFIRMACAO } from '@worker/schemas/confirmacao-email.ts';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput } from '@web/components/ui/input.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { cn } from '@web/lib/cn.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { ROLE_LABELS } from './role-labels.ts';
import type { LoginPayload } from './queries.ts';
import { useLogin } from './use-login.ts';

type LoginValues = z.input<typeof loginSchema>;

const ROLE_OPTIONS: Array<{ value: SignupType; label: string; description: string; icon: typeof Building2 }> = [
  {
    value: 'construtora',
    label: 'Sou Construtora',
    description: 'Publico e gerencio empreendimentos',
    icon: Building2,
  },
  { value: 'corretor', label: 'Sou Corretor', description: 'Busco e capto oportunidades', icon: BriefcaseBusiness },
  { value: 'imobiliaria', label: 'Sou Imobiliária', description: 'Gerencio minha equipe de corretores', icon: Users },
];

/** The server's 403 messages name the problem; each has its own toast title. */
function loginErrorTitle(error: unknown): string {
  const message = errorMessage(error);
  if (message.startsWith('Este login não corresponde')) return 'Erro de Tipo de Usuário';
  if (message.startsWith('Não foi encontrado um perfil')) return 'Perfil Não Encontrado';
  if (message === MSG_CONFIRMACAO.emailNaoConfirmado) return 'Confirmação Necessária';
  return 'Erro no Login';
}

export function LoginForm() {
  const [step, setStep] = useState<1 | 2>(1);
  const session = useLogin();
  const login = useServerForm<LoginValues, LoginPayload>({
    schema: () => import('@worker/schemas/auth-input.ts').then((m) => m.loginSchema),
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password', 'userType'],
    submit: (payload) => session.mutateAsync(payload),
    onError: (error) => {
      // The unconfirmed account's full explanation and its resend button are in the form; the toast stays short.
      const description =
        errorMessage(error) === MSG_CONFIRMACAO.emailNaoConfirmado
          ? 'Confira seu e-mail para ativar a conta.'
          : errorMessage(error);
      toast({ title: loginErrorTitle(error), description, variant: 'destructive' });
    },
  });
  const { register, trigger, control, errors } = login;
  const userType = useWatch({ control, name: 'userType' });
  const email = useWatch({ control, name: 'email' });

  // The refusal of an unconfirmed account offers a new link (the address is the one typed above).
  const awaitsConfirmation = errorMessage(login.error) === MSG_CONFIRMACAO.emailNaoConfirmado;

  const goToCredentials = async () => {
    if (await trigger('userType')) setStep(2);
  };

  return (
    <form noValidate onSubmit={login.onSubmit} className="space-y-6">
      {step === 1 ? (
        <>
          <fieldset aria-describedby={errors.userType ? 'tipo-erro' : undefined}>
            <legend className="text-sm font-medium text-slate-800">Como você quer entrar?</legend>
            <div className="mt-3 grid gap-3">
              {ROLE_OPTIONS.map(({ value, label, description, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer flex-col gap-2 rounded-2xl border-2 p-4 transition-colors',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2',
                    userType === value
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-slate-200 bg-white hover:border-slate-300',
                  )}
                >
                  <input type="radio" value={value} className="sr-only" {...register('userType')} />
                  <span
                    className={cn(
                      'inline-flex size-10 items-center justify-center rounded-xl',
                      userType === value ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="font-semibold text-slate-900">{label}</span>
                  <span className="text-sm text-slate-600">{description}</span>
                </label>
              ))}
            </div>
            {errors.userType && (
              <p id="tipo-erro" role="alert" className="mt-3 flex items-center gap-1 text-sm text-red-700">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {errors.userType.message}
              </p>
            )}
          </fieldset>
          <Button type="button" size="lg" className="w-full" onClick={() => void goToCredentials()}>
            Continuar
          </Button>
        </>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm">
            <span className="text-brand-900">
              Entrando como <strong>{userType ? ROLE_LABELS[userType] : ''}</strong>
            </span>
            <button
              type="button"
              onClick={() => setStep(1)}
              className="inline-flex items-center gap-1 rounded-md font-semibold text-brand-700 hover:text-brand-900"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar
            </button>
          </div>

          <FormField label="E-mail" error={errors.email?.message}>
            {(control) => <EmailInput {...control} autoFocus {...register('email')} />}
          </FormField>

          <div className="space-y-2">
            <FormField label="Senha" error={errors.password?.message}>
              {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
            </FormField>
            <div className="text-right">
              <Link to="/recuperar-senha" className="text-sm font-medium text-brand-700 hover:text-brand-900">
                Esqueceu sua senha?
              </Link>
            </div>
          </div>

          {login.error instanceof ApiError && <FormAlert>{login.error.message}</FormAlert>}
          {awaitsConfirmation && <ResendConfirmation key={email} email={email} />}

          <Button type="submit" size="lg" className="w-full" pending={login.pending}>
            {login.pending ? 'Entrando...' : 'Entrar'}
          </Button>
        </>
      )}

      <p className="text-center text-sm text-slate-600">
        Ainda não tem conta?{' '}
        <Link to="/cadastro" className="font-semibold text-brand-700 hover:text-brand-900">
          Cadastre-se gratuitamente
        </Link>
      </p>
    </form>
  );
}
