// Server state of signature rounds: a document's latest round (the parties), the signer's page by its link, and the
// public verification. Live notifications of a round ('documento_assinado', 'assinatura_recusada') invalidate
// assinaturasKey, so an open proposal or contract shows 'Assinada' without a reload.
import { queryOptions } from '@tanstack/react-query';
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
