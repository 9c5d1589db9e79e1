import * as z from 'zod';

/** POST /api/fichas: the development whose printable sheet a broker opened. */
export const fichaSchema = z.object({ imovel_id: z.uuid({ error: 'Imóvel inválido.' }) });
