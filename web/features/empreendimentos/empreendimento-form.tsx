// Create and edit a development (docs/regras.md#empreendimentos): validated in the browser with the same zod
// schema as POST/PUT /api/empreendimentos, images compressed here and uploaded when saving.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Crosshair, Plus, X } from 'lucide-react';
import type { Empreendimento } from '@worker/schemas/empreendimentos.ts';
import type { EmpreendimentoValues } from '@worker/schemas/empreendimentos-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { GEOLOCATION_UNSUPPORTED, useGeolocation } from '@web/lib/use-geolocation.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { ImageUploader } from '@web/components/uploads/image-uploader.tsx';
import { useImageUploads } from '@web/components/uploads/use-image-uploads.ts';
import { Section } from './form-section.tsx';
import { FIELDS, loadSchema, toFormValues, type FormValues } from './form-values.ts';
import { empreendimentosKey, saveEmpreendimento } from './queries.ts';
import { SecaoInformacoes } from './secao-informacoes.tsx';
import { SecaoMidia } from './secao-midia.tsx';
import { SecaoPreco } from './secao-preco.tsx';

/** Thrown when an image could not be uploaded, so the toast can say which step failed. */
class UploadFailed extends Error {}

type Props = { empreendimento?: Empreendimento; onDone: () => void };

export function EmpreendimentoForm({ empreendimento, onDone }: Props) {
  const editing = Boolean(empreendimento);
  const queryClient = useQueryClient();
  const uploads = useImageUploads({ initial: empreendimento?.imagens_urls ?? [] });
  const save = useServerForm<FormValues, EmpreendimentoValues, Empreendimento>({
    schema: loadSchema,
    defaultValues: toFormValues(empreendimento),
    fields: FIELDS,
    submit: async (values, idempotencyKey) => {
      let imagens_urls: string[];
      try {
        imagens_urls = await uploads.uploadAll();
      } catch (error) {
        throw new UploadFailed(errorMessage(error));
      }
      return saveEmpreendimento(empreendimento?.id ?? null, { ...values, imagens_urls }, idempotencyKey);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData([...empreendimentosKey, 'item', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: empreendimentosKey });
      toast({
        title: editing ? 'Empreendimento Atualizado!' : 'Empreendimento Adicionado!',
        description: `"${saved.nome}" foi salvo com sucesso.`,
      });
      onDone();
    },
    onError: (error) => {
      if (error instanceof UploadFailed) {
        toast({ title: 'Erro no Upload/Salvamento', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Erro ao salvar empreendimento', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, control, setValue, errors } = save;

  const pending = save.pending;
  const submitLabel = pending
    ? uploads.items.some((i) => i.status === 'uploading')
      ? 'Enviando imagens...'
      : 'Salvando...'
    : editing
      ? 'Salvar alterações'
      : 'Adicionar Empreendimento';

  return (
    <form noValidate onSubmit={save.onSubmit} className="space-y-5" aria-labelledby="form-empreendimento-titulo">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" onClick={onDone} aria-label="Voltar para a lista" disabled={pending}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <h2 id="form-empreendimento-titulo" className="text-xl font-bold text-slate-900">
          {editing ? 'Editar Empreendimento' : 'Novo Empreendimento'}
        </h2>
      </div>

      <SecaoInformacoes form={save} />

      <SecaoPreco form={save} />

      <Section title="Localização">
        <FormField label="Latitude" error={errors.latitude?.message}>
          {(c) => <Input {...c} type="number" step="any" inputMode="decimal" {...register('latitude')} />}
        </FormField>
        <FormField label="Longitude" error={errors.longitude?.message}>
          {(c) => <Input {...c} type="number" step="any" inputMode="decimal" {...register('longitude')} />}
        </FormField>
        <div className="sm:col-span-2">
          <UseLocationButton
            onLocated={(lat, long) => {
              setValue('latitude', lat.toFixed(6), { shouldDirty: true, shouldValidate: true });
              setValue('longitude', long.toFixed(6), { shouldDirty: true, shouldValidate: true });
            }}
          />
        </div>
      </Section>

      <Section title="Imagens" description="A primeira imagem é a capa. Use as setas para mudar a ordem.">
        <div className="sm:col-span-2">
          <ImageUploader uploads={uploads} label="Fotos do empreendimento (até 10)" disabled={pending} />
        </div>
      </Section>

      <SecaoMidia form={save} />

      <Section title="Diferenciais">
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="diferenciais"
            render={({ field, fieldState }) => (
              <DiferenciaisInput
                value={field.value}
                onChange={field.onChange}
                // Errors of one item (too long) arrive as an array beside the list's own error.
                error={
                  fieldState.error?.message ??
                  (Array.isArray(errors.diferenciais)
                    ? errors.diferenciais.find((e) => e?.message)?.message
                    : undefined)
                }
              />
            )}
          />
        </div>
      </Section>

      {save.error instanceof ApiError && <FormAlert>{save.error.message}</FormAlert>}

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:justify-end sm:rounded-2xl sm:border">
        <Button variant="outline" onClick={onDone} disabled={pending} className="px-3 sm:px-4">
          Cancelar
        </Button>
        <Button
          type="submit"
          pending={pending}
          disabled={uploads.busy && !pending}
          className="flex-1 whitespace-nowrap px-3 sm:flex-none sm:px-4"
        >
          {uploads.busy && !pending ? 'Comprimindo imagens...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function DiferenciaisInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const addDraft = () => {
    const text = draft.trim();
    if (!text || value.includes(text)) return;
    onChange([...value, text]);
    setDraft('');
  };
  return (
    <div className="space-y-3">
      <FormField label="Novo diferencial" hint="Ex.: Piscina aquecida, Academia, Vaga coberta" error={error}>
        {(c) => (
          <div className="flex gap-2">
            <Input
              {...c}
              value={draft}
              maxLength={120}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the item instead of submitting the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addDraft();
                }
              }}
            />
            <Button variant="outline" onClick={addDraft}>
              <Plus aria-hidden="true" className="size-4" />
              Adicionar
            </Button>
          </div>
        )}
      </FormField>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Diferenciais">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== item))}
                aria-label={`Remover diferencial ${item}`}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Fills latitude and longitude from the browser (10 s timeout). */
function UseLocationButton({ onLocated }: { onLocated: (lat: number, long: number) => void }) {
  const { supported, locating, locate: askPosition } = useGeolocation({ timeoutMs: 10_000, enableHighAccuracy: true });
  const locate = () => {
    if (!supported) {
      toast({ title: GEOLOCATION_UNSUPPORTED, variant: 'destructive' });
      return;
    }
    askPosition((result) => {
      if (result.status === 'granted') {
        onLocated(result.coords.lat, result.coords.long);
        toast({ title: 'Localização preenchida', description: 'Latitude e longitude atualizadas.' });
      } else {
        toast({
          title: 'Não foi possível obter sua localização',
          description: `Motivo: ${result.reason}. Preencha latitude e longitude manualmente.`,
          variant: 'destructive',
        });
      }
    });
  };
  return (
    <Button variant="outline" onClick={locate} pending={locating}>
      {!locating && <Crosshair aria-hidden="true" className="size-4" />}
      Usar minha localização
    </Button>
  );
}
