// The profile form of Settings (docs/regras.md#perfis): construtora edits nome, telefone, CNPJ and logo; corretor edits
// nome, telefone, CRECI and photo; imobiliária edits nome, telefone, CRECI jurídico and logo (its CNPJ is shown, fixed).
// Validated with the same schema as PUT /api/perfil.
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Perfil } from '@worker/schemas/perfil.ts';
import type { perfilUpdateSchema } from '@worker/schemas/perfil-input.ts';
import { InitialsAvatar } from '@web/components/ui/avatar.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { meQuery } from '@web/lib/session.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { ImageUploader } from '@web/components/uploads/image-uploader.tsx';
import { useImageUploads } from '@web/components/uploads/use-image-uploads.ts';
import { maskCnpj } from '@web/lib/cnpj-mask.ts';
import { perfilQuery, savePerfil } from './queries.ts';

type Values = {
  tipo: Perfil['tipo'];
  nome: string;
  telefone: string;
  cnpj: string;
  creci: string;
  creci_juridico: string;
  logo_url: string;
  foto_url: string;
};
type Payload = z.output<typeof perfilUpdateSchema>;

const FIELDS = ['nome', 'telefone', 'cnpj', 'creci', 'creci_juridico', 'logo_url', 'foto_url'] as const;

const TITULO: Record<Perfil['tipo'], string> = {
  construtora: 'Dados da construtora',
  corretor: 'Dados do corretor',
  imobiliaria: 'Dados da imobiliária',
};

const loadSchema = () =>
  import('@worker/schemas/perfil-input.ts').then((m) => m.perfilUpdateSchema as unknown as z.ZodType<Payload, Values>);

export function ProfileForm({ perfil }: { perfil: Perfil }) {
  const queryClient = useQueryClient();
  const construtora = perfil.tipo === 'construtora';
  // A company (construtora or imobiliária) shows a logo; a broker a photo.
  const empresa = perfil.tipo !== 'corretor';
  const imagem = perfil.tipo === 'corretor' ? perfil.foto_url : perfil.logo_url;
  const uploads = useImageUploads({ initial: imagem ? [imagem] : [], max: 1 });
  const save = useServerForm<Values, Payload, Perfil>({
    schema: loadSchema,
    fields: FIELDS,
    defaultValues: {
      tipo: perfil.tipo,
      nome: perfil.nome,
      telefone: perfil.telefone ?? '',
      cnpj: perfil.tipo !== 'corretor' && perfil.cnpj ? maskCnpj(perfil.cnpj) : '',
      creci: perfil.tipo === 'corretor' ? perfil.creci : '',
      creci_juridico: perfil.tipo === 'imobiliaria' ? perfil.creci_juridico : '',
      logo_url: perfil.tipo === 'corretor' ? '' : (perfil.logo_url ?? ''),
      foto_url: perfil.tipo === 'corretor' ? (perfil.foto_url ?? '') : '',
    },
    submit: async (values) => {
      const [url = null] = await uploads.uploadAll();
      const body = values.tipo === 'corretor' ? { ...values, foto_url: url } : { ...values, logo_url: url };
      return savePerfil(body);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(perfilQuery.queryKey, saved);
      // The header greeting and the dashboard's welcome line read the session user's name.
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      toast({ title: 'Perfil Atualizado!', description: 'Suas informações foram salvas.' });
    },
    onError: (error) => {
      toast({ title: 'Erro ao atualizar perfil', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, control, setValue, errors } = save;
  const nome = useWatch({ control, name: 'nome' });

  const preview = uploads.items[0]?.previewUrl ?? null;

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={save.onSubmit} className="space-y-5" aria-labelledby="perfil-titulo">
        <div className="flex items-center gap-4">
          {preview ? (
            <img src={preview} alt="" className="size-16 shrink-0 rounded-full border border-slate-200 object-cover" />
          ) : (
            <InitialsAvatar name={nome || perfil.nome} className="size-16 shrink-0 text-xl" />
          )}
          <div className="min-w-0">
            <h3 id="perfil-titulo" className="font-semibold text-slate-900">
              {TITULO[perfil.tipo]}
            </h3>
            <p className="truncate text-sm text-slate-600">{nome || perfil.nome}</p>
          </div>
        </div>

        <input type="hidden" {...register('tipo')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label={empresa ? 'Nome da Empresa' : 'Nome Completo'} error={errors.nome?.message}>
              {(c) => <Input {...c} autoComplete={empresa ? 'organization' : 'name'} {...register('nome')} />}
            </FormField>
          </div>
          <FormField label="Telefone" error={errors.telefone?.message}>
            {(c) => (
              <Input {...c} type="tel" autoComplete="tel" placeholder="(11) 99999-9999" {...register('telefone')} />
            )}
          </FormField>
          {construtora ? (
            <FormField label="CNPJ" hint="Somente números ou com pontuação." error={errors.cnpj?.message}>
              {(c) => (
                <Input
                  {...c}
                  inputMode="numeric"
                  placeholder="00.000.000/0000-00"
                  {...register('cnpj', {
                    onChange: (event: { target: { value: string } }) => setValue('cnpj', maskCnpj(event.target.value)),
                  })}
                />
              )}
            </FormField>
          ) : perfil.tipo === 'imobiliaria' ? (
            <>
              <FormField label="CRECI Jurídico" error={errors.creci_juridico?.message}>
                {(c) => <Input {...c} {...register('creci_juridico')} />}
              </FormField>
              <FormField label="CNPJ" hint="O CNPJ da imobiliária não pode ser alterado.">
                {(c) => <Input {...c} value={maskCnpj(perfil.cnpj)} readOnly disabled className="text-sm" />}
              </FormField>
            </>
          ) : (
            <FormField label="CRECI" hint="Ex.: CRECI-SP 123456-F" error={errors.creci?.message}>
              {(c) => <Input {...c} {...register('creci')} />}
            </FormField>
          )}
          <div className="sm:col-span-2">
            <FormField label="E-mail" hint="O e-mail de acesso não pode ser alterado.">
              {(c) => <Input {...c} type="email" value={perfil.email ?? ''} readOnly disabled className="text-sm" />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <ImageUploader
              uploads={uploads}
              label={empresa ? 'Logo da empresa' : 'Foto de perfil'}
              hint="PNG, JPEG, WebP ou GIF. Sem imagem, mostramos suas iniciais."
              disabled={save.pending}
            />
            {(errors.logo_url?.message || errors.foto_url?.message) && (
              <p className="mt-1 text-sm text-red-700">{errors.logo_url?.message ?? errors.foto_url?.message}</p>
            )}
          </div>
        </div>

        <div className="flex justify-end">
          <Button
            type="submit"
            pending={save.pending}
            disabled={uploads.busy && !save.pending}
            className="w-full sm:w-auto"
          >
            {save.pending ? 'Salvando...' : 'Salvar Perfil'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
