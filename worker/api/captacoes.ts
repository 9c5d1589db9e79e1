import { Hono } from 'hono';
import {
  captureImovel,
  capturingBroker,
  corretorDoPainel,
  isCaptured,
  listMinhasCaptacoes,
  listRecebidas,
  removeCaptacao,
  resumoCorretor,
} from '../domain/captacoes.ts';
import { ownerOf } from '../domain/empreendimentos.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { isUuid } from '../lib/cursor.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError, MSG } from '../lib/errors.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { captacaoSchema, recebidasQuerySchema } from '../schemas/captacoes-input.ts';

export const captacoesApi = new Hono<AppEnv>()
  .get('/', requireUser('corretor'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listMinhasCaptacoes(c.var.db, corretorDoPainel(c.var.user!)) });
  })
  .get('/resumo', requireUser('corretor'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await resumoCorretor(c.var.db, corretorDoPainel(c.var.user!)));
  })
  .delete('/:id', requireUser('corretor'), async (c) => {
    const broker = corretorDoPainel(c.var.user!);
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError('not_found', MSG.naoEncontrado);
    await removeCaptacao(c.var.db, broker, id);
    return c.body(null, 204);
  })
  .get('/status', validate('query', captacaoSchema), async (c) => {
    const broker = capturingBroker(c.var.user);
    c.header('Cache-Control', 'no-store');
    return c.json({ captada: await isCaptured(c.var.db, broker.corretorId, c.req.valid('query').imovel_id) });
  })
  .get('/recebidas', requireUser('construtora'), validate('query', recebidasQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listRecebidas(c.var.db, ownerOf(c.var.user!), c.req.valid('query')));
  })
  .post('/', idempotency, validate('json', captacaoSchema), async (c) => {
    const result = await captureImovel(
      c.var.db,
      capturingBroker(c.var.user),
      c.req.valid('json').imovel_id,
      pushAfterCommit(c.env, c.executionCtx),
    );
    return c.json(result, 201);
  });
