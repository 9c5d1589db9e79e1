import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod';
import { getCondicoes, saveCondicoes } from '../domain/condicoes-pagamento.ts';
import { scheduleExpiracao, pushEspelho } from '../domain/espelho-live.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import { actOnProposta, sendProposta, getProposta, listPropostas, type UnidadesMudaram } from '../domain/propostas.ts';
import type { AppEnv, Bindings } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate, validIds } from '../lib/validate.ts';
import {
  condicoesSchema,
  propostaAcaoSchema,
  propostasQuerySchema,
  type propostaEnvioSchema,
  type propostaSchema,
} from '../schemas/proposta-input.ts';
import { MSG_PROPOSTA } from '../schemas/propostas.ts';

/**
 * After commit: open grids get the changed units, and the development's room re-arms its expiry alarm (a unit
 * back to Reservada holds again until its reservation's end; one Em Proposta or Vendida no longer does).
 */
function onUnidadesChange(env: Bindings, ctx: Pick<ExecutionContext, 'waitUntil'>): UnidadesMudaram {
  const push = pushEspelho(env, ctx);
  const schedule = scheduleExpiracao(env, ctx);
  return (imovelId, unidadeIds) => {
    push(imovelId, unidadeIds);
    schedule(imovelId);
  };
}

export const propostasApi = new Hono<AppEnv>()
  .use(requireActor(['corretor', 'construtora']))
  .get('/', validate('query', propostasQuerySchema), async (c) => {
    return c.json(await listPropostas(c.var.db, c.var.actor, c.req.valid('query')));
  })
  .get('/condicoes/:imovelId', validIds('imovelId'), async (c) => {
    return c.json({ condicoes: await getCondicoes(c.var.db, c.var.actor, c.req.valid('param').imovelId) });
  })
  .put(
    '/condicoes/:imovelId',
    requireActor('construtora'),
    validIds('imovelId'),
    validate('json', condicoesSchema),
    async (c) => {
      const { imovelId } = c.req.valid('param');
      const condicoes = await saveCondicoes(c.var.db, c.var.actor.construtoraId, imovelId, c.req.valid('json'));
      return c.json({ condicoes });
    },
  )
  .get('/:id', validIds('id', MSG_PROPOSTA.naoEncontrada), async (c) => {
    return c.json({ proposta: await getProposta(c.var.db, c.var.actor, c.req.valid('param').id) });
  })
  // The body is validated in the domain: the schema depends on the unit's price and the development's conditions.
  // This step only reads the JSON and names its shape for the SPA's typed client (worker/schemas/api.ts).
  .post(
    '/',
    idempotency,
    validator(
      'json',
      (body: unknown) => body as z.input<typeof propostaEnvioSchema> & z.input<ReturnType<typeof propostaSchema>>,
    ),
    async (c) => {
      const body: unknown = c.req.valid('json');
      const notify = pushAfterCommit(c.env, c.executionCtx);
      const proposta = await sendProposta(c.var.db, c.var.actor, body, notify, onUnidadesChange(c.env, c.executionCtx));
      return c.json({ proposta }, 201);
    },
  )
  .post('/:id/acao', validIds('id', MSG_PROPOSTA.naoEncontrada), validate('json', propostaAcaoSchema), async (c) => {
    const notify = pushAfterCommit(c.env, c.executionCtx);
    const mudou = onUnidadesChange(c.env, c.executionCtx);
    const proposta = await actOnProposta(
      c.var.db,
      c.var.actor,
      c.req.valid('param').id,
      c.req.valid('json'),
      notify,
      mudou,
    );
    return c.json({ proposta });
  });
