import { Hono } from 'hono';
import { conversaDoUsuario, listConversas, listMensagens, startConversa, validateConteudo } from '../domain/chat.ts';
import { requireActor } from './middleware/require-actor.ts';
import type { AppEnv, Bindings } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { HEADER_CONVERSA, HEADER_USER, assertSocketUpgrade, forwardSocket, sessionHeaders } from '../lib/realtime.ts';
import { validate, validIds } from '../lib/validate.ts';
import { MSG_CHAT } from '../schemas/chat.ts';
import {
  conversasQuerySchema,
  mensagensQuerySchema,
  novaConversaSchema,
  novaMensagemSchema,
} from '../schemas/chat-input.ts';
import { MSG } from '../schemas/erros.ts';

export const chatApi = new Hono<AppEnv>()
  .use(requireActor(['corretor', 'construtora'], { papel: MSG_CHAT.papel }))
  .get('/conversas', validate('query', conversasQuerySchema), async (c) => {
    const list = () => listConversas(c.var.db, c.var.actor, c.req.valid('query'));
    const page = await list();
    // The last message and the unread count include what the rooms acknowledged and have not written yet.
    const wrote = await Promise.all(page.items.map((cv) => flushRoom(c.env, cv.id)));
    return c.json(wrote.includes(true) ? await list() : page);
  })
  .post('/conversas', validate('json', novaConversaSchema), async (c) => {
    const { conversa, criada } = await startConversa(c.var.db, c.var.actor, c.req.valid('json'));
    return c.json({ conversa }, criada ? 201 : 200);
  })
  .get(
    '/conversas/:id/mensagens',
    validIds('id', MSG_CHAT.conversa),
    validate('query', mensagensQuerySchema),
    async (c) => {
      const party = c.var.actor;
      const conversa = await conversaDoUsuario(c.var.db, party.userId, c.req.valid('param').id);
      await flushRoom(c.env, conversa.id);
      return c.json(await listMensagens(c.var.db, party.userId, conversa, c.req.valid('query')));
    },
  )
  .post(
    '/conversas/:id/mensagens',
    validIds('id', MSG_CHAT.conversa),
    validate('json', novaMensagemSchema),
    async (c) => {
      const party = c.var.actor;
      const conversa = await conversaDoUsuario(c.var.db, party.userId, c.req.valid('param').id);
      const { conteudo, client_id } = c.req.valid('json');
      validateConteudo(conteudo);
      // Through the room, so the message is ordered with the socket ones and reaches the open sockets.
      const room = c.env.CHAT_ROOM.get(c.env.CHAT_ROOM.idFromName(conversa.id));
      // Accepted by the room and written to Postgres in the background, as a socket's message.
      const result = await room.postFromHttp(conversa, party.userId, party.sessionId, conteudo, client_id);
      if ('erro' in result) throw new AppError(result.erro.code, result.erro.message);
      return c.json({ mensagem: result.mensagem }, 201);
    },
  )
  .get('/conversas/:id/ws', validIds('id', MSG_CHAT.conversa), async (c) => {
    const party = c.var.actor;
    const conversa = await conversaDoUsuario(c.var.db, party.userId, c.req.valid('param').id);
    assertSocketUpgrade(c);
    const room = c.env.CHAT_ROOM.get(c.env.CHAT_ROOM.idFromName(conversa.id));
    return forwardSocket(c, room, {
      [HEADER_USER]: party.userId,
      [HEADER_CONVERSA]: JSON.stringify(conversa),
      ...sessionHeaders(c),
    });
  });

/**
 * Makes the conversation's room write to Postgres what it has acknowledged, so a read never shows less than the
 * sockets did; true when it had something to write. 503 when the database is out of reach.
 */
async function flushRoom(env: Bindings, conversaId: string): Promise<boolean> {
  const state = await env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversaId)).flush();
  if (state === 'unavailable') throw new AppError('unavailable', MSG.indisponivel);
  return state === 'written';
}
