import * as z from 'zod';
import { pageQuery } from './page-input.ts';

export const captacaoSchema = z.object({ imovel_id: z.uuid({ error: 'Imóvel inválido.' }) });

/** GET /api/captacoes/recebidas: the developer's received captures, newest first. */
export const recebidasQuerySchema = pageQuery({ padrao: 50, max: 100 });
