// /api/admin: every route behind one guard (visitor 401, any other role 403, an admin whose session skipped the
// second factor 403). Handlers validate, call the domain (which writes the audit row) and answer.
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import {
  analytics,
  deactivateUser,
  listAuditoria,
  listConstrutoras,
  listContactMessages,
  listUsers,
  markContactMessage,
  countNewContactMessages,
  reactivateUser,
  resumo,
  type AcaoMensagem,
} from '../domain/admin.ts';
import { enableTotp, disableTotp, startTotp, totpStatus } from '../domain/admin-totp.ts';
import {
  readConfiguracoes,
  readConteudo,
  readSeo,
  saveConfiguracoes,
  saveConteudo,
  saveSeo,
} from '../domain/site-config.ts';
import { requireActor, type ActorEnv } from './middleware/require-actor.ts';
import type { AppEnv } from '../lib/env.ts';
import { closeSockets } from '../lib/realtime.ts';
import { userAgent } from '../lib/request-meta.ts';
import { setSessionCookie } from '../lib/session-cookie.ts';
import { validationError } from '../lib/errors.ts';
import { validate, validIds } from '../lib/validate.ts';
import {
  analyticsQuery,
  chaveConteudoParam,
  codigoTotpSchema,
  configuracoesSchema,
  conteudoSchemas,
  adminPageQuery,
  mensagensQuery,
  segundoFatorSchema,
  seoSchema,
  usuariosQuery,
} from '../schemas/admin-input.ts';
import type { ConteudoPaginas, PaginaConteudo } from '../schemas/site-conteudo.ts';

type AdminEnv = ActorEnv<'admin'>;

/** The four inbox actions differ only in what they set. */
const mark = (acao: AcaoMensagem) => async (c: Context<AdminEnv>) =>
  c.json(await markContactMessage(c.var.db, c.var.actor.userId, c.req.param('id')!, acao));

export const adminApi = new Hono<AppEnv>()
  .use(requireActor('admin'))
  .get('/resumo', async (c) => c.json(await resumo(c.var.db)))
  .get('/notificacoes', async (c) => c.json({ mensagens_novas: await countNewContactMessages(c.var.db) }))
  .get('/usuarios', validate('query', usuariosQuery), async (c) =>
    c.json(await listUsers(c.var.db, c.req.valid('query'))),
  )
  .post('/usuarios/:id/desativar', validIds('id'), async (c) => {
    const userId = c.req.valid('param').id;
    const result = await deactivateUser(c.var.db, c.var.actor.userId, userId);
    await closeSockets(c.env, userId, { exceto: null });
    return c.json(result);
  })
  .post('/usuarios/:id/reativar', validIds('id'), async (c) =>
    c.json(await reactivateUser(c.var.db, c.var.actor.userId, c.req.valid('param').id)),
  )
  .get('/construtoras', validate('query', adminPageQuery), async (c) =>
    c.json(await listConstrutoras(c.var.db, c.req.valid('query'))),
  )
  .get('/mensagens', validate('query', mensagensQuery), async (c) =>
    c.json(await listContactMessages(c.var.db, c.req.valid('query'))),
  )
  .post('/mensagens/:id/lida', validIds('id'), mark('lida'))
  .post('/mensagens/:id/nao-lida', validIds('id'), mark('nao-lida'))
  .post('/mensagens/:id/arquivar', validIds('id'), mark('arquivar'))
  .post('/mensagens/:id/respondida', validIds('id'), mark('respondida'))
  .get('/conteudo/:chave', validate('param', chaveConteudoParam), async (c) =>
    c.json(await readConteudo(c.var.db, c.req.valid('param').chave)),
  )
  .put('/conteudo/:chave', validate('param', chaveConteudoParam), validate('json', z.looseObject({})), async (c) => {
    const chave: PaginaConteudo = c.req.valid('param').chave;
    const parsed = conteudoSchemas[chave].safeParse(c.req.valid('json'));
    if (!parsed.success) throw validationError(parsed.error);
    const valor = parsed.data as ConteudoPaginas[typeof chave];
    await saveConteudo(c.var.db, c.var.actor.userId, chave, valor);
    return c.json(valor);
  })
  .get('/seo', async (c) => c.json(await readSeo(c.var.db)))
  .put('/seo', validate('json', seoSchema), async (c) => {
    const v = c.req.valid('json');
    await saveSeo(c.var.db, c.var.actor.userId, v);
    return c.json(v);
  })
  .get('/configuracoes', async (c) => c.json(await readConfiguracoes(c.var.db)))
  .put('/configuracoes', validate('json', configuracoesSchema), async (c) => {
    const v = c.req.valid('json');
    await saveConfiguracoes(c.var.db, c.var.actor.userId, v);
    return c.json(v);
  })
  .get('/auditoria', validate('query', adminPageQuery), async (c) =>
    c.json(await listAuditoria(c.var.db, c.req.valid('query'))),
  )
  .get('/analytics', validate('query', analyticsQuery), async (c) =>
    c.json(await analytics(c.var.db, Number(c.req.valid('query').dias))),
  )
  .get('/totp', async (c) => c.json(await totpStatus(c.var.db, c.var.actor.userId)))
  .post('/totp/iniciar', async (c) => c.json(await startTotp(c.var.db, c.env, c.var.actor.user)))
  .post('/totp/ativar', validate('json', codigoTotpSchema), async (c) => {
    const { codigos, session } = await enableTotp(
      c.var.db,
      c.env,
      c.var.actor.userId,
      c.req.valid('json').codigo,
      userAgent(c),
    );
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ codigos_recuperacao: codigos });
  })
  .post('/totp/desativar', validate('json', segundoFatorSchema.pick({ codigo: true })), async (c) => {
    await disableTotp(c.var.db, c.env, c.var.actor.userId, c.req.valid('json').codigo);
    return c.body(null, 204);
  });
