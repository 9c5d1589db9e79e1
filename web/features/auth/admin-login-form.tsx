import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { SessionUser } from '@worker/schemas/auth.ts';
import type { loginSchema } from '@worker/schemas/auth-input.ts';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { announceLogin } from '@web/lib/session.ts';
import { postLogin, verifyAdminCode, type LoginPayload } from './queries.ts';

type LoginValues = z.input<typeof loginSchema>;

/** A wrong admin login only ever says this, whatever the reason (wrong password or not an admin). */
const INVALID_CREDENTIALS = 'Credenciais inválidas. Tente novamente.';

function adminErrorMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
    ? INVALID_CREDENTIALS
    : errorMessage(error);
}

/** Password first; an admin with the second factor on then types the authenticator's code (or a recovery code). */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [desafio, setDesafio] = useState<string | null>(null);
  const signIn = async (user: SessionUser) => {
    announceLogin(user);
    toast({ title: 'Login bem-sucedido!', description: `Bem-vindo(a) de volta, ${user.nome}.` });
    await navigate('/admin');
  };
  const login = useMutation({
    mutationFn: postLogin,
    onSuccess: async (answer) => {
      if ('desafio' in answer) setDesafio(answer.desafio);
      else await signIn(answer.user);
    },
    onError: (error) =>
      toast({ title: 'Erro no Login', description: adminErrorMessage(error), variant: 'destructive' }),
  });

  if (desafio) return <SegundoFator desafio={desafio} onSuccess={signIn} onRestart={() => setDesafio(null)} />;
  return <PasswordStep pending={login.isPending} error={login.isError ? login.error : null} onSubmit={login.mutate} />;
}

function PasswordStep({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: unknown;
  onSubmit: (payload: LoginPayload) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginPayload>({
    resolver: lazyZodResolver(() => import('@worker/schemas/auth-input.ts').then((m) => m.loginSchema)),
    defaultValues: { userType: 'admin', email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <input type="hidden" {...register('userType')} />
      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="username" inputMode="email" {...register('email')} />
        )}
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
      </FormField>
      {error !== null && <FormAlert>{adminErrorMessage(error)}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" pending={pending}>
        {pending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}

function SegundoFator({
  desafio,
  onSuccess,
  onRestart,
}: {
  desafio: string;
  onSuccess: (user: SessionUser) => Promise<void>;
  onRestart: () => void;
}) {
  const [codigo, setCodigo] = useState('');
  const verify = useMutation({
    mutationFn: () => verifyAdminCode({ desafio, codigo }),
    onSuccess: ({ user }) => onSuccess(user),
  });
  // A spent or expired challenge cannot take more codes: the password step starts again.
  const esgotado = verify.error instanceof ApiError && /Faça login novamente/.test(verify.error.message);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate();
      }}
      className="space-y-5"
    >
      <FormField
        label="Código de verificação"
        hint="Digite o código de 6 dígitos do aplicativo autenticador ou um código de recuperação."
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            autoComplete="one-time-code"
            inputMode="text"
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
          />
        )}
      </FormField>
      {verify.isError && <FormAlert>{errorMessage(verify.error)}</FormAlert>}
      {esgotado ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          Voltar ao login
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" pending={verify.isPending}>
          {verify.isPending ? 'Verificando...' : 'Verificar'}
        </Button>
      )}
    </form>
  );
}
