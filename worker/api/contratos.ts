import { Hono } from 'hono';
import { agirNoContrato, getContrato, listContratos, parteDoContrato } from '../domain/contratos.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { contratoAcaoSchema, contratosQuerySchema } from '../schemas/contratos-input.ts';

export const contratosApi = new Hono<AppEnv>()
  .use(requireUser('corretor', 'construtora'))
  .get('/', validate('query', contratosQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listContratos(c.var.db, parteDoContrato(c.var.user!), c.req.valid('query')));
  })
  .get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ contrato: await getContrato(c.var.db, parteDoContrato(c.var.user!), c.req.param('id')) });
  })
  .post('/:id/acao', idempotency, validate('json', contratoAcaoSchema), async (c) => {
    const parte = parteDoContrato(c.var.user!);
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    const contrato = await agirNoContrato(c.var.db, parte, c.req.param('id'), c.req.valid('json'), notificar);
    return c.json({ contrato });
  });
