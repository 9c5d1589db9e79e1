// Server state of the capture contracts (docs/regras.md#contratos): the list, one contract
// with its history, and the actions of the state machine.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusContrato } from '@worker/schemas/contratos.ts';
import { MSG_CONTRATO } from '@worker/schemas/contratos.ts';
import type { ContratoAcaoInput } from '@worker/schemas/contratos-input.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';
import { useSubmissionKey } from '@web/lib/submission-key.ts';

export const contratosKey = ['contratos'] as const;
export type ContratoFilters = { q: string; status: StatusContrato | '' };

export const PAGE_SIZE = 20;

export const contratosListQuery = (filters: ContratoFilters) =>
  infiniteQueryOptions({
    queryKey: [...contratosKey, 'lista', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: PAGE_SIZE, q: filters.q.trim(), status: filters.status, cursor: pageParam };
      return api('GET', '/api/contratos', { query, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const contratoQuery = (id: string) =>
  queryOptions({
    queryKey: [...contratosKey, 'item', id],
    queryFn: async ({ signal }) => (await api('GET', '/api/contratos/:id', { param: { id }, signal })).contrato,
  });

/**
 * Runs one action of the state machine from the version the user saw. On success every list showing the contract
 * refreshes; on a version conflict the contract reloads so the user sees what changed.
 */
export function useContratoAcao(id: string) {
  const queryClient = useQueryClient();
  const itemKey = contratoQuery(id).queryKey;
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: ContratoAcaoInput) =>
      submission.run((idempotencyKey) =>
        api('POST', '/api/contratos/:id/acao', {
          param: { id },
          body: input,
          idempotencyKey,
        }),
      ),
    onSuccess: async ({ contrato }) => {
      toast({ title: MSG_CONTRATO.atualizado, description: `Status: ${contrato.status_contrato}.` });
      if (Array.isArray(contrato.historico)) queryClient.setQueryData(itemKey, contrato);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contratosKey }),
        // The broker's captured tab shows each capture's contract status.
        queryClient.invalidateQueries({ queryKey: ['captacoes'] }),
      ]);
    },
    onError: async (error) => {
      toast({ title: MSG_CONTRATO.erroAtualizar, description: errorMessage(error), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: contratosKey });
      }
    },
  });
}
