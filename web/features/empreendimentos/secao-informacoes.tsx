// 'Informações básicas' of the development form: name, address, status, type, delivery, description, active.
import { Controller } from 'react-hook-form';
import { UFS } from '@worker/schemas/documentos-br.ts';
import { STATUS_EMPREENDIMENTO, TIPOS_IMOVEL } from '@worker/schemas/imoveis.ts';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '@web/components/ui/input.tsx';
import { Switch } from '@web/components/ui/switch.tsx';
import { Section } from './form-section.tsx';
import type { FormProps } from './form-values.ts';

export function SecaoInformacoes({ form: { register, control, errors } }: FormProps) {
  return (
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
  );
}
