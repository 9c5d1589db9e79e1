import { MSG_ESPELHO } from '../schemas/espelho.ts';
import { Hono } from 'hono';
import {
  espelhoAccess,
  type EspelhoAccess,
  setUnidadeBlocked,
  configureEspelho,
  createFromGerador,
  editUnidade,
  getMudancas,
  previaGerador,
} from '../domain/espelho.ts';
import { espelhoVersao, getEspelho, getUnidade } from '../domain/espelho-grade.ts';
import { scheduleExpiracao, espelhoRoom, pushEspelho } from '../domain/espelho-live.ts';
import { cancelReserva, myReservas, reserveUnidade } from '../domain/espelho-reservas.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireActor } from './middleware/require-actor.ts';
import { assertSocketUpgrade, forwardSocket, sessionHeaders } from '../lib/realtime.ts';
import { validate, validIds } from '../lib/validate.ts';
import { HEADER_ESPELHO, HEADER_IMOVEL, viewerHeader } from '../realtime/espelho-room.ts';
import {
  configuracaoEspelhoSchema,
  geradorSchema,
  mudancasQuerySchema,
  reservaSchema,
  unidadeEdicaoSchema,
  unidadeQuerySchema,
} from '../schemas/espelho-input.ts';

export const espelhoApi = new Hono<AppEnv>()
  .use(requireActor(['corretor', 'construtora']))
  .get('/reservas', async (c) => {
    return c.json({ reservas: await myReservas(c.var.db, c.var.actor) });
  })
  .get('/:imovelId', validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado), async (c) => {
    const imovelId = c.req.valid('param').imovelId;
    // The browser may keep the grid (it holds no client's data) but asks again every time: 304 when unchanged.
    c.header('Cache-Control', 'private, no-cache');
    const held = c.req.header('If-None-Match');
    let checked: EspelhoAccess | undefined;
    if (held) {
      const versao = await espelhoVersao(c.var.db, c.var.actor, imovelId);
      if (versao.etag === held) {
        c.header('ETag', versao.etag);
        return c.body(null, 304);
      }
      checked = versao.acesso;
    }
    const { espelho, etag } = await getEspelho(c.var.db, c.var.actor, imovelId, checked);
    c.header('ETag', etag);
    return c.json(espelho);
  })
  .get(
    '/:imovelId/unidade',
    validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado),
    validate('query', unidadeQuerySchema),
    async (c) => {
      const { torre, numero } = c.req.valid('query');
      return c.json({ unidade: await getUnidade(c.var.db, c.var.actor, c.req.valid('param').imovelId, torre, numero) });
    },
  )
  .get(
    '/:imovelId/mudancas',
    validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado),
    validate('query', mudancasQuerySchema),
    async (c) => {
      return c.json(
        await getMudancas(c.var.db, c.var.actor, c.req.valid('param').imovelId, c.req.valid('query').desde),
      );
    },
  )
  .get('/:imovelId/ws', validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado), async (c) => {
    const { imovel } = await espelhoAccess(c.var.db, c.var.actor, c.req.valid('param').imovelId);
    assertSocketUpgrade(c);
    return forwardSocket(c, espelhoRoom(c.env, imovel.id), {
      [HEADER_ESPELHO]: viewerHeader(c.var.actor),
      [HEADER_IMOVEL]: imovel.id,
      ...sessionHeaders(c),
    });
  })
  .post(
    '/:imovelId/gerador/previa',
    validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado),
    validate('json', geradorSchema),
    async (c) => {
      return c.json(await previaGerador(c.var.db, c.var.actor, c.req.valid('param').imovelId, c.req.valid('json')));
    },
  )
  .post(
    '/:imovelId/gerador',
    validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado),
    idempotency,
    validate('json', geradorSchema),
    async (c) => {
      const imovelId = c.req.valid('param').imovelId;
      const ids = await createFromGerador(c.var.db, c.var.actor, imovelId, c.req.valid('json'));
      pushEspelho(c.env, c.executionCtx)(imovelId, ids);
      return c.json({ criadas: ids.length }, 201);
    },
  )
  .patch(
    '/:imovelId/configuracao',
    validIds('imovelId', MSG_ESPELHO.empreendimentoNaoEncontrado),
    validate('json', configuracaoEspelhoSchema),
    async (c) => {
      return c.json(await configureEspelho(c.var.db, c.var.actor, c.req.valid('param').imovelId, c.req.valid('json')));
    },
  )
  .patch(
    '/:imovelId/unidades/:unidadeId',
    validIds(['imovelId', 'unidadeId'], MSG_ESPELHO.unidadeNaoEncontrada),
    validate('json', unidadeEdicaoSchema),
    async (c) => {
      const { imovelId, unidadeId } = c.req.valid('param');
      const unidade = await editUnidade(c.var.db, c.var.actor, imovelId, unidadeId, c.req.valid('json'));
      pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
      return c.json({ unidade });
    },
  )
  .post(
    '/:imovelId/unidades/:unidadeId/bloquear',
    validIds(['imovelId', 'unidadeId'], MSG_ESPELHO.unidadeNaoEncontrada),
    async (c) => {
      const { imovelId, unidadeId } = c.req.valid('param');
      const unidade = await setUnidadeBlocked(c.var.db, c.var.actor, imovelId, unidadeId, true);
      pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
      return c.json({ unidade });
    },
  )
  .post(
    '/:imovelId/unidades/:unidadeId/desbloquear',
    validIds(['imovelId', 'unidadeId'], MSG_ESPELHO.unidadeNaoEncontrada),
    async (c) => {
      const { imovelId, unidadeId } = c.req.valid('param');
      const unidade = await setUnidadeBlocked(c.var.db, c.var.actor, imovelId, unidadeId, false);
      pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
      return c.json({ unidade });
    },
  )
  .post(
    '/:imovelId/unidades/:unidadeId/reserva',
    validIds(['imovelId', 'unidadeId'], MSG_ESPELHO.unidadeNaoEncontrada),
    idempotency,
    validate('json', reservaSchema),
    async (c) => {
      const { imovelId, unidadeId } = c.req.valid('param');
      const notify = pushAfterCommit(c.env, c.executionCtx);
      const result = await reserveUnidade(c.var.db, c.var.actor, imovelId, unidadeId, c.req.valid('json'), notify);
      pushEspelho(c.env, c.executionCtx)(imovelId, [result.unidade.id]);
      scheduleExpiracao(c.env, c.executionCtx)(imovelId);
      return c.json(result, 201);
    },
  )
  .delete(
    '/:imovelId/unidades/:unidadeId/reserva',
    validIds(['imovelId', 'unidadeId'], MSG_ESPELHO.unidadeNaoEncontrada),
    async (c) => {
      const { imovelId, unidadeId } = c.req.valid('param');
      const notify = pushAfterCommit(c.env, c.executionCtx);
      const unidade = await cancelReserva(c.var.db, c.var.actor, imovelId, unidadeId, notify);
      pushEspelho(c.env, c.executionCtx)(imovelId, [unidade.id]);
      scheduleExpiracao(c.env, c.executionCtx)(imovelId);
      return c.json({ unidade });
    },
  );
