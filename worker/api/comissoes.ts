import { Hono } from 'hono';
import { agirNaComissao, comissoesCsv, listComissoes } from '../domain/comissoes.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { parteDaProposta } from '../domain/propostas.ts';
import { hojeSaoPaulo } from '../domain/relatorios.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { comissaoAcaoSchema, comissoesQuerySchema } from '../schemas/proposta-input.ts';

export const comissoesApi = new Hono<AppEnv>()
  .use(requireUser('corretor', 'construtora'))
  .get('/', validate('query', comissoesQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listComissoes(c.var.db, parteDaProposta(c.var.user!), c.req.valid('query')));
  })
  .get('/exportar', async (c) => {
    const csv = await comissoesCsv(c.var.db, parteDaProposta(c.var.user!));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="comissoes-${hojeSaoPaulo()}.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  .post('/:id/acao', validate('json', comissaoAcaoSchema), async (c) => {
    const parte = parteDaProposta(c.var.user!);
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    return c.json({
      comissao: await agirNaComissao(c.var.db, parte, c.req.param('id'), c.req.valid('json'), notificar),
    });
  });
