// Server state of proposals and commissions: the lists (cursor pages), one proposal with its history, the
// development's payment conditions, and the actions of both state machines.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusComissao, StatusProposta } from '@worker/schemas/propostas.ts';
import type { z } from 'zod';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import type { condicoesSchema, PropostaAcaoInput, propostaSchema } from '@worker/schemas/proposta-input.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';

export const propostasKey = ['propostas'] as const;
export const comissoesKey = ['comissoes'] as const;

export const propostasListQuery = (status: StatusProposta | '') =>
  infiniteQueryOptions({
    queryKey: [...propostasKey, 'lista', status],
    queryFn: ({ pageParam, signal }) => {
      return api('GET', '/api/propostas', { query: { status, cursor: pageParam }, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const propostaQuery = (id: string) =>
  queryOptions({
    queryKey: [...propostasKey, 'item', id],
    queryFn: async ({ signal }) => (await api('GET', '/api/propostas/:id', { param: { id }, signal })).proposta,
  });

export const condicoesQuery = (imovelId: string) =>
  queryOptions({
    queryKey: [...propostasKey, 'condicoes', imovelId],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/propostas/condicoes/:imovelId', { param: { imovelId }, signal })).condicoes,
  });

export const comissoesListQuery = (status: StatusComissao | '') =>
  infiniteQueryOptions({
    queryKey: [...comissoesKey, 'lista', status],
    queryFn: ({ pageParam, signal }) => {
      return api('GET', '/api/comissoes', { query: { status, cursor: pageParam }, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The broker's proposal for a unit, under the submission's idempotency key. */
export const sendProposta = (
  unidadeId: string,
  dados: z.output<ReturnType<typeof propostaSchema>>,
  idempotencyKey: string,
) => api('POST', '/api/propostas', { body: { unidade_id: unidadeId, ...dados }, idempotencyKey });

/** Sent as typed: percent text parsed to basis points twice would be a hundred times too big. */
export const saveCondicoes = (imovelId: string, body: z.input<typeof condicoesSchema>) =>
  api('PUT', '/api/propostas/condicoes/:imovelId', { param: { imovelId }, body });

const partesKey = [...comissoesKey, 'partes'] as const;

/** The shares of agency commissions the caller pays or receives. */
export const partesComissaoQuery = infiniteQueryOptions({
  queryKey: partesKey,
  queryFn: ({ pageParam, signal }) => api('GET', '/api/comissoes/partes', { query: { cursor: pageParam }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

/** Records that the agency paid a share; a stale version (409) reloads the shares. */
export function usePayParte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; versao: number; data: string }) =>
      api('POST', '/api/comissoes/partes/:id/acao', { param: { id }, body }),
    onSuccess: async ({ parte }) => {
      toast({
        title: 'Pagamento registrado!',
        description: `${parte.corretor?.nome ?? ''}: ${formatCentavos(parte.valor_centavos)}.`,
      });
      await client.invalidateQueries({ queryKey: partesKey });
    },
    onError: async (error) => {
      toast({ title: 'Não foi possível registrar', description: errorMessage(error), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) {
        await client.invalidateQueries({ queryKey: partesKey });
      }
    },
  });
}

const ACAO_SUCESSO: Record<PropostaAcaoInput['acao'], string> = {
  aprovar: 'Proposta aprovada! A unidade foi vendida.',
  recusar: 'Proposta recusada.',
  contrapropor: 'Contraproposta enviada.',
  aceitar_contraproposta: 'Contraproposta aceita.',
  recusar_contraproposta: 'Contraproposta recusada.',
  cancelar: 'Proposta cancelada.',
};

/**
 * One step on a proposal from the version the user saw. A stale version (409) reloads the proposal so the user
 * sees what changed; the message stays on the mutation for the dialog to show.
 */
export function usePropostaAcao(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PropostaAcaoInput) =>
      api('POST', '/api/propostas/:id/acao', {
        param: { id },
        body: input,
      }),
    onSuccess: async (_r, input) => {
      toast({ title: ACAO_SUCESSO[input.acao] });
      await Promise.all([
        client.invalidateQueries({ queryKey: propostasKey }),
        client.invalidateQueries({ queryKey: comissoesKey }),
        client.invalidateQueries({ queryKey: ['espelho'] }),
      ]);
    },
    onError: async (error) => {
      toast({ title: 'Não foi possível concluir', description: errorMessage(error), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) {
        await client.invalidateQueries({ queryKey: propostasKey });
      }
    },
  });
}

export function useComissaoAcao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; versao: number; status: 'Faturada' | 'Paga'; data: string }) =>
      api('POST', '/api/comissoes/:id/acao', { param: { id }, body }),
    onSuccess: async ({ comissao }) => {
      toast({ title: 'Comissão atualizada!', description: `Status: ${comissao.status}.` });
      await client.invalidateQueries({ queryKey: comissoesKey });
    },
    onError: async (error) => {
      toast({
        title: 'Não foi possível atualizar a comissão',
        description: errorMessage(error),
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.status === 409) await client.invalidateQueries({ queryKey: comissoesKey });
    },
  });
}
