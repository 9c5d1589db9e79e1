import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  getRodadaContrato,
  getRodadaProposta,
  readPdfDaRodada,
  sendContratoParaAssinatura,
  sendPropostaParaAssinatura,
} from '../domain/assinaturas.ts';
import {
  getAssinaturaPublica,
  readPdfDoLink,
  refuseDocumento,
  requestCodigo,
  signDocumento,
} from '../domain/assinaturas-signatario.ts';
import { getVerificacao } from '../domain/assinaturas-verificacao.ts';
import { pushAfterCommit } from '../domain/notificacoes.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { idempotency } from '../lib/idempotency.ts';
import { noStore } from '../lib/no-store.ts';
import { clientIp, userAgent } from '../lib/request-meta.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { validate, validIds } from '../lib/validate.ts';
import { MSG_ASSINATURA } from '../schemas/assinaturas.ts';
import { assinarSchema, envioPropostaSchema, recusarSchema } from '../schemas/assinaturas-input.ts';
import { MSG_CONTRATO } from '../schemas/contratos.ts';
import { MSG_PROPOSTA } from '../schemas/propostas.ts';
import { requireActor } from './middleware/require-actor.ts';

const pdf = (arquivo: { nome: string; corpo: ReadableStream }, sufixo: string) =>
  new Response(arquivo.corpo, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${sufixo}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

const partes = requireActor(['corretor', 'construtora']);
/** A capture contract's parties: the broker, or the agency for its team's contract, and the developer. */
const partesContrato = requireActor(['corretor', 'imobiliaria', 'construtora']);

/** A link token is 32 bytes in base64url: anything else names no link, answered before its body is read. */
const linkValido = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(c.req.param('token') ?? '')) {
    throw new AppError('not_found', MSG_ASSINATURA.linkInvalido);
  }
  await next();
});

export const assinaturasApi = new Hono<AppEnv>()
  // The parties: send a document for signature, follow its round, download its PDFs.
  .get('/propostas/:id', partes, validIds('id', MSG_PROPOSTA.naoEncontrada), async (c) => {
    return c.json({ rodada: await getRodadaProposta(c.var.db, c.var.actor, c.req.valid('param').id) });
  })
  .post(
    '/propostas/:id',
    partes,
    validIds('id', MSG_PROPOSTA.naoEncontrada),
    idempotency,
    validate('json', envioPropostaSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const criada = await sendPropostaParaAssinatura(
        c.var.db,
        c.env,
        siteOrigin(c.env),
        c.var.actor,
        id,
        c.req.valid('json'),
      );
      return c.json(criada, 201);
    },
  )
  .get('/contratos/:id', partesContrato, validIds('id', MSG_CONTRATO.naoEncontrado), async (c) => {
    return c.json({ rodada: await getRodadaContrato(c.var.db, c.var.actor, c.req.valid('param').id) });
  })
  .post('/contratos/:id', partesContrato, validIds('id', MSG_CONTRATO.naoEncontrado), idempotency, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await sendContratoParaAssinatura(c.var.db, c.env, siteOrigin(c.env), c.var.actor, id), 201);
  })
  .get('/:id/documento', partesContrato, validIds('id', MSG_ASSINATURA.naoEncontrada), async (c) => {
    return pdf(await readPdfDaRodada(c.var.db, c.env, c.var.actor, c.req.valid('param').id, 'original'), 'documento');
  })
  .get('/:id/assinado', partesContrato, validIds('id', MSG_ASSINATURA.naoEncontrada), async (c) => {
    return pdf(await readPdfDaRodada(c.var.db, c.env, c.var.actor, c.req.valid('param').id, 'assinado'), 'assinado');
  })
  // The signer, by the personal link only (no account).
  .get('/link/:token', linkValido, noStore, async (c) => {
    return c.json({ assinatura: await getAssinaturaPublica(c.var.db, c.req.param('token')) });
  })
  .get('/link/:token/documento', linkValido, async (c) => {
    return pdf(await readPdfDoLink(c.var.db, c.env, c.req.param('token'), 'original'), 'documento');
  })
  .get('/link/:token/assinado', linkValido, async (c) => {
    return pdf(await readPdfDoLink(c.var.db, c.env, c.req.param('token'), 'assinado'), 'assinado');
  })
  .post('/link/:token/codigo', linkValido, noStore, async (c) => {
    await requestCodigo(c.var.db, c.env, c.req.param('token'));
    return c.json({ mensagem: MSG_ASSINATURA.codigoEnviado });
  })
  .post('/link/:token/assinar', linkValido, noStore, validate('json', assinarSchema), async (c) => {
    const assinatura = await signDocumento(
      c.var.db,
      c.env,
      siteOrigin(c.env),
      c.req.param('token'),
      c.req.valid('json'),
      { ip: clientIp(c), userAgent: userAgent(c) ?? 'desconhecido' },
      pushAfterCommit(c.env, c.executionCtx),
    );
    return c.json({ assinatura });
  })
  .post('/link/:token/recusar', linkValido, noStore, validate('json', recusarSchema), async (c) => {
    const assinatura = await refuseDocumento(
      c.var.db,
      c.req.param('token'),
      c.req.valid('json'),
      { ip: clientIp(c), userAgent: userAgent(c) ?? 'desconhecido' },
      pushAfterCommit(c.env, c.executionCtx),
    );
    return c.json({ assinatura });
  })
  // Anyone holding the verification code printed on the signed PDF.
  .get('/verificacao/:codigo', noStore, async (c) => {
    return c.json({ verificacao: await getVerificacao(c.var.db, c.req.param('codigo')) });
  });
