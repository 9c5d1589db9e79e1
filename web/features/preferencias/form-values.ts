// The preferences form's values as the inputs hold them, and the way to them from the saved preferences.
import type { z } from 'zod';
import type { Preferencias } from '@worker/schemas/corretor-painel.ts';
import type { preferenciasSchema } from '@worker/schemas/preferencias-input.ts';

export type Output = z.output<typeof preferenciasSchema>;
/** What the inputs hold: prices as typed, the radius as the select's text; the schema makes numbers of them. */
export type FormValues = {
  raio_km: string;
  faixa_preco_min: string;
  faixa_preco_max: string;
  tipos_imoveis: string[];
  notificar_novos: boolean;
  notificar_vendidos_reservados: boolean;
  latitude: number | null;
  longitude: number | null;
  cidade: string;
};
export const FIELDS = [
  'raio_km',
  'faixa_preco_min',
  'faixa_preco_max',
  'tipos_imoveis',
  'latitude',
  'cidade',
] as const satisfies readonly (keyof FormValues)[];

export const loadSchema = () =>
  import('@worker/schemas/preferencias-input.ts').then(
    (m) => m.preferenciasSchema as unknown as z.ZodType<Output, FormValues>,
  );

const moneyText = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(v);

export function toFormValues(p: Preferencias | null): FormValues {
  return {
    raio_km: String(p?.raio_km ?? 10),
    faixa_preco_min: moneyText(p?.faixa_preco_min),
    faixa_preco_max: moneyText(p?.faixa_preco_max),
    tipos_imoveis: p?.tipos_imoveis ?? [],
    notificar_novos: p?.notificar_novos ?? true,
    notificar_vendidos_reservados: p?.notificar_vendidos_reservados ?? true,
    latitude: p?.latitude ?? null,
    longitude: p?.longitude ?? null,
    cidade: p?.cidade ?? '',
  };
}
