import { Hono } from 'hono';
import {
  countNaoLidas,
  listNotificacoes,
  marcarLida,
  marcarTodasLidas,
  removerNotificacao,
} from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireUser } from '../lib/middleware.ts';
import { HEADER_USER, assertSocketUpgrade, forwardSocket, sessaoHeaders } from '../lib/realtime.ts';
import { validate } from '../lib/validate.ts';
import { afterQuerySchema } from '../schemas/chat-input.ts';

export const notificacoesApi = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', validate('query', afterQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listNotificacoes(c.var.db, c.var.user!.id, c.req.valid('query').after) });
  })
  .get('/nao-lidas', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ total: await countNaoLidas(c.var.db, c.var.user!.id) });
  })
  .post('/lidas', async (c) => c.json({ atualizadas: await marcarTodasLidas(c.var.db, c.var.user!.id) }))
  .post('/:id/lida', async (c) => {
    await marcarLida(c.var.db, c.var.user!.id, c.req.param('id'));
    return c.body(null, 204);
  })
  .delete('/:id', async (c) => {
    await removerNotificacao(c.var.db, c.var.user!.id, c.req.param('id'));
    return c.body(null, 204);
  })
  .get('/ws', (c) => {
    assertSocketUpgrade(c);
    const userId = c.var.user!.id;
    return forwardSocket(c, c.env.USER_HUB.get(c.env.USER_HUB.idFromName(userId)), {
      [HEADER_USER]: userId,
      ...sessaoHeaders(c),
    });
  });
