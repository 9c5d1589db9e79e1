// The invitation page's sign-up: a broker account with the invited address, already in the agency's team.
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN, type SessionUser } from '@worker/schemas/auth.ts';
import type { cadastroConviteSchema } from '@worker/schemas/imobiliarias-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { announceLogin } from '@web/lib/session.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { signupByConvite } from './queries.ts';

type Values = z.input<typeof cadastroConviteSchema>;
type Payload = z.output<typeof cadastroConviteSchema>;

export function CadastroConviteForm({ token, imobiliaria }: { token: string; imobiliaria: string }) {
  const navigate = useNavigate();
  const form = useServerForm<Values, Payload, { user: SessionUser }>({
    schema: () => import('@worker/schemas/imobiliarias-input.ts').then((m) => m.cadastroConviteSchema),
    defaultValues: { nome: '', creci: '', password: '', confirmPassword: '' },
    fields: ['nome', 'creci', 'password', 'confirmPassword'],
    submit: (body) => signupByConvite(token, body),
    onSuccess: async ({ user }) => {
      announceLogin(user);
      toast({ title: 'Bem-vindo(a) à equipe!', description: `Você agora faz parte da ${imobiliaria}.` });
      await navigate('/dashboard');
    },
  });
  const { register, errors } = form;
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <FormField label="Nome Completo" error={errors.nome?.message}>
        {(c) => <Input {...c} autoComplete="name" {...register('nome')} />}
      </FormField>
      <FormField
        label="CRECI"
        hint="Número do seu registro no Conselho Regional de Corretores."
        error={errors.creci?.message}
      >
        {(c) => <Input {...c} placeholder="Ex.: 123456-F" {...register('creci')} />}
      </FormField>
      <FormField label="Senha" hint={`Mínimo de ${PASSWORD_MIN} caracteres`} error={errors.password?.message}>
        {(c) => <PasswordInput {...c} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Confirmar Senha" error={errors.confirmPassword?.message}>
        {(c) => <PasswordInput {...c} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" pending={form.pending}>
        {form.pending ? 'Criando conta...' : 'Criar conta e entrar na equipe'}
      </Button>
    </form>
  );
}
