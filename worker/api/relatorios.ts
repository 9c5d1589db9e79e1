import { Hono } from 'hono';
import { hojeSaoPaulo, relatorio, relatorioCsv } from '../domain/relatorios.ts';
import { vendasPorImobiliaria } from '../domain/relatorios-imobiliarias.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate } from '../lib/validate.ts';
import { relatorioQuerySchema } from '../schemas/empreendimentos-input.ts';

export const relatorios = new Hono<AppEnv>()
  .use(requireActor('construtora'))
  .get('/', validate('query', relatorioQuerySchema), async (c) => {
    return c.json(await relatorio(c.var.db, c.var.actor, c.req.valid('query').dias));
  })
  .get('/imobiliarias', validate('query', relatorioQuerySchema), async (c) => {
    return c.json(await vendasPorImobiliaria(c.var.db, c.var.actor, c.req.valid('query').dias));
  })
  .get('/csv', validate('query', relatorioQuerySchema), async (c) => {
    const csv = await relatorioCsv(c.var.db, c.var.actor, c.req.valid('query').dias);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="relatorio-${hojeSaoPaulo()}.csv"`,
    });
  });
