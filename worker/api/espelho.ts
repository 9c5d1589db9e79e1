import { Hono } from 'hono';
import {
  acessoEspelho,
  atorDoEspelho,
  bloquearUnidade,
  configurarEspelho,
  criarPeloGerador,
  editarUnidade,
  getEspelho,
  getMudancas,
  previaGerador,
} from '../domain/espelho.ts';
import { agendarExpiracao, espelhoRoom, pushEspelho } from '../domain/espelho-live.ts';
import { cancelarReserva, minhasReservas, reservarUnidade } from '../domain/espelho-reservas.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { requireUser } from '../lib/middleware.ts';
import { assertSocketUpgrade, forwardSocket } from '../lib/realtime.ts';
import { validate } from '../lib/validate.ts';
import { HEADER_ESPELHO } from '../realtime/espelho-room.ts';
import {
  configuracaoEspelhoSchema,
  geradorSchema,
  mudancasQuerySchema,
  reservaSchema,
  unidadeEdicaoSchema,
} from '../schemas/espelho-input.ts';

export const espelhoApi = new Hono<AppEnv>()
  .use(requireUser('corretor', 'construtora'))
  .get('/reservas', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ reservas: await minhasReservas(c.var.db, atorDoEspelho(c.var.user!)) });
  })
  .get('/:imovelId', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getEspelho(c.var.db, atorDoEspelho(c.var.user!), c.req.param('imovelId')));
  })
  .get('/:imovelId/mudancas', validate('query', mudancasQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const ator = atorDoEspelho(c.var.user!);
    return c.json(await getMudancas(c.var.db, ator, c.req.param('imovelId'), c.req.valid('query').desde));
  })
  .get('/:imovelId/ws', async (c) => {
    const ator = atorDoEspelho(c.var.user!);
    const { imovel } = await acessoEspelho(c.var.db, ator, c.req.param('imovelId'));
    assertSocketUpgrade(c);
    return forwardSocket(c, espelhoRoom(c.env, imovel.id), { [HEADER_ESPELHO]: JSON.stringify(ator) });
  })
  .post('/:imovelId/gerador/previa', validate('json', geradorSchema), async (c) => {
    const ator = atorDoEspelho(c.var.user!);
    return c.json(await previaGerador(c.var.db, ator, c.req.param('imovelId'), c.req.valid('json')));
  })
  .post('/:imovelId/gerador', validate('json', geradorSchema), async (c) => {
    const imovelId = c.req.param('imovelId');
    const ids = await criarPeloGerador(c.var.db, atorDoEspelho(c.var.user!), imovelId, c.req.valid('json'));
    pushEspelho(c.env, c.executionCtx)(imovelId, ids);
    return c.json({ criadas: ids.length }, 201);
  })
  .patch('/:imovelId/configuracao', validate('json', configuracaoEspelhoSchema), async (c) => {
    const ator = atorDoEspelho(c.var.user!);
    return c.json(await configurarEspelho(c.var.db, ator, c.req.param('imovelId'), c.req.valid('json')));
  })
  .patch('/:imovelId/unidades/:unidadeId', validate('json', unidadeEdicaoSchema), async (c) => {
    const { imovelId, unidadeId } = c.req.param();
    const unidade = await editarUnidade(c.var.db, atorDoEspelho(c.var.user!), imovelId, unidadeId, c.req.valid('json'));
    pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
    return c.json({ unidade });
  })
  .post('/:imovelId/unidades/:unidadeId/bloquear', async (c) => {
    const { imovelId, unidadeId } = c.req.param();
    const unidade = await bloquearUnidade(c.var.db, atorDoEspelho(c.var.user!), imovelId, unidadeId, true);
    pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
    return c.json({ unidade });
  })
  .post('/:imovelId/unidades/:unidadeId/desbloquear', async (c) => {
    const { imovelId, unidadeId } = c.req.param();
    const unidade = await bloquearUnidade(c.var.db, atorDoEspelho(c.var.user!), imovelId, unidadeId, false);
    pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
    return c.json({ unidade });
  })
  .post('/:imovelId/unidades/:unidadeId/reserva', validate('json', reservaSchema), async (c) => {
    const { imovelId, unidadeId } = c.req.param();
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    const ator = atorDoEspelho(c.var.user!);
    const result = await reservarUnidade(c.var.db, ator, imovelId, unidadeId, c.req.valid('json'), notificar);
    pushEspelho(c.env, c.executionCtx)(imovelId, [result.unidade.id]);
    agendarExpiracao(c.env, c.executionCtx)(imovelId);
    return c.json(result, 201);
  })
  .delete('/:imovelId/unidades/:unidadeId/reserva', async (c) => {
    const { imovelId, unidadeId } = c.req.param();
    const notificar = pushAfterCommit(c.env, c.executionCtx);
    const unidade = await cancelarReserva(c.var.db, atorDoEspelho(c.var.user!), imovelId, unidadeId, notificar);
    pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
    agendarExpiracao(c.env, c.executionCtx)(imovelId);
    return c.json({ unidade });
  });
