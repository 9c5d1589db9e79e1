// 'Enviar para assinatura' of an approved proposal: the client signs with the e-mail and CPF confirmed here (the
// proposal's, which the broker may correct); the broker and the construtora sign with their accounts' e-mails.
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { envioPropostaSchema } from '@worker/schemas/assinaturas-input.ts';
import { formatCpf } from '@worker/schemas/documentos-br.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput, Input } from '@web/components/ui/input.tsx';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { assinaturasKey, sendPropostaAssinatura } from './queries.ts';

type Values = z.input<typeof envioPropostaSchema>;
type Criada = Awaited<ReturnType<typeof sendPropostaAssinatura>>;

export function SendAssinaturaDialog({
  propostaId,
  cliente,
  open,
  onOpenChange,
  onEnviada,
}: {
  propostaId: string;
  cliente: { email: string; cpf: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnviada: (criada: Criada) => void;
}) {
  const queryClient = useQueryClient();
  const form = useServerForm<Values, z.output<typeof envioPropostaSchema>, Criada>({
    schema: () => import('@worker/schemas/assinaturas-input.ts').then((m) => m.envioPropostaSchema),
    defaultValues: { cliente_email: cliente.email, cliente_cpf: formatCpf(cliente.cpf) },
    fields: ['cliente_email', 'cliente_cpf'],
    submit: (values, idempotencyKey) => sendPropostaAssinatura(propostaId, values, idempotencyKey),
    onSuccess: (criada) => {
      void queryClient.invalidateQueries({ queryKey: assinaturasKey });
      onEnviada(criada);
      onOpenChange(false);
    },
  });
  const { register, errors } = form;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Enviar para assinatura"
        description="O cliente, o corretor e a construtora recebem por e-mail um link pessoal para ler e assinar. Confira os dados do cliente."
      >
        <form noValidate onSubmit={form.onSubmit} className="space-y-4 px-5 py-4">
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <FormField label="E-mail do cliente" error={errors.cliente_email?.message}>
            {(f) => <EmailInput {...f} {...register('cliente_email')} />}
          </FormField>
          <FormField
            label="CPF do cliente"
            hint="O cliente confirma o CPF ao assinar."
            error={errors.cliente_cpf?.message}
          >
            {(f) => <Input {...f} inputMode="numeric" autoComplete="off" {...register('cliente_cpf')} />}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={form.pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={form.pending}>
              {form.pending ? 'Enviando...' : 'Enviar para assinatura'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
