import { MSG_EMPREENDIMENTO } from '../schemas/empreendimentos.ts';
import { Hono } from 'hono';
import {
  changeStatus,
  createEmpreendimento,
  deleteEmpreendimento,
  getEmpreendimento,
  listEmpreendimentos,
  resumo,
  updateEmpreendimento,
} from '../domain/empreendimentos.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate, validIds } from '../lib/validate.ts';
import {
  empreendimentoSchema,
  empreendimentosQuerySchema,
  statusAcaoSchema,
} from '../schemas/empreendimentos-input.ts';

export const empreendimentosApi = new Hono<AppEnv>()
  .use(requireActor('construtora'))
  .get('/', validate('query', empreendimentosQuerySchema), async (c) => {
    return c.json(await listEmpreendimentos(c.var.db, c.var.actor, c.req.valid('query')));
  })
  .get('/resumo', async (c) => {
    return c.json(await resumo(c.var.db, c.var.actor));
  })
  .get('/:id', validIds('id', MSG_EMPREENDIMENTO.naoEncontrado), async (c) => {
    return c.json(await getEmpreendimento(c.var.db, c.var.actor, c.req.valid('param').id));
  })
  .post('/', idempotency, validate('json', empreendimentoSchema), async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    return c.json(await createEmpreendimento(c.var.db, c.var.actor, c.req.valid('json'), notify), 201);
  })
  .put('/:id', validIds('id', MSG_EMPREENDIMENTO.naoEncontrado), validate('json', empreendimentoSchema), async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    return c.json(
      await updateEmpreendimento(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json'), notify),
    );
  })
  .delete('/:id', validIds('id', MSG_EMPREENDIMENTO.naoEncontrado), async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    await deleteEmpreendimento(c.var.db, c.env.IMAGENS, c.var.actor, c.req.valid('param').id, c.var.requestId, notify);
    return c.body(null, 204);
  })
  .post(
    '/:id/status',
    validIds('id', MSG_EMPREENDIMENTO.naoEncontrado),
    validate('json', statusAcaoSchema),
    async (c) => {
      const notify = pushAfterCommit(c.env, c.executionCtx);
      return c.json(
        await changeStatus(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json').acao, notify),
      );
    },
  );
