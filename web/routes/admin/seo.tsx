import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { PAGINAS_SEO, type PaginaSeo, type Seo } from '@worker/schemas/site-conteudo.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { saveSeo, seoAdminQuery, useAdminMutation } from '@web/features/admin/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const NOMES: Record<PaginaSeo, string> = {
  home: 'Início (/)',
  oportunidades: 'Oportunidades (/oportunidades)',
  imoveis: 'Imóveis (/imoveis)',
  planos: 'Planos (/planos)',
  sobre: 'Sobre (/sobre)',
  contato: 'Contato (/contato)',
};

export function Component() {
  usePageTitle('SEO');
  const { data, error, refetch } = useQuery(seoAdminQuery);
  return (
    <>
      <AdminPageHeader
        title="SEO"
        description="Títulos e descrições que buscadores e aplicativos de mensagem mostram. Em branco, vale o padrão."
      />
      {error ? (
        <ErrorState title="Erro ao carregar SEO" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : (
        <SeoForm inicial={data} />
      )}
    </>
  );
}

function SeoForm({ inicial }: { inicial: Seo }) {
  const save = useAdminMutation(saveSeo, {
    sucesso: 'SEO salvo',
  });
  const form = useServerForm<Seo, Seo>({
    schema: () => import('@worker/schemas/admin-input.ts').then((m) => m.seoSchema),
    defaultValues: inicial,
    fields: [
      'padrao.titulo',
      'padrao.descricao',
      ...PAGINAS_SEO.flatMap((p) => [`paginas.${p}.titulo` as const, `paginas.${p}.descricao` as const]),
    ],
    submit: (v) => save.mutateAsync(v),
  });
  const { register, errors } = form;
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <fieldset className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <legend className="text-sm font-semibold text-slate-900">Padrão do site</legend>
        <FormField label="Título padrão" error={errors.padrao?.titulo?.message}>
          {(c) => <Input {...c} {...register('padrao.titulo')} />}
        </FormField>
        <FormField label="Descrição padrão" error={errors.padrao?.descricao?.message}>
          {(c) => <Textarea {...c} rows={2} className="min-h-16" {...register('padrao.descricao')} />}
        </FormField>
      </fieldset>
      <div className="grid gap-4 xl:grid-cols-2">
        {PAGINAS_SEO.map((p) => (
          <fieldset key={p} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <legend className="text-sm font-semibold text-slate-900">{NOMES[p]}</legend>
            <FormField label="Título" error={errors.paginas?.[p]?.titulo?.message}>
              {(c) => <Input {...c} {...register(`paginas.${p}.titulo`)} />}
            </FormField>
            <FormField label="Descrição" error={errors.paginas?.[p]?.descricao?.message}>
              {(c) => <Textarea {...c} rows={2} className="min-h-16" {...register(`paginas.${p}.descricao`)} />}
            </FormField>
          </fieldset>
        ))}
      </div>
      <Button type="submit" pending={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        Salvar SEO
      </Button>
    </form>
  );
}
