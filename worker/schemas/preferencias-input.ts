// 'Configurar Alertas e Preferências' (docs/regras.md#notificações) and PUT /api/preferencias: one schema.
import { z } from 'zod';
import { RAIO_KM_VALUES } from './corretor-painel.ts';
import { TIPOS_IMOVEL } from './imoveis.ts';

const money = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === undefined || v === null) return null;
      return typeof v === 'string' ? Number(v.replace(/\./g, '').replace(',', '.')) : v;
    },
    z
      .number({ error: `${label}: informe um número.` })
      .min(0, `${label} não pode ser negativo.`)
      .nullable(),
  );

export const preferenciasSchema = z
  .object({
    raio_km: z.coerce
      .number()
      .refine((v) => (RAIO_KM_VALUES as readonly number[]).includes(v), 'Escolha um raio da lista.')
      .default(10),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    cidade: z.preprocess(
      (v) => (v === '' ? null : v),
      z.string().trim().max(120, 'Cidade muito longa.').nullable().default(null),
    ),
    tipos_imoveis: z
      .array(z.enum(TIPOS_IMOVEL, { error: 'Tipo de imóvel inválido.' }))
      .max(TIPOS_IMOVEL.length)
      .default([]),
    faixa_preco_min: money('Preço mínimo').default(null),
    faixa_preco_max: money('Preço máximo').default(null),
    notificar_novos: z.boolean().default(true),
    notificar_vendidos_reservados: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.faixa_preco_min !== null && v.faixa_preco_max !== null && v.faixa_preco_min > v.faixa_preco_max) {
      ctx.addIssue({
        code: 'custom',
        path: ['faixa_preco_max'],
        message: 'O preço máximo deve ser maior ou igual ao mínimo.',
      });
    }
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Localização incompleta.' });
    }
  });
export type PreferenciasInput = z.input<typeof preferenciasSchema>;
