import { z } from 'zod';

export const captacaoSchema = z.object({ imovel_id: z.uuid({ error: 'Imóvel inválido.' }) });
