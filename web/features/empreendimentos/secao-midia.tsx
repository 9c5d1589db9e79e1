// 'Vídeos, tour e documentos' of the development form, the documents as a list of name and link.
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Section } from './form-section.tsx';
import type { FormProps } from './form-values.ts';

export function SecaoMidia({ form: { register, control, errors } }: FormProps) {
  const documentos = useFieldArray({ control, name: 'documentos' });
  return (
    <Section title="Vídeos, tour e documentos">
      <div className="sm:col-span-2">
        <FormField
          label="Vídeos"
          hint="Cole os links separados por vírgula."
          error={errors.videos_urls?.message ?? errors.videos_urls?.root?.message}
        >
          {(c) => <Input {...c} inputMode="url" placeholder="https://..." {...register('videos_urls')} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Tour virtual" error={errors.tour_virtual_url?.message}>
          {(c) => <Input {...c} type="url" placeholder="https://..." {...register('tour_virtual_url')} />}
        </FormField>
      </div>
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Documentos</legend>
        {documentos.fields.length === 0 && (
          <p className="text-sm text-slate-500">Nenhum documento. Adicione memoriais, plantas ou tabelas.</p>
        )}
        {documentos.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1.5fr_auto]"
          >
            <FormField label={`Nome do documento ${index + 1}`} error={errors.documentos?.[index]?.name?.message}>
              {(c) => <Input {...c} {...register(`documentos.${index}.name`)} />}
            </FormField>
            <FormField label={`Link do documento ${index + 1}`} error={errors.documentos?.[index]?.url?.message}>
              {(c) => <Input {...c} type="url" placeholder="https://..." {...register(`documentos.${index}.url`)} />}
            </FormField>
            <Button
              variant="ghost"
              className="self-end text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => documentos.remove(index)}
              aria-label={`Remover documento ${index + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sm:sr-only">Remover</span>
            </Button>
          </div>
        ))}
        {errors.documentos?.root?.message && <FormAlert>{errors.documentos.root.message}</FormAlert>}
        <Button variant="outline" size="sm" onClick={() => documentos.append({ name: '', url: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar documento
        </Button>
      </fieldset>
    </Section>
  );
}
