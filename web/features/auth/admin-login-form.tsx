import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { loginSchema } from '@worker/schemas/auth-input.ts';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { useLogin, type LoginPayload } from './use-login.ts';

type LoginValues = z.input<typeof loginSchema>;

/** SPEC §2: a wrong admin login only ever says this, whatever the reason (wrong password or not an admin). */
const INVALID_CREDENTIALS = 'Credenciais inválidas. Tente novamente.';

function adminErrorMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
    ? INVALID_CREDENTIALS
    : errorMessage(error);
}

export function AdminLoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginPayload>({
    resolver: lazyZodResolver(() => import('@worker/schemas/auth-input.ts').then((m) => m.loginSchema)),
    defaultValues: { userType: 'admin', email: '', password: '' },
  });
  const login = useLogin({
    onError: (error) =>
      toast({ title: 'Erro no Login', description: adminErrorMessage(error), variant: 'destructive' }),
  });

  return (
    <form noValidate onSubmit={handleSubmit((payload) => login.mutate(payload))} className="space-y-5">
      <input type="hidden" {...register('userType')} />
      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="username" inputMode="email" {...register('email')} />
        )}
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
      </FormField>
      {login.isError && <FormAlert>{adminErrorMessage(login.error)}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" pending={login.isPending}>
        {login.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
