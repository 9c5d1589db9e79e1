import { Hono } from 'hono';
import * as z from 'zod';
import { captureImovel } from '../domain/captacoes.ts';
import {
  cancelConvite,
  inviteCorretor,
  leaveImobiliaria,
  listConvites,
  listEmpreendimentosParaCaptar,
  listEquipe,
  myImobiliaria,
  removeMembro,
  updateMembro,
} from '../domain/imobiliarias.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { validate, validIds } from '../lib/validate.ts';
import { captacaoSchema } from '../schemas/captacoes-input.ts';
import { conviteSchema, membroSchema } from '../schemas/imobiliarias-input.ts';
import { MSG_IMOBILIARIA } from '../schemas/imobiliarias.ts';
import { requireActor } from './middleware/require-actor.ts';

const agencia = requireActor('imobiliaria');
const buscaSchema = z.object({ q: z.string().trim().max(120, 'Busca muito longa.').optional() });

/** The agency's team, invitations and captures; and, for a broker, their own agency (`/minha`). */
export const imobiliariasApi = new Hono<AppEnv>()
  .get('/equipe', agencia, async (c) => {
    return c.json({ items: await listEquipe(c.var.db, c.var.actor) });
  })
  .patch(
    '/equipe/:id',
    agencia,
    validIds('id', MSG_IMOBILIARIA.membroNaoEncontrado),
    validate('json', membroSchema),
    async (c) => {
      const membro = await updateMembro(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ membro });
    },
  )
  .delete('/equipe/:id', agencia, validIds('id', MSG_IMOBILIARIA.membroNaoEncontrado), async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    await removeMembro(c.var.db, c.var.actor, c.req.valid('param').id, notify);
    return c.body(null, 204);
  })
  .get('/convites', agencia, async (c) => {
    return c.json({ items: await listConvites(c.var.db, c.var.actor) });
  })
  .post('/convites', agencia, idempotency, validate('json', conviteSchema), async (c) => {
    const { email } = c.req.valid('json');
    const convite = await inviteCorretor(c.var.db, c.env, siteOrigin(c.env), c.var.actor, email);
    return c.json({ convite }, 201);
  })
  .delete('/convites/:id', agencia, validIds('id', MSG_IMOBILIARIA.conviteNaoEncontrado), async (c) => {
    await cancelConvite(c.var.db, c.var.actor, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/empreendimentos', agencia, validate('query', buscaSchema), async (c) => {
    return c.json({
      items: await listEmpreendimentosParaCaptar(c.var.db, c.var.actor, c.req.valid('query').q ?? null),
    });
  })
  .post('/captacoes', agencia, idempotency, validate('json', captacaoSchema), async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    const criada = await captureImovel(c.var.db, c.var.actor, c.req.valid('json').imovel_id, notify);
    return c.json(criada, 201);
  })
  .get('/minha', requireActor('corretor'), async (c) => {
    return c.json({ imobiliaria: await myImobiliaria(c.var.db, c.var.actor) });
  })
  .delete('/minha', requireActor('corretor'), async (c) => {
    await leaveImobiliaria(c.var.db, c.var.actor, pushAfterCommit(c.env, c.executionCtx));
    return c.body(null, 204);
  });
