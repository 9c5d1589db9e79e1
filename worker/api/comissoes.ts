import { MSG_PROPOSTA } from '../schemas/propostas.ts';
import { Hono } from 'hono';
import { actOnComissao, comissoesCsv, listComissoes } from '../domain/comissoes.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { hojeSaoPaulo } from '../domain/relatorios.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate, validIds } from '../lib/validate.ts';
import { comissaoAcaoSchema, comissoesQuerySchema } from '../schemas/proposta-input.ts';

export const comissoesApi = new Hono<AppEnv>()
  .use(requireActor(['corretor', 'construtora']))
  .get('/', validate('query', comissoesQuerySchema), async (c) => {
    return c.json(await listComissoes(c.var.db, c.var.actor, c.req.valid('query')));
  })
  .get('/exportar', async (c) => {
    const csv = await comissoesCsv(c.var.db, c.var.actor);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="comissoes-${hojeSaoPaulo()}.csv"`,
    });
  })
  .post(
    '/:id/acao',
    validIds('id', MSG_PROPOSTA.comissaoNaoEncontrada),
    validate('json', comissaoAcaoSchema),
    async (c) => {
      const notify = pushAfterCommit(c.env, c.executionCtx);
      const { id } = c.req.valid('param');
      return c.json({ comissao: await actOnComissao(c.var.db, c.var.actor, id, c.req.valid('json'), notify) });
    },
  );
