// The developer's tower generator: floors first..last, one line per final (typology, area, parking, price), a
// preview of the units it would create (and the numbers that already exist), then 'Criar unidades'.
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { geradorSchema } from '@worker/schemas/espelho-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { useSubmissionKey } from '@web/lib/submission-key.ts';
import { GeradorPrevia } from './gerador-previa.tsx';
import { createGerador, espelhoQuery, previewGerador, type Previa } from './queries.ts';

type FinalValues = { tipologia: string; area_privativa: string; vagas: string; preco_centavos: string };
type GeradorValues = { torre: string; primeiro_andar: string; ultimo_andar: string; finais: FinalValues[] };
type GeradorOutput = z.output<typeof geradorSchema>;

const loadSchema = () =>
  import('@worker/schemas/espelho-input.ts').then(
    (m) => m.geradorSchema as unknown as z.ZodType<GeradorOutput, GeradorValues>,
  );
const campos = (i: number) =>
  [`finais.${i}.tipologia`, `finais.${i}.area_privativa`, `finais.${i}.vagas`, `finais.${i}.preco_centavos`] as const;
const FINAL_VAZIO: FinalValues = { tipologia: '', area_privativa: '', vagas: '1', preco_centavos: '' };

export function GeradorForm({ imovelId, torreSugerida }: { imovelId: string; torreSugerida: string }) {
  const client = useQueryClient();
  const [previa, setPrevia] = useState<{ dados: GeradorOutput; resultado: Previa } | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [criando, setCriando] = useState(false);
  const verPrevia = useServerForm<GeradorValues, GeradorOutput, Previa>({
    schema: loadSchema,
    defaultValues: { torre: torreSugerida, primeiro_andar: '1', ultimo_andar: '10', finais: [FINAL_VAZIO] },
    fields: (values) => ['torre', 'primeiro_andar', 'ultimo_andar', ...values.finais.flatMap((_, i) => campos(i))],
    submit: (dados) => {
      setFalha(null);
      return previewGerador(imovelId, dados);
    },
    onSuccess: (resultado, dados) => setPrevia({ dados, resultado }),
  });
  const { register, control, reset, errors } = verPrevia;
  const finais = useFieldArray({ control, name: 'finais' });

  const submission = useSubmissionKey();
  const create = async () => {
    if (!previa) return;
    setFalha(null);
    setCriando(true);
    try {
      const dados = previa.dados;
      const { criadas } = await submission.run((idempotencyKey) => createGerador(imovelId, dados, idempotencyKey));
      toast({ title: 'Unidades criadas!', description: `${criadas} unidades na ${previa.dados.torre}.` });
      setPrevia(null);
      reset({ torre: '', primeiro_andar: '1', ultimo_andar: '10', finais: [FINAL_VAZIO] });
      await client.invalidateQueries({ queryKey: espelhoQuery(imovelId).queryKey });
    } catch (error) {
      setFalha(errorMessage(error));
    } finally {
      setCriando(false);
    }
  };

  // The preview's failure or the creation's, whichever came last.
  const alerta = falha ?? verPrevia.formError;
  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Gerar torre"
        onSubmit={(e) => void verPrevia.onSubmit(e)}
        onChange={() => setPrevia(null)}
        className="space-y-4"
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Torre" error={errors.torre?.message} hint="Ex.: Torre A, Bloco 2">
            {(field) => <Input {...field} {...register('torre')} />}
          </FormField>
          <FormField label="Primeiro andar" error={errors.primeiro_andar?.message}>
            {(field) => <Input {...field} {...register('primeiro_andar')} inputMode="numeric" />}
          </FormField>
          <FormField label="Último andar" error={errors.ultimo_andar?.message}>
            {(field) => <Input {...field} {...register('ultimo_andar')} inputMode="numeric" />}
          </FormField>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">
            Unidades por andar (numeração: andar × 100 + final)
          </legend>
          {errors.finais?.message && <FormAlert>{errors.finais.message}</FormAlert>}
          {finais.fields.map((f, i) => {
            const e = errors.finais?.[i];
            return (
              <div
                key={f.id}
                role="group"
                aria-label={`Final ${i + 1}`}
                className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[3rem_minmax(0,1fr)_7rem_5rem_9rem_auto] sm:items-end"
              >
                <p className="col-span-2 text-sm font-bold text-slate-700 sm:col-span-1 sm:pb-3">Final {i + 1}</p>
                <FormField label="Tipologia" error={e?.tipologia?.message}>
                  {(field) => <Input {...field} {...register(`finais.${i}.tipologia`)} placeholder="2 dorms" />}
                </FormField>
                <FormField label="Área (m²)" error={e?.area_privativa?.message}>
                  {(field) => <Input {...field} {...register(`finais.${i}.area_privativa`)} inputMode="decimal" />}
                </FormField>
                <FormField label="Vagas" error={e?.vagas?.message}>
                  {(field) => <Input {...field} {...register(`finais.${i}.vagas`)} inputMode="numeric" />}
                </FormField>
                <FormField label="Preço (R$)" error={e?.preco_centavos?.message}>
                  {(field) => (
                    <Input
                      {...field}
                      {...register(`finais.${i}.preco_centavos`)}
                      inputMode="decimal"
                      placeholder="450.000"
                    />
                  )}
                </FormField>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover final ${i + 1}`}
                  disabled={finais.fields.length === 1}
                  onClick={() => {
                    finais.remove(i);
                    setPrevia(null);
                  }}
                  className="justify-self-end"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            );
          })}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              finais.append(FINAL_VAZIO);
              setPrevia(null);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Adicionar final
          </Button>
        </fieldset>
        {alerta && <FormAlert>{alerta}</FormAlert>}
        <div className="flex justify-end">
          <Button type="submit" variant="outline" pending={verPrevia.pending}>
            Pré-visualizar unidades
          </Button>
        </div>
      </form>

      {previa && (
        <GeradorPrevia
          torre={previa.dados.torre}
          resultado={previa.resultado}
          criando={criando}
          onCriar={() => void create()}
        />
      )}
    </div>
  );
}
