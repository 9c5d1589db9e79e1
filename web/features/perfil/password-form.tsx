// 'Alterar senha': the current password is required; the server ends the user's other sessions.
import type { z } from 'zod';
import { PASSWORD_MIN } from '@worker/schemas/auth.ts';
import type { changeSenhaSchema } from '@worker/schemas/perfil-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { changeSenha } from './queries.ts';

type Values = z.input<typeof changeSenhaSchema>;
type Payload = z.output<typeof changeSenhaSchema>;

export function PasswordForm() {
  const change = useServerForm<Values, Payload>({
    schema: () => import('@worker/schemas/perfil-input.ts').then((m) => m.changeSenhaSchema),
    defaultValues: { senha_atual: '', nova_senha: '', confirmar_senha: '' },
    fields: ['senha_atual', 'nova_senha', 'confirmar_senha'],
    submit: changeSenha,
    onSuccess: () => {
      change.reset();
      toast({
        title: 'Senha Alterada!',
        description: 'Sua senha foi alterada e as outras sessões abertas foram encerradas.',
      });
    },
    onError: (error) => {
      toast({ title: 'Erro ao alterar senha', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, errors } = change;

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={change.onSubmit} className="space-y-4" aria-labelledby="senha-titulo">
        <div>
          <h3 id="senha-titulo" className="font-semibold text-slate-900">
            Alterar senha
          </h3>
          <p className="text-sm text-slate-600">Ao alterar a senha, as outras sessões abertas são encerradas.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Senha atual" error={errors.senha_atual?.message}>
            {(c) => <PasswordInput {...c} autoComplete="current-password" {...register('senha_atual')} />}
          </FormField>
          <FormField
            label="Nova senha"
            hint={`Mínimo de ${PASSWORD_MIN} caracteres`}
            error={errors.nova_senha?.message}
          >
            {(c) => <PasswordInput {...c} autoComplete="new-password" {...register('nova_senha')} />}
          </FormField>
          <FormField label="Confirmar nova senha" error={errors.confirmar_senha?.message}>
            {(c) => <PasswordInput {...c} autoComplete="new-password" {...register('confirmar_senha')} />}
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="outline" pending={change.pending} className="w-full sm:w-auto">
            {change.pending ? 'Alterando...' : 'Alterar senha'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
