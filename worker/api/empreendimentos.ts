import { Hono } from 'hono';
import {
  changeStatus,
  createEmpreendimento,
  deleteEmpreendimento,
  getEmpreendimento,
  listEmpreendimentos,
  ownerOf,
  resumo,
  updateEmpreendimento,
} from '../domain/empreendimentos.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import {
  empreendimentoSchema,
  empreendimentosQuerySchema,
  statusAcaoSchema,
} from '../schemas/empreendimentos-input.ts';

export const empreendimentosApi = new Hono<AppEnv>()
  .use(requireUser('construtora'))
  .get('/', validate('query', empreendimentosQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listEmpreendimentos(c.var.db, ownerOf(c.var.user!), c.req.valid('query')));
  })
  .get('/resumo', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await resumo(c.var.db, ownerOf(c.var.user!)));
  })
  .get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getEmpreendimento(c.var.db, ownerOf(c.var.user!), c.req.param('id')));
  })
  .post('/', idempotency, validate('json', empreendimentoSchema), async (c) => {
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    return c.json(await createEmpreendimento(c.var.db, ownerOf(c.var.user!), c.req.valid('json'), notificar), 201);
  })
  .put('/:id', validate('json', empreendimentoSchema), async (c) => {
    const owner = ownerOf(c.var.user!);
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    return c.json(await updateEmpreendimento(c.var.db, owner, c.req.param('id'), c.req.valid('json'), notificar));
  })
  .delete('/:id', async (c) => {
    const owner = ownerOf(c.var.user!);
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    await deleteEmpreendimento(c.var.db, c.env.IMAGENS, owner, c.req.param('id'), c.var.requestId, notificar);
    return c.body(null, 204);
  })
  .post('/:id/status', validate('json', statusAcaoSchema), async (c) => {
    const owner = ownerOf(c.var.user!);
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    return c.json(await changeStatus(c.var.db, owner, c.req.param('id'), c.req.valid('json').acao, notificar));
  });
