import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ConfiguracoesSite } from '@worker/schemas/site-configuracoes.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { EmailInput, Input } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { configuracoesAdminQuery, saveConfiguracoes, useAdminMutation } from '@web/features/admin/queries.ts';
import { TotpSettings } from '@web/features/admin/totp-settings.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Configurações');
  const { data, error, refetch } = useQuery(configuracoesAdminQuery);
  return (
    <>
      <AdminPageHeader
        title="Configurações"
        description="Contatos exibidos no rodapé, na página de contato e nos painéis; segurança da sua conta."
      />
      <div className="space-y-6">
        {error ? (
          <ErrorState
            title="Erro ao carregar configurações"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        ) : !data ? (
          <Skeleton className="h-64" />
        ) : (
          <SiteForm inicial={data} />
        )}
        <TotpSettings />
      </div>
    </>
  );
}

function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <legend className="text-sm font-semibold text-slate-900">{titulo}</legend>
      {children}
    </fieldset>
  );
}

function SiteForm({ inicial }: { inicial: ConfiguracoesSite }) {
  const save = useAdminMutation(saveConfiguracoes, {
    sucesso: 'Configurações salvas',
  });
  const form = useServerForm<ConfiguracoesSite, ConfiguracoesSite>({
    schema: () => import('@worker/schemas/admin-input.ts').then((m) => m.configuracoesSchema),
    defaultValues: inicial,
    fields: [
      'email_suporte',
      'email_contato',
      'telefones.principal',
      'telefones.vendas',
      'telefones.locacao',
      'horario',
      'endereco.logradouro',
      'endereco.bairro',
      'endereco.cep',
    ],
    submit: (v) => save.mutateAsync(v),
  });
  const { register, errors } = form;
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <Grupo titulo="E-mails">
        <FormField label="E-mail de suporte" error={errors.email_suporte?.message}>
          {(c) => <EmailInput {...c} {...register('email_suporte')} />}
        </FormField>
        <FormField label="E-mail de contato" error={errors.email_contato?.message}>
          {(c) => <EmailInput {...c} {...register('email_contato')} />}
        </FormField>
      </Grupo>
      <Grupo titulo="Telefones">
        <FormField label="Principal" error={errors.telefones?.principal?.message}>
          {(c) => <Input {...c} inputMode="tel" {...register('telefones.principal')} />}
        </FormField>
        <FormField label="Vendas" error={errors.telefones?.vendas?.message}>
          {(c) => <Input {...c} inputMode="tel" {...register('telefones.vendas')} />}
        </FormField>
        <FormField label="Locação" error={errors.telefones?.locacao?.message}>
          {(c) => <Input {...c} inputMode="tel" {...register('telefones.locacao')} />}
        </FormField>
        <FormField label="Horário de atendimento" error={errors.horario?.message}>
          {(c) => <Input {...c} {...register('horario')} />}
        </FormField>
      </Grupo>
      <Grupo titulo="Endereço">
        <FormField label="Logradouro" error={errors.endereco?.logradouro?.message}>
          {(c) => <Input {...c} {...register('endereco.logradouro')} />}
        </FormField>
        <FormField label="Bairro e cidade" error={errors.endereco?.bairro?.message}>
          {(c) => <Input {...c} {...register('endereco.bairro')} />}
        </FormField>
        <FormField label="CEP" error={errors.endereco?.cep?.message}>
          {(c) => <Input {...c} {...register('endereco.cep')} />}
        </FormField>
      </Grupo>
      <Grupo titulo="Redes sociais">
        {(['instagram', 'facebook', 'linkedin', 'youtube'] as const).map((rede) => (
          <FormField
            key={rede}
            label={{ instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn', youtube: 'YouTube' }[rede]}
            error={errors.redes?.[rede]?.message}
          >
            {(c) => <Input {...c} type="url" placeholder="https://" {...register(`redes.${rede}`)} />}
          </FormField>
        ))}
      </Grupo>
      <Button type="submit" pending={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        Salvar configurações
      </Button>
    </form>
  );
}
