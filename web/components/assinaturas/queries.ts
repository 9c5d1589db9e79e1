// Server state of signature rounds: a document's latest round (the parties), the signer's page by its link, and the
// public verification. Live notifications of a round ('documento_assinado', 'assinatura_recusada') invalidate
// assinaturasKey, so an open proposal or contract shows 'Assinada' without a reload.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { envioPropostaSchema, refuseSchema, signSchema } from '@worker/schemas/assinaturas-input.ts';
import { api } from '@web/lib/api.ts';

export const assinaturasKey = ['assinaturas'] as const;

export const rodadaPropostaQuery = (id: string) =>
  queryOptions({
    queryKey: [...assinaturasKey, 'proposta', id],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/assinaturas/propostas/:id', { param: { id }, signal })).rodada,
  });

export const rodadaContratoQuery = (id: string) =>
  queryOptions({
    queryKey: [...assinaturasKey, 'contrato', id],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/assinaturas/contratos/:id', { param: { id }, signal })).rodada,
  });

export const assinaturaLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [...assinaturasKey, 'link', token],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/assinaturas/link/:token', { param: { token }, signal })).assinatura,
    retry: false,
  });

export const verificacaoQuery = (codigo: string) =>
  queryOptions({
    queryKey: [...assinaturasKey, 'verificacao', codigo],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/assinaturas/verificacao/:codigo', { param: { codigo }, signal })).verificacao,
    retry: false,
  });

/** Opens a proposal's round: the client signs with the e-mail and CPF given here. */
export const sendPropostaAssinatura = (
  id: string,
  body: z.output<typeof envioPropostaSchema>,
  idempotencyKey: string,
) => api('POST', '/api/assinaturas/propostas/:id', { param: { id }, body, idempotencyKey });

export const sendContratoAssinatura = (id: string) => api('POST', '/api/assinaturas/contratos/:id', { param: { id } });

/** Sends the signer the 6-digit code by e-mail. */
export const requestAssinaturaCodigo = (token: string) =>
  api('POST', '/api/assinaturas/link/:token/codigo', { param: { token } });

/** Signs by the link; answers the signer's page as it now stands. */
export const signByLink = async (token: string, body: z.output<typeof signSchema>) =>
  (await api('POST', '/api/assinaturas/link/:token/assinar', { param: { token }, body })).assinatura;

export const refuseByLink = async (token: string, body: z.output<typeof refuseSchema>) =>
  (await api('POST', '/api/assinaturas/link/:token/recusar', { param: { token }, body })).assinatura;
