import { Hono } from 'hono';
import { actOnComissao, comissoesCsv, listComissoes } from '../domain/comissoes.ts';
import { listPartes, partesCsv, payParte } from '../domain/comissoes-partes.ts';
import { getRegraDivisao, saveRegraDivisao } from '../domain/divisao.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { hojeSaoPaulo } from '../domain/relatorios.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate, validIds } from '../lib/validate.ts';
import { parteAcaoSchema, partesQuerySchema, regraDivisaoSchema } from '../schemas/divisao-input.ts';
import { MSG_DIVISAO } from '../schemas/divisao.ts';
import { comissaoAcaoSchema, comissoesQuerySchema } from '../schemas/proposta-input.ts';
import { MSG_PROPOSTA } from '../schemas/propostas.ts';
import { requireActor } from './middleware/require-actor.ts';

const csv = (nome: string, corpo: string) =>
  [
    corpo,
    200,
    {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${nome}-${hojeSaoPaulo()}.csv"`,
    },
  ] as const;

/**
 * Commissions of the sale, and the split of an agency's ones (docs/vendas.md#divisão-da-comissão): the agency's rule,
 * the shares of its sales (the agency sees and pays them; a broker sees their own).
 */
export const comissoesApi = new Hono<AppEnv>()
  .get(
    '/',
    requireActor(['corretor', 'construtora', 'imobiliaria']),
    validate('query', comissoesQuerySchema),
    async (c) => c.json(await listComissoes(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .get('/exportar', requireActor(['corretor', 'construtora', 'imobiliaria']), async (c) =>
    c.body(...csv('comissoes', await comissoesCsv(c.var.db, c.var.actor))),
  )
  .get('/divisao', requireActor('imobiliaria'), async (c) =>
    c.json(await getRegraDivisao(c.var.db, c.var.actor.perfilId)),
  )
  .put('/divisao', requireActor('imobiliaria'), validate('json', regraDivisaoSchema), async (c) =>
    c.json(await saveRegraDivisao(c.var.db, c.var.actor.perfilId, c.req.valid('json'))),
  )
  .get('/partes', requireActor(['imobiliaria', 'corretor']), validate('query', partesQuerySchema), async (c) =>
    c.json(await listPartes(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .get('/partes/exportar', requireActor(['imobiliaria', 'corretor']), async (c) =>
    c.body(...csv('partes-comissao', await partesCsv(c.var.db, c.var.actor))),
  )
  .post(
    '/partes/:id/acao',
    requireActor('imobiliaria'),
    validIds('id', MSG_DIVISAO.parteNaoEncontrada),
    validate('json', parteAcaoSchema),
    async (c) => {
      const notify = pushAfterCommit(c.env, c.executionCtx);
      const { id } = c.req.valid('param');
      const parte = await payParte(c.var.db, c.var.actor.perfilId, id, c.req.valid('json'), notify);
      return c.json({ parte });
    },
  )
  .post(
    '/:id/acao',
    requireActor(['corretor', 'construtora']),
    validIds('id', MSG_PROPOSTA.comissaoNaoEncontrada),
    validate('json', comissaoAcaoSchema),
    async (c) => {
      const notify = pushAfterCommit(c.env, c.executionCtx);
      const { id } = c.req.valid('param');
      return c.json({ comissao: await actOnComissao(c.var.db, c.var.actor, id, c.req.valid('json'), notify) });
    },
  );
