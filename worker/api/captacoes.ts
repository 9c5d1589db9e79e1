import { Hono } from 'hono';
import { captureImovel, capturingBroker, isCaptured, listRecebidas } from '../domain/captacoes.ts';
import { ownerOf } from '../domain/empreendimentos.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { captacaoSchema, recebidasQuerySchema } from '../schemas/captacoes-input.ts';

export const captacoesApi = new Hono<AppEnv>()
  .get('/status', validate('query', captacaoSchema), async (c) => {
    const broker = capturingBroker(c.var.user);
    c.header('Cache-Control', 'no-store');
    return c.json({ captada: await isCaptured(c.var.db, broker.corretorId, c.req.valid('query').imovel_id) });
  })
  .get('/recebidas', requireUser('construtora'), validate('query', recebidasQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listRecebidas(c.var.db, ownerOf(c.var.user!), c.req.valid('query')));
  })
  .post('/', validate('json', captacaoSchema), async (c) => {
    const result = await captureImovel(c.var.db, capturingBroker(c.var.user), c.req.valid('json').imovel_id);
    return c.json(result, 201);
  });
