// The developer's tower generator: floors first..last, one line per final (typology, area, parking, price), a
// preview of the units it would create (and the numbers that already exist), then 'Criar unidades'.
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { geradorSchema } from '@worker/schemas/espelho-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';
import { applyServerIssues } from '@web/lib/form-errors.ts';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver.ts';
import { area, precoM2, reais } from './format.ts';
import { espelhoQuery, type Previa } from './queries.ts';

type FinalValues = { tipologia: string; area_privativa: string; vagas: string; preco_centavos: string };
type GeradorValues = { torre: string; primeiro_andar: string; ultimo_andar: string; finais: FinalValues[] };
type GeradorOutput = z.output<typeof geradorSchema>;

const resolver = lazyZodResolver<GeradorValues, GeradorOutput>(() =>
  import('@worker/schemas/espelho-input.ts').then(
    (m) => m.geradorSchema as unknown as z.ZodType<GeradorOutput, GeradorValues>,
  ),
);
const FINAL_VAZIO: FinalValues = { tipologia: '', area_privativa: '', vagas: '1', preco_centavos: '' };
const PREVIA_LINHAS = 200;

export function GeradorForm({ imovelId, torreSugerida }: { imovelId: string; torreSugerida: string }) {
  const client = useQueryClient();
  const [previa, setPrevia] = useState<{ dados: GeradorOutput; resultado: Previa } | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [pending, setPending] = useState<'previa' | 'criar' | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<GeradorValues, unknown, GeradorOutput>({
    resolver,
    defaultValues: { torre: torreSugerida, primeiro_andar: '1', ultimo_andar: '10', finais: [FINAL_VAZIO] },
  });
  const finais = useFieldArray({ control, name: 'finais' });
  const campos = (i: number) =>
    [`finais.${i}.tipologia`, `finais.${i}.area_privativa`, `finais.${i}.vagas`, `finais.${i}.preco_centavos`] as const;
  const todosCampos = [
    'torre',
    'primeiro_andar',
    'ultimo_andar',
    ...finais.fields.flatMap((_, i) => campos(i)),
  ] as const;

  const verPrevia = handleSubmit(async (dados) => {
    setFalha(null);
    setPending('previa');
    try {
      setPrevia({
        dados,
        resultado: await api('POST', '/api/espelho/:imovelId/gerador/previa', { param: { imovelId }, body: dados }),
      });
    } catch (error) {
      if (!applyServerIssues(error, setError, todosCampos)) setFalha(errorMessage(error));
    } finally {
      setPending(null);
    }
  });

  const criar = async () => {
    if (!previa) return;
    setFalha(null);
    setPending('criar');
    try {
      const { criadas } = await api('POST', '/api/espelho/:imovelId/gerador', {
        param: { imovelId },
        body: previa.dados,
      });
      toast({ title: 'Unidades criadas!', description: `${criadas} unidades na ${previa.dados.torre}.` });
      setPrevia(null);
      reset({ torre: '', primeiro_andar: '1', ultimo_andar: '10', finais: [FINAL_VAZIO] });
      await client.invalidateQueries({ queryKey: espelhoQuery(imovelId).queryKey });
    } catch (error) {
      setFalha(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const linhas = previa?.resultado.unidades ?? [];
  const conflitos = previa?.resultado.conflitos ?? [];
  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Gerar torre"
        onSubmit={(e) => void verPrevia(e)}
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
        {falha && <FormAlert>{falha}</FormAlert>}
        <div className="flex justify-end">
          <Button type="submit" variant="outline" pending={pending === 'previa'}>
            Pré-visualizar unidades
          </Button>
        </div>
      </form>

      {previa && (
        <section aria-label="Pré-visualização" className="space-y-3 rounded-xl border border-slate-200 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {linhas.length} unidades serão criadas na {previa.dados.torre}.
          </p>
          {conflitos.length > 0 && (
            <FormAlert>Já existem nesta torre: {conflitos.join(', ')}. Mude a torre ou os andares.</FormAlert>
          )}
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="py-1.5 pr-3">Unidade</th>
                  <th className="py-1.5 pr-3">Andar</th>
                  <th className="py-1.5 pr-3">Tipologia</th>
                  <th className="py-1.5 pr-3">Área</th>
                  <th className="py-1.5 pr-3">Vagas</th>
                  <th className="py-1.5 pr-3">Preço</th>
                  <th className="py-1.5">R$/m²</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {linhas.slice(0, PREVIA_LINHAS).map((u) => (
                  <tr key={u.numero} className={conflitos.includes(u.numero) ? 'bg-red-50' : undefined}>
                    <td className="py-1.5 pr-3 font-semibold tabular-nums">{u.numero}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{u.andar}</td>
                    <td className="py-1.5 pr-3">{u.tipologia ?? '—'}</td>
                    <td className="py-1.5 pr-3">{area(u.area_privativa) ?? '—'}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{u.vagas}</td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{reais(u.preco_centavos)}</td>
                    <td className="py-1.5 whitespace-nowrap">{precoM2(u) ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {linhas.length > PREVIA_LINHAS && (
              <p className="pt-2 text-xs text-slate-500">
                Mostrando {PREVIA_LINHAS} de {linhas.length} unidades.
              </p>
            )}
          </div>
          <div className="flex justify-end">
            <Button onClick={() => void criar()} pending={pending === 'criar'} disabled={conflitos.length > 0}>
              Criar unidades
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
