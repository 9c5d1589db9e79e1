// The construtora's webhook receivers: create (the signing secret answered once), list, delete, and each one's
// delivery log.
import { Hono } from 'hono';
import { createWebhook, deleteWebhook, listEntregas, listWebhooks } from '../domain/webhooks.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate, validIds } from '../lib/validate.ts';
import { MSG_INTEGRACOES } from '../schemas/integracoes.ts';
import { entregasQuerySchema, webhookSchema } from '../schemas/integracoes-input.ts';
import { requireActor } from './middleware/require-actor.ts';

export const webhooksApi = new Hono<AppEnv>()
  .use(requireActor('construtora'))
  .get('/', async (c) => c.json({ items: await listWebhooks(c.var.db, c.var.actor) }))
  .post('/', validate('json', webhookSchema), async (c) => {
    const created = await createWebhook(c.var.db, c.var.actor, c.req.valid('json'), c.env.WEBHOOKS_LOCAIS === 'on');
    return c.json(created, 201);
  })
  .delete('/:id', validIds('id', MSG_INTEGRACOES.webhookNaoEncontrado), async (c) => {
    await deleteWebhook(c.var.db, c.var.actor, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get(
    '/:id/entregas',
    validIds('id', MSG_INTEGRACOES.webhookNaoEncontrado),
    validate('query', entregasQuerySchema),
    async (c) => c.json(await listEntregas(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('query'))),
  );
