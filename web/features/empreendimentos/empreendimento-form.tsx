// Create and edit a development (docs/regras.md#empreendimentos): validated in the browser with the same zod
// schema as POST/PUT /api/empreendimentos, images compressed here and uploaded when saving.
import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Crosshair, Plus, Trash2, X } from 'lucide-react';
import type { z } from 'zod';
import type { Empreendimento } from '@worker/schemas/empreendimentos.ts';
import type { EmpreendimentoValues } from '@worker/schemas/empreendimentos-input.ts';
import { STATUS_EMPREENDIMENTO, TIPOS_IMOVEL } from '@worker/schemas/imoveis.ts';
import { UFS } from '@worker/schemas/documentos-br.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '@web/components/ui/input.tsx';
import { Switch } from '@web/components/ui/switch.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';
import { GEOLOCATION_UNSUPPORTED, useGeolocation } from '@web/lib/use-geolocation.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { ImageUploader } from '@web/components/uploads/image-uploader.tsx';
import { useImageUploads } from '@web/components/uploads/use-image-uploads.ts';
import { empreendimentosKey } from './queries.ts';

/** What the inputs hold: text as typed; the schema turns it into numbers, nulls and lists. */
export type FormValues = {
  nome: string;
  endereco: string;
  cidade: string;
  uf: string;
  descricao: string;
  status: string;
  tipo_imovel: string;
  tipo_negocio: 'venda' | 'aluguel';
  ativo: boolean;
  preco_min: string;
  preco_max: string;
  faixa_preco_texto: string;
  quartos_min: string;
  quartos_max: string;
  banheiros_min: string;
  banheiros_max: string;
  area_min: string;
  area_max: string;
  comissao_percent: string;
  data_entrega: string;
  latitude: string;
  longitude: string;
  videos_urls: string;
  tour_virtual_url: string;
  documentos: { name: string; url: string }[];
  diferenciais: string[];
};

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function toFormValues(e?: Empreendimento): FormValues {
  return {
    nome: e?.nome ?? '',
    endereco: e?.endereco ?? '',
    cidade: str(e?.cidade),
    uf: str(e?.uf),
    descricao: str(e?.descricao),
    status: e?.status ?? 'Lançamento',
    tipo_imovel: e?.tipo_imovel ?? 'Apartamento',
    tipo_negocio: e?.tipo_negocio ?? 'venda',
    ativo: e?.ativo ?? true,
    preco_min: str(e?.preco_min),
    preco_max: str(e?.preco_max),
    faixa_preco_texto: str(e?.faixa_preco_texto),
    quartos_min: str(e?.quartos_min),
    quartos_max: str(e?.quartos_max),
    banheiros_min: str(e?.banheiros_min),
    banheiros_max: str(e?.banheiros_max),
    area_min: str(e?.area_min),
    area_max: str(e?.area_max),
    comissao_percent: str(e?.comissao_percent),
    data_entrega: str(e?.data_entrega),
    latitude: str(e?.latitude),
    longitude: str(e?.longitude),
    videos_urls: (e?.videos_urls ?? []).join(', '),
    tour_virtual_url: str(e?.tour_virtual_url),
    documentos: e?.documentos ?? [],
    diferenciais: e?.diferenciais ?? [],
  };
}

const FIELDS = Object.keys(toFormValues()) as (keyof FormValues)[];

/** Thrown when an image could not be uploaded, so the toast can say which step failed. */
class UploadFailed extends Error {}

const loadSchema = () =>
  import('@worker/schemas/empreendimentos-input.ts').then(
    (m) => m.empreendimentoSchema as unknown as z.ZodType<EmpreendimentoValues, FormValues>,
  );

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
      const body = { ...values, imagens_urls };
      return empreendimento
        ? api('PUT', '/api/empreendimentos/:id', { param: { id: empreendimento.id }, body })
        : api('POST', '/api/empreendimentos', { body, idempotencyKey });
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
  const documentos = useFieldArray({ control, name: 'documentos' });

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

      <Section title="Informações básicas">
        <div className="sm:col-span-2">
          <FormField label="Nome do empreendimento *" error={errors.nome?.message}>
            {(c) => <Input {...c} {...register('nome')} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label="Endereço *" error={errors.endereco?.message}>
            {(c) => <Input {...c} autoComplete="street-address" {...register('endereco')} />}
          </FormField>
        </div>
        <FormField label="Cidade" error={errors.cidade?.message}>
          {(c) => <Input {...c} autoComplete="address-level2" {...register('cidade')} />}
        </FormField>
        <FormField label="UF" error={errors.uf?.message}>
          {(c) => (
            <Select {...c} {...register('uf')}>
              <option value="">Selecione</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          {(c) => (
            <Select {...c} {...register('status')}>
              {STATUS_EMPREENDIMENTO.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Tipo de imóvel" error={errors.tipo_imovel?.message}>
          {(c) => (
            <Select {...c} {...register('tipo_imovel')}>
              {TIPOS_IMOVEL.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Negócio" error={errors.tipo_negocio?.message}>
          {(c) => (
            <Select {...c} {...register('tipo_negocio')}>
              <option value="venda">Venda</option>
              <option value="aluguel">Aluguel</option>
            </Select>
          )}
        </FormField>
        <FormField label="Data de entrega" error={errors.data_entrega?.message}>
          {(c) => <Input {...c} type="date" {...register('data_entrega')} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Descrição" error={errors.descricao?.message}>
            {(c) => <Textarea {...c} rows={5} {...register('descricao')} />}
          </FormField>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3 sm:col-span-2">
          <div>
            <label htmlFor="empreendimento-ativo" className="text-sm font-medium text-slate-800">
              Ativo
            </label>
            <p className="text-xs text-slate-500">Empreendimentos inativos não aparecem para corretores.</p>
          </div>
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <Switch
                id="empreendimento-ativo"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
      </Section>

      <Section title="Preço e características">
        <FormField label="Preço mínimo (R$)" error={errors.preco_min?.message}>
          {(c) => <Input {...c} type="number" min={0} step="any" inputMode="decimal" {...register('preco_min')} />}
        </FormField>
        <FormField label="Preço máximo (R$)" error={errors.preco_max?.message}>
          {(c) => <Input {...c} type="number" min={0} step="any" inputMode="decimal" {...register('preco_max')} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label="Faixa de preço (texto)"
            hint="Opcional. Substitui os valores acima no anúncio, ex.: 'A partir de R$ 450 mil'."
            error={errors.faixa_preco_texto?.message}
          >
            {(c) => <Input {...c} {...register('faixa_preco_texto')} />}
          </FormField>
        </div>
        <MinMax label="Quartos" min="quartos_min" max="quartos_max" register={register} errors={errors} step="1" />
        <MinMax
          label="Banheiros"
          min="banheiros_min"
          max="banheiros_max"
          register={register}
          errors={errors}
          step="1"
        />
        <MinMax label="Área (m²)" min="area_min" max="area_max" register={register} errors={errors} step="any" />
        <FormField label="Comissão (%)" error={errors.comissao_percent?.message}>
          {(c) => (
            <Input
              {...c}
              type="number"
              min={0}
              max={100}
              step={0.1}
              inputMode="decimal"
              {...register('comissao_percent')}
            />
          )}
        </FormField>
      </Section>

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

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

type NumericKey = 'quartos_min' | 'quartos_max' | 'banheiros_min' | 'banheiros_max' | 'area_min' | 'area_max';

function MinMax({
  label,
  min,
  max,
  register,
  errors,
  step,
}: {
  label: string;
  min: NumericKey;
  max: NumericKey;
  register: UseFormReturn<FormValues, unknown, EmpreendimentoValues>['register'];
  errors: UseFormReturn<FormValues, unknown, EmpreendimentoValues>['formState']['errors'];
  step: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField label={`${label} mín.`} error={errors[min]?.message}>
        {(c) => <Input {...c} type="number" min={0} step={step} inputMode="numeric" {...register(min)} />}
      </FormField>
      <FormField label={`${label} máx.`} error={errors[max]?.message}>
        {(c) => <Input {...c} type="number" min={0} step={step} inputMode="numeric" {...register(max)} />}
      </FormField>
    </div>
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
