import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { PASSWORD_MIN, type SignupType } from '@worker/schemas/auth.ts';
import type { signupSchema } from '@worker/schemas/auth-input.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { SuccessNotice } from '@web/components/ui/success-notice.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput, Input } from '@web/components/ui/input.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { maskCnpj } from '@web/lib/cnpj-mask.ts';
import { postSignup } from './queries.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

type SignupValues = z.input<typeof signupSchema>;
type SignupPayload = z.output<typeof signupSchema>;

export function SignupForm({ userType }: { userType: SignupType }) {
  const signup = useServerForm<SignupValues, SignupPayload, { mensagem: string }>({
    schema: () => import('@worker/schemas/auth-input.ts').then((m) => m.signupSchema),
    defaultValues: {
      userType,
      nome: '',
      creci: '',
      cnpj: '',
      creci_juridico: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    fields: ['nome', 'creci', 'cnpj', 'creci_juridico', 'email', 'password', 'confirmPassword'],
    submit: postSignup,
    onSuccess: () => {
      toast({ title: 'Confirmação Necessária', description: 'Confira seu e-mail para ativar a conta.' });
    },
    onError: (error) => {
      toast({ title: 'Erro de Cadastro', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, errors, setValue } = signup;
  const empresa = userType !== 'corretor';

  // The answer is the same whether or not the address already has an account: the e-mail says which.
  if (signup.result && signup.variables) {
    return (
      <div className="space-y-5">
        <SuccessNotice icon={MailCheck}>
          <p className="font-semibold">Confirmação Necessária</p>
          <p>{signup.result.mensagem}</p>
          <p className="break-all">
            E-mail informado: <strong>{signup.variables.email}</strong>
          </p>
        </SuccessNotice>
        <p className="text-sm text-slate-600">
          O link vale por 24 horas. Depois de confirmar, é só entrar com seu e-mail e senha.
        </p>
        <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Ir para o login
        </Link>
        <div className="space-y-2 border-t border-slate-200 pt-5">
          <p className="text-sm text-slate-600">Não recebeu? Confira o spam ou peça um novo link.</p>
          <ResendConfirmation email={signup.variables.email} />
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={signup.onSubmit} className="space-y-5">
      <input type="hidden" {...register('userType')} />

      <FormField
        label={userType === 'imobiliaria' ? 'Razão Social' : empresa ? 'Nome da Empresa' : 'Nome Completo'}
        error={errors.nome?.message}
      >
        {(control) => <Input {...control} autoComplete={empresa ? 'organization' : 'name'} {...register('nome')} />}
      </FormField>

      {userType === 'imobiliaria' && (
        <>
          <FormField label="CNPJ" error={errors.cnpj?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                placeholder="00.000.000/0000-00"
                {...register('cnpj', {
                  onChange: (event: { target: { value: string } }) => setValue('cnpj', maskCnpj(event.target.value)),
                })}
              />
            )}
          </FormField>
          <FormField
            label="CRECI Jurídico"
            hint="O registro da imobiliária no Conselho Regional de Corretores."
            error={errors.creci_juridico?.message}
          >
            {(control) => <Input {...control} placeholder="Ex.: J-12345" {...register('creci_juridico')} />}
          </FormField>
        </>
      )}

      {userType === 'corretor' && (
        <FormField
          label="CRECI"
          hint="Número do seu registro no Conselho Regional de Corretores."
          error={errors.creci?.message}
        >
          {(control) => <Input {...control} placeholder="Ex.: 123456-F" {...register('creci')} />}
        </FormField>
      )}

      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...register('email')} />}
      </FormField>

      <FormField label="Senha" hint={`Mínimo de ${PASSWORD_MIN} caracteres`} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
      </FormField>

      <FormField label="Confirmar Senha" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>

      {signup.error instanceof ApiError && <FormAlert>{signup.error.message}</FormAlert>}

      <p className="text-xs text-slate-600">
        Ao criar a conta, você concorda com os{' '}
        <Link to="/termos" className="font-semibold text-brand-700 hover:text-brand-900">
          Termos de Uso
        </Link>{' '}
        e declara ter lido a{' '}
        <Link to="/privacidade" className="font-semibold text-brand-700 hover:text-brand-900">
          Política de Privacidade
        </Link>
        .
      </p>

      <Button type="submit" size="lg" className="w-full" pending={signup.pending}>
        {signup.pending ? 'Cadastrando...' : 'Criar Conta'}
      </Button>

      <p className="text-center text-sm text-slate-600">
        Já tem uma conta?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
          Entrar
        </Link>
      </p>
    </form>
  );
}
