import { MSG_CONTRATO } from '../schemas/contratos.ts';
import { Hono } from 'hono';
import { actOnContrato, getContrato, listContratos } from '../domain/contratos.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate, validIds } from '../lib/validate.ts';
import { contratoAcaoSchema, contratosQuerySchema } from '../schemas/contratos-input.ts';

export const contratosApi = new Hono<AppEnv>()
  .use(requireActor(['corretor', 'imobiliaria', 'construtora']))
  .get('/', validate('query', contratosQuerySchema), async (c) => {
    return c.json(await listContratos(c.var.db, c.var.actor, c.req.valid('query')));
  })
  .get('/:id', validIds('id', MSG_CONTRATO.naoEncontrado), async (c) => {
    return c.json({ contrato: await getContrato(c.var.db, c.var.actor, c.req.valid('param').id) });
  })
  .post(
    '/:id/acao',
    validIds('id', MSG_CONTRATO.naoEncontrado),
    idempotency,
    validate('json', contratoAcaoSchema),
    async (c) => {
      const notificar = pushAfterCommit(c.env, c.executionCtx);
      const { id } = c.req.valid('param');
      const contrato = await actOnContrato(c.var.db, c.var.actor, id, c.req.valid('json'), notificar);
      return c.json({ contrato });
    },
  );
