// The development form's values as the inputs hold them, and the way to them from a saved development.
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Empreendimento } from '@worker/schemas/empreendimentos.ts';
import type { EmpreendimentoValues } from '@worker/schemas/empreendimentos-input.ts';

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

export function toFormValues(e?: Empreendimento): FormValues {
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

export const FIELDS = Object.keys(toFormValues()) as (keyof FormValues)[];

export const loadSchema = () =>
  import('@worker/schemas/empreendimentos-input.ts').then(
    (m) => m.empreendimentoSchema as unknown as z.ZodType<EmpreendimentoValues, FormValues>,
  );

/** What a section of the form reads of it. */
export type FormProps = {
  form: Pick<UseFormReturn<FormValues, unknown, EmpreendimentoValues>, 'register' | 'control'> & {
    errors: UseFormReturn<FormValues, unknown, EmpreendimentoValues>['formState']['errors'];
  };
};
