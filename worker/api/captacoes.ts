import { Hono } from 'hono';
import {
  captureImovel,
  isCaptured,
  listMinhasCaptacoes,
  listRecebidas,
  removeCaptacao,
  resumoCorretor,
} from '../domain/captacoes.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { requireActor } from './middleware/require-actor.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { validate, validIds } from '../lib/validate.ts';
import { captacaoSchema, recebidasQuerySchema } from '../schemas/captacoes-input.ts';
import { MSG_CAPTACAO } from '../schemas/captacoes.ts';

/** Capturing is offered to visitors too: they are asked to sign in as a broker. */
const capturingBroker = requireActor('corretor', { login: MSG_CAPTACAO.login, papel: MSG_CAPTACAO.login });

export const captacoesApi = new Hono<AppEnv>()
  .get('/', requireActor('corretor'), async (c) => {
    return c.json({ items: await listMinhasCaptacoes(c.var.db, c.var.actor) });
  })
  .get('/resumo', requireActor('corretor'), async (c) => {
    return c.json(await resumoCorretor(c.var.db, c.var.actor));
  })
  .delete('/:id', requireActor('corretor'), validIds('id'), async (c) => {
    await removeCaptacao(c.var.db, c.var.actor, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/status', capturingBroker, validate('query', captacaoSchema), async (c) => {
    return c.json({ captada: await isCaptured(c.var.db, c.var.actor.corretorId, c.req.valid('query').imovel_id) });
  })
  .get('/recebidas', requireActor('construtora'), validate('query', recebidasQuerySchema), async (c) => {
    return c.json(await listRecebidas(c.var.db, c.var.actor, c.req.valid('query')));
  })
  .post('/', capturingBroker, idempotency, validate('json', captacaoSchema), async (c) => {
    const result = await captureImovel(
      c.var.db,
      c.var.actor,
      c.req.valid('json').imovel_id,
      pushAfterCommit(c.env, c.executionCtx),
    );
    return c.json(result, 201);
  });
