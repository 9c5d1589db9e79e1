import { Hono } from 'hono';
import { deleteAccount, deleteFiles, exportData } from '../domain/conta.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireActor } from './middleware/require-actor.ts';
import { closeSockets } from '../lib/realtime.ts';
import { clientIp } from '../lib/request-meta.ts';
import { clearSessionCookie } from '../lib/session-cookie.ts';
import { validate } from '../lib/validate.ts';
import { deleteContaSchema } from '../schemas/conta-input.ts';

export const contaApi = new Hono<AppEnv>()
  .get('/dados', requireActor(), async (c) => {
    const dados = await exportData(c.var.db, c.var.actor.user);
    c.header(
      'Content-Disposition',
      `attachment; filename="conecta-imoveis-meus-dados-${dados.gerado_em.slice(0, 10)}.json"`,
    );
    return c.json(dados);
  })
  // Staff accounts are closed by another admin, never by themselves (the last admin could lock everyone out).
  .delete('/', requireActor(['construtora', 'corretor']), validate('json', deleteContaSchema), async (c) => {
    const { user } = c.var.actor;
    const keys = await deleteAccount(c.var.db, user, c.req.valid('json').senha, clientIp(c));
    await closeSockets(c.env, user.id, { exceto: null });
    await deleteFiles(c.var.db, c.env.IMAGENS, user.id, keys, c.var.requestId);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
