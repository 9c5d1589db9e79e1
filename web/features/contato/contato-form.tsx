import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { contatoSchema } from '@worker/schemas/contato-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput, Input, Textarea } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { sendContato } from './queries.ts';

type ContatoValues = z.input<typeof contatoSchema>;
type ContatoPayload = z.output<typeof contatoSchema>;

type ContatoFormProps = {
  /** Title of the development the visitor came from; prefills the message. */
  imovelTitle?: string;
  imovelId?: string;
};

export function ContatoForm({ imovelTitle, imovelId }: ContatoFormProps) {
  const defaultValues: ContatoValues = {
    nome: '',
    email: '',
    telefone: '',
    mensagem: imovelTitle ? `Tenho interesse no imóvel: ${imovelTitle}` : '',
    imovelId,
  };
  const send = useServerForm<ContatoValues, ContatoPayload>({
    schema: () => import('@worker/schemas/contato-input.ts').then((m) => m.contatoSchema),
    defaultValues,
    fields: ['nome', 'email', 'telefone', 'mensagem'],
    submit: sendContato,
    onSuccess: () => {
      toast({ title: 'Mensagem enviada!', description: 'Agradecemos seu contato. Retornaremos em breve.' });
      send.reset({ ...defaultValues, mensagem: '', imovelId: undefined });
    },
    onError: (error) => {
      toast({ title: 'Erro ao enviar mensagem', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, errors } = send;

  return (
    <form noValidate onSubmit={send.onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome" error={errors.nome?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register('nome')} />}
        </FormField>
        <FormField label="Telefone" error={errors.telefone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="(11) 91234-5678"
              {...register('telefone')}
            />
          )}
        </FormField>
      </div>
      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...register('email')} />}
      </FormField>
      <FormField label="Mensagem" error={errors.mensagem?.message}>
        {(control) => <Textarea {...control} rows={5} placeholder="Como podemos ajudar?" {...register('mensagem')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={send.pending}>
        {send.pending ? (
          'Enviando...'
        ) : (
          <>
            <Send aria-hidden="true" className="size-4" />
            Enviar Mensagem
          </>
        )}
      </Button>
    </form>
  );
}
