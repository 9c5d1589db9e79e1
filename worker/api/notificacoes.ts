import { Hono } from 'hono';
import { countNaoLidas, listNotificacoes, markRead, markAllRead, removeNotificacao } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireActor } from './middleware/require-actor.ts';
import { HEADER_USER, assertSocketUpgrade, forwardSocket, sessionHeaders } from '../lib/realtime.ts';
import { validate, validIds } from '../lib/validate.ts';
import { notificacoesQuerySchema } from '../schemas/notificacoes-input.ts';

export const notificacoesApi = new Hono<AppEnv>()
  .use(requireActor())
  .get('/', validate('query', notificacoesQuerySchema), async (c) => {
    return c.json(await listNotificacoes(c.var.db, c.var.actor.userId, c.req.valid('query')));
  })
  .get('/nao-lidas', async (c) => {
    return c.json({ total: await countNaoLidas(c.var.db, c.var.actor.userId) });
  })
  .post('/lidas', async (c) => c.json({ atualizadas: await markAllRead(c.var.db, c.var.actor.userId) }))
  .post('/:id/lida', validIds('id'), async (c) => {
    await markRead(c.var.db, c.var.actor.userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .delete('/:id', validIds('id'), async (c) => {
    await removeNotificacao(c.var.db, c.var.actor.userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/ws', (c) => {
    assertSocketUpgrade(c);
    const userId = c.var.actor.userId;
    return forwardSocket(c, c.env.USER_HUB.get(c.env.USER_HUB.idFromName(userId)), {
      [HEADER_USER]: userId,
      ...sessionHeaders(c),
    });
  });
