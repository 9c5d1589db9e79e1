import * as z from 'zod';

export const captacaoSchema = z.object({ imovel_id: z.uuid({ error: 'Imóvel inválido.' }) });

/** GET /api/captacoes/recebidas: the developer's received captures, newest first. */
export const recebidasQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limite inválido.' })
    .int('Limite inválido.')
    .min(1, 'Limite inválido.')
    .max(100, 'Limite inválido.')
    .default(50),
  cursor: z.string().max(200, 'Cursor de paginação inválido.').optional(),
});
