// What a construtora sends to manage its integrations: one schema for the settings form and the endpoint.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { EVENTOS_WEBHOOK, MSG_INTEGRACOES as M, NOME_TOKEN_MAX } from './integracoes.ts';

export const tokenApiSchema = z.object({
  nome: z
    .string({ error: M.nomeObrigatorio })
    .trim()
    .min(1, { error: M.nomeObrigatorio })
    .max(NOME_TOKEN_MAX, { error: M.nomeLongo }),
});
export type TokenApiInput = z.infer<typeof tokenApiSchema>;

export const webhookSchema = z.object({
  url: z
    .string({ error: M.urlInvalida })
    .trim()
    .max(2000, { error: M.urlInvalida })
    .pipe(z.url({ error: M.urlInvalida })),
  eventos: z
    .array(z.enum(EVENTOS_WEBHOOK, { error: M.eventoInvalido }), { error: M.eventosObrigatorios })
    .min(1, { error: M.eventosObrigatorios })
    .transform((eventos) => [...new Set(eventos)]),
});
export type WebhookInput = z.input<typeof webhookSchema>;

export const entregasQuerySchema = pageQuery();
