import * as z from 'zod';
import { afterParam } from './datas.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from './imoveis.ts';
import { MSG_CHAT } from './chat.ts';
import { pageQuery } from './page-input.ts';

/** A broker starts from a development (imovel_id), a developer from a received capture (captacao_id). */
export const novaConversaSchema = z
  .object({
    imovel_id: z.uuid({ error: MSG_IMOVEL_NAO_ENCONTRADO }).optional(),
    captacao_id: z.uuid({ error: MSG_CHAT.destinatario }).optional(),
  })
  .refine((v) => Boolean(v.imovel_id) !== Boolean(v.captacao_id), { error: 'Informe imovel_id ou captacao_id.' });

/** Blank and over-long text are refused by the domain (the same rule the ChatRoom applies). */
export const novaMensagemSchema = z.object({
  conteudo: z.string({ error: MSG_CHAT.vazia }),
  client_id: z.uuid({ error: MSG_CHAT.clientId }).optional(),
});

export const conversasQuerySchema = pageQuery().extend({ q: z.string().max(200, 'Busca muito longa.').optional() });
/** `after` is checked here (an id or a real instant), so the database never sees a date it cannot read. */
export const mensagensQuerySchema = pageQuery({ padrao: 50, max: 100 }).extend({ after: afterParam.optional() });
