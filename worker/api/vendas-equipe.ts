import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  listPropostasEquipe,
  listReservasEquipe,
  listVendasEquipe,
  rankingEquipe,
  vendasEquipeCsv,
} from '../domain/vendas-equipe.ts';
import { escopoEquipe, type EscopoEquipe } from '../domain/vendas-equipe-escopo.ts';
import { hojeSaoPaulo } from '../domain/relatorios.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate } from '../lib/validate.ts';
import { equipeQuerySchema, propostasEquipeQuerySchema } from '../schemas/vendas-equipe-input.ts';
import { requireActor, type ActorEnv } from './middleware/require-actor.ts';

/** The caller's scope, before the query is read: a broker who is not a manager gets 403 whatever they ask. */
const comEscopo = createMiddleware<ActorEnv<'imobiliaria' | 'corretor'> & { Variables: { escopo: EscopoEquipe } }>(
  async (c, next) => {
    c.set('escopo', await escopoEquipe(c.var.db, c.var.actor));
    await next();
  },
);

/**
 * The view of a team's sale: the agency's, or a manager's of the members they manage (docs/regras.md#imobiliárias).
 * Every route answers only the caller's scope.
 */
export const vendasEquipeApi = new Hono<AppEnv>()
  .use(requireActor(['imobiliaria', 'corretor']))
  .use(comEscopo)
  .get('/reservas', validate('query', equipeQuerySchema), async (c) =>
    c.json(await listReservasEquipe(c.var.db, c.var.escopo, c.req.valid('query'))),
  )
  .get('/propostas', validate('query', propostasEquipeQuerySchema), async (c) =>
    c.json(await listPropostasEquipe(c.var.db, c.var.escopo, c.req.valid('query'))),
  )
  .get('/vendas', validate('query', equipeQuerySchema), async (c) =>
    c.json(await listVendasEquipe(c.var.db, c.var.escopo, c.req.valid('query'))),
  )
  .get('/vendas/exportar', async (c) => {
    const csv = await vendasEquipeCsv(c.var.db, c.var.escopo);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vendas-equipe-${hojeSaoPaulo()}.csv"`,
    });
  })
  .get('/ranking', async (c) => c.json(await rankingEquipe(c.var.db, c.var.escopo)));
