import { Hono } from 'hono';
import {
  listPropostasEquipe,
  listReservasEquipe,
  listVendasEquipe,
  rankingEquipe,
  vendasEquipeCsv,
} from '../domain/vendas-equipe.ts';
import { hojeSaoPaulo } from '../domain/relatorios.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate } from '../lib/validate.ts';
import { equipeQuerySchema, propostasEquipeQuerySchema } from '../schemas/vendas-equipe-input.ts';
import { requireActor } from './middleware/require-actor.ts';

/** The agency's view of its team's sale; every route answers only for the calling agency's own rows. */
export const vendasEquipeApi = new Hono<AppEnv>()
  .use(requireActor('imobiliaria'))
  .get('/reservas', validate('query', equipeQuerySchema), async (c) =>
    c.json(await listReservasEquipe(c.var.db, c.var.actor.perfilId, c.req.valid('query'))),
  )
  .get('/propostas', validate('query', propostasEquipeQuerySchema), async (c) =>
    c.json(await listPropostasEquipe(c.var.db, c.var.actor.perfilId, c.req.valid('query'))),
  )
  .get('/vendas', validate('query', equipeQuerySchema), async (c) =>
    c.json(await listVendasEquipe(c.var.db, c.var.actor.perfilId, c.req.valid('query'))),
  )
  .get('/vendas/exportar', async (c) => {
    const csv = await vendasEquipeCsv(c.var.db, c.var.actor.perfilId);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vendas-equipe-${hojeSaoPaulo()}.csv"`,
    });
  })
  .get('/ranking', async (c) => c.json(await rankingEquipe(c.var.db, c.var.actor.perfilId)));
