// 'Seus dados' in Settings (LGPD): download everything held about the person, or delete the account after
// confirming the password.
import { Link, useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { deleteContaSchema } from '@worker/schemas/conta-input.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { announceLogout } from '@web/lib/session.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { deleteConta } from './queries.ts';

type Values = z.input<typeof deleteContaSchema>;
type Payload = z.output<typeof deleteContaSchema>;

export function ContaSection() {
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="font-semibold text-slate-900">Seus dados</h3>
      <p className="mt-1 text-sm text-slate-600">
        Conforme a LGPD, você pode baixar uma cópia de tudo o que guardamos sobre você ou excluir sua conta. Saiba mais
        na{' '}
        <Link to="/privacidade" className="font-medium text-brand-700 hover:text-brand-900">
          Política de Privacidade
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {/* The Worker answers with Content-Disposition: attachment, so the browser saves the JSON file. */}
        <a href="/api/conta/dados" download className={buttonClasses({ variant: 'outline' })}>
          <Download aria-hidden="true" className="mr-2 size-4" />
          Baixar meus dados
        </a>
        <DeleteConta />
      </div>
    </Card>
  );
}

function DeleteConta() {
  const navigate = useNavigate();
  const deleteForm = useServerForm<Values, Payload>({
    schema: () => import('@worker/schemas/conta-input.ts').then((m) => m.deleteContaSchema),
    defaultValues: { senha: '' },
    fields: ['senha'],
    submit: deleteConta,
    onSuccess: async () => {
      toast({ title: 'Conta excluída', description: 'Seus dados pessoais foram apagados.' });
      await navigate('/');
      announceLogout();
    },
    onError: (error, onField) => {
      if (!onField) {
        toast({ title: 'Erro ao excluir conta', description: errorMessage(error), variant: 'destructive' });
      }
    },
  });
  const { register, errors } = deleteForm;

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" className="mr-2 size-4" />
          Excluir minha conta
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Excluir minha conta"
        description="Esta ação não pode ser desfeita. Seus dados pessoais, sessões, favoritos, preferências, notificações e arquivos serão apagados; seus empreendimentos saem do site. Contratos e mensagens que a outra parte precisa manter ficam anonimizados."
      >
        <form noValidate onSubmit={deleteForm.onSubmit} className="space-y-4 overflow-y-auto px-5 py-4">
          <FormField label="Confirme sua senha" error={errors.senha?.message}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('senha')} />}
          </FormField>
          <Button type="submit" variant="destructive" className="w-full" pending={deleteForm.pending}>
            {deleteForm.pending ? 'Excluindo...' : 'Excluir definitivamente'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
