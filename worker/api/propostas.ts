import { Hono } from 'hono';
import { getCondicoes, salvarCondicoes } from '../domain/condicoes-pagamento.ts';
import { ownerOf } from '../domain/empreendimentos.ts';
import { agendarExpiracao, pushEspelho } from '../domain/espelho-live.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import {
  agirNaProposta,
  enviarProposta,
  getProposta,
  listPropostas,
  parteDaProposta,
  type UnidadesMudaram,
} from '../domain/propostas.ts';
import type { AppEnv, Bindings } from '../lib/env.ts';
import { AppError, MSG } from '../lib/errors.ts';
import { requireUser } from '../lib/middleware.ts';
import { validate } from '../lib/validate.ts';
import { condicoesSchema, propostaAcaoSchema, propostasQuerySchema } from '../schemas/proposta-input.ts';

/**
 * After commit: open grids get the changed units, and the development's room re-arms its expiry alarm (a unit
 * back to Reservada holds again until its reservation's end; one Em Proposta or Vendida no longer does).
 */
function aoMudarUnidades(env: Bindings, ctx: Pick<ExecutionContext, 'waitUntil'>): UnidadesMudaram {
  const push = pushEspelho(env, ctx);
  const agendar = agendarExpiracao(env, ctx);
  return (imovelId, unidadeIds) => {
    push(imovelId, unidadeIds);
    agendar(imovelId);
  };
}

export const propostasApi = new Hono<AppEnv>()
  .use(requireUser('corretor', 'construtora'))
  .get('/', validate('query', propostasQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listPropostas(c.var.db, parteDaProposta(c.var.user!), c.req.valid('query')));
  })
  .get('/condicoes/:imovelId', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ condicoes: await getCondicoes(c.var.db, c.var.user!, c.req.param('imovelId')) });
  })
  .put('/condicoes/:imovelId', validate('json', condicoesSchema), async (c) => {
    if (c.var.user!.userType !== 'construtora') throw new AppError('forbidden', MSG.acessoNegado);
    const owner = ownerOf(c.var.user!);
    const condicoes = await salvarCondicoes(
      c.var.db,
      owner.construtoraId,
      c.req.param('imovelId'),
      c.req.valid('json'),
    );
    return c.json({ condicoes });
  })
  .get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ proposta: await getProposta(c.var.db, parteDaProposta(c.var.user!), c.req.param('id')) });
  })
  // The body is validated in the domain: the schema depends on the unit's price and the development's conditions.
  .post('/', async (c) => {
    const parte = parteDaProposta(c.var.user!);
    const body: unknown = await c.req.json().catch(() => {
      throw new AppError('validation_failed', MSG.jsonInvalido);
    });
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    const proposta = await enviarProposta(c.var.db, parte, body, notificar, aoMudarUnidades(c.env, c.executionCtx));
    return c.json({ proposta }, 201);
  })
  .post('/:id/acao', validate('json', propostaAcaoSchema), async (c) => {
    const parte = parteDaProposta(c.var.user!);
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    const mudou = aoMudarUnidades(c.env, c.executionCtx);
    const proposta = await agirNaProposta(c.var.db, parte, c.req.param('id'), c.req.valid('json'), notificar, mudou);
    return c.json({ proposta });
  });
