import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Plus, Save, Trash2 } from 'lucide-react';
import type { ConteudoFaq, ConteudoTexto, PaginaConteudo } from '@worker/schemas/site-conteudo.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { TabPanel, Tabs } from '@web/components/ui/tabs.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { conteudoAdminQuery, saveConteudo, useAdminMutation } from '@web/features/admin/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';

const PAGINAS: { chave: PaginaConteudo; label: string; href: string }[] = [
  { chave: 'faq', label: 'FAQ', href: '/faq' },
  { chave: 'sobre', label: 'Sobre', href: '/sobre' },
  { chave: 'construtoras', label: 'Para Construtoras', href: '/construtoras' },
  { chave: 'corretores', label: 'Para Corretores', href: '/corretores' },
];

export function Component() {
  usePageTitle('Conteúdo');
  const [chave, setChave] = useState<PaginaConteudo>('faq');
  const { data, error, refetch } = useQuery(conteudoAdminQuery(chave));
  const pagina = PAGINAS.find((p) => p.chave === chave)!;
  const idBase = useId();

  return (
    <>
      <AdminPageHeader title="Conteúdo" description="Textos das páginas públicas do site." />
      <Tabs
        label="Página"
        idBase={idBase}
        items={PAGINAS.map((p) => ({ id: p.chave, label: p.label }))}
        value={chave}
        onChange={setChave}
        className="mb-4"
      />
      <TabPanel idBase={idBase} value={chave}>
        <p className="mb-4 text-sm text-slate-600">
          Publicado em{' '}
          <a href={pagina.href} target="_blank" rel="noreferrer" className="font-semibold text-brand-700">
            {pagina.href}
          </a>
        </p>
        {error ? (
          <ErrorState
            title="Erro ao carregar o conteúdo"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        ) : !data ? (
          <Skeleton className="h-64" />
        ) : chave === 'faq' ? (
          <FaqForm key="faq" inicial={data as ConteudoFaq} />
        ) : (
          <TextoForm key={chave} chave={chave} inicial={data as ConteudoTexto} />
        )}
      </TabPanel>
    </>
  );
}

function FaqForm({ inicial }: { inicial: ConteudoFaq }) {
  const save = useAdminMutation((v: ConteudoFaq) => saveConteudo('faq', v), {
    sucesso: 'Conteúdo salvo',
  });
  const form = useServerForm<ConteudoFaq, ConteudoFaq>({
    schema: () => import('@worker/schemas/admin-input.ts').then((m) => m.conteudoSchemas.faq),
    defaultValues: inicial,
    fields: (values) =>
      values.itens.flatMap((_, i) => [
        `itens.${i}.secao` as const,
        `itens.${i}.pergunta` as const,
        `itens.${i}.resposta` as const,
      ]),
    submit: (v) => save.mutateAsync(v),
  });
  const { register, control, errors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'itens' });

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      {fields.map((field, i) => (
        <fieldset key={field.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2">
            <legend className="text-sm font-semibold text-slate-900">Pergunta {i + 1}</legend>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => remove(i)}
              aria-label={`Remover pergunta ${i + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remover
            </Button>
          </div>
          <FormField label="Seção" hint="Perguntas seguidas com a mesma seção ficam juntas.">
            {(c) => <Input {...c} {...register(`itens.${i}.secao`)} />}
          </FormField>
          <FormField label="Pergunta" error={errors.itens?.[i]?.pergunta?.message}>
            {(c) => <Input {...c} {...register(`itens.${i}.pergunta`)} />}
          </FormField>
          <FormField label="Resposta" error={errors.itens?.[i]?.resposta?.message}>
            {(c) => <Textarea {...c} rows={3} className="min-h-20" {...register(`itens.${i}.resposta`)} />}
          </FormField>
        </fieldset>
      ))}
      {errors.itens?.message && <p className="text-sm text-red-700">{errors.itens.message}</p>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            append({ secao: fields.length ? (inicial.itens.at(-1)?.secao ?? '') : '', pergunta: '', resposta: '' })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Adicionar pergunta
        </Button>
        <Button type="submit" pending={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          Salvar FAQ
        </Button>
      </div>
    </form>
  );
}

type TextoValues = { titulo: string; texto: string };

function TextoForm({ chave, inicial }: { chave: PaginaConteudo; inicial: ConteudoTexto }) {
  const save = useAdminMutation((v: ConteudoTexto) => saveConteudo(chave, v), {
    sucesso: 'Conteúdo salvo',
  });
  const form = useServerForm<TextoValues, ConteudoTexto>({
    schema: () => import('@worker/schemas/admin-input.ts').then((m) => m.conteudoTextoForm),
    defaultValues: { titulo: inicial.titulo, texto: inicial.paragrafos.join('\n\n') },
    fields: ['titulo', 'texto'],
    submit: (v) => save.mutateAsync(v),
  });
  const { register, errors } = form;
  const erroTexto = (errors as { paragrafos?: { message?: string } }).paragrafos?.message ?? errors.texto?.message;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <FormField label="Título" error={errors.titulo?.message}>
        {(c) => <Input {...c} {...register('titulo')} />}
      </FormField>
      <FormField
        label="Parágrafos"
        hint="Separe os parágrafos com uma linha em branco. O primeiro aparece logo abaixo do título."
        error={erroTexto}
      >
        {(c) => <Textarea {...c} rows={10} {...register('texto')} />}
      </FormField>
      <Button type="submit" pending={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        Salvar
      </Button>
    </form>
  );
}
