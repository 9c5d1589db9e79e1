import { Hono } from 'hono';
import { countResetRequest, requestReset, resetPassword } from '../domain/senha.ts';
import { createDb } from '../lib/db.ts';
import { closeSockets } from '../lib/realtime.ts';
import type { AppEnv } from '../lib/env.ts';
import { clientKey } from '../lib/request-meta.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { validate } from '../lib/validate.ts';
import { MSG_SENHA, esqueciSenhaSchema, resetSenhaSchema } from '../schemas/senha-input.ts';
import { logError } from '../lib/log.ts';

export const senhaApi = new Hono<AppEnv>()
  .post('/esqueci', validate('json', esqueciSenhaSchema), async (c) => {
    const { email } = c.req.valid('json');
    await countResetRequest(c.var.db, email, clientKey(c));
    // Links point at the configured public origin, never at a Host header an attacker could choose.
    const origin = siteOrigin(c.env);
    // Looking the address up, issuing the token and e-mailing happen after the answer, with a pool of their own,
    // so the answer and its timing are the same whether or not the address has an account.
    const { db, pool } = createDb(c.env);
    c.executionCtx.waitUntil(
      requestReset(db, c.env, email, origin)
        .catch((e: unknown) => logError('reset_request_failed', e))
        .finally(() => pool.end()),
    );
    return c.json({ mensagem: MSG_SENHA.pedidoRecebido }, 202);
  })
  .post('/redefinir', validate('json', resetSenhaSchema), async (c) => {
    const { token, nova_senha } = c.req.valid('json');
    const userId = await resetPassword(c.var.db, token, nova_senha);
    await closeSockets(c.env, userId, { exceto: null });
    return c.json({ mensagem: MSG_SENHA.senhaRedefinida });
  });
