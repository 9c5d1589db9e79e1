// The construtora's API keys: create (the secret answered once), list (never the secret), revoke.
import { Hono } from 'hono';
import { createTokenApi, listTokensApi, revokeTokenApi } from '../domain/tokens-api.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate, validIds } from '../lib/validate.ts';
import { MSG_INTEGRACOES } from '../schemas/integracoes.ts';
import { tokenApiSchema } from '../schemas/integracoes-input.ts';
import { requireActor } from './middleware/require-actor.ts';

export const tokensApi = new Hono<AppEnv>()
  .use(requireActor('construtora'))
  .get('/', async (c) => c.json({ items: await listTokensApi(c.var.db, c.var.actor) }))
  .post('/', validate('json', tokenApiSchema), async (c) => {
    return c.json(await createTokenApi(c.var.db, c.var.actor, c.req.valid('json')), 201);
  })
  .delete('/:id', validIds('id', MSG_INTEGRACOES.tokenNaoEncontrado), async (c) => {
    await revokeTokenApi(c.var.db, c.var.actor, c.req.valid('param').id);
    return c.body(null, 204);
  });
