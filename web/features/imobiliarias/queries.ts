// Server state of the agency's panel (docs/regras.md#imobiliárias): its team, invitations and developments.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cadastroConviteSchema, conviteSchema, MembroInput } from '@worker/schemas/imobiliarias-input.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';
import { queryClient } from '@web/lib/query-client.ts';

const chave = ['imobiliaria'] as const;

export const equipeQuery = queryOptions({
  queryKey: [...chave, 'equipe'],
  queryFn: async ({ signal }) => (await api('GET', '/api/imobiliarias/equipe', { signal })).items,
});

export const convitesQuery = queryOptions({
  queryKey: [...chave, 'convites'],
  queryFn: async ({ signal }) => (await api('GET', '/api/imobiliarias/convites', { signal })).items,
});

export const empreendimentosQuery = (q: string) =>
  queryOptions({
    queryKey: [...chave, 'empreendimentos', q],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/imobiliarias/empreendimentos', { query: { q }, signal })).items,
  });

export const sendConvite = (body: z.output<typeof conviteSchema>, idempotencyKey: string) =>
  api('POST', '/api/imobiliarias/convites', { body, idempotencyKey });

/** An invitation as its page shows it, read by its token without an account. */
export const conviteQuery = (token: string) =>
  queryOptions({
    queryKey: ['convite', token],
    queryFn: async ({ signal }) => (await api('GET', '/api/convites/:token', { param: { token }, signal })).convite,
    retry: false,
  });

/** A signed-in broker joins the agency that invited them. */
/** What the agency's panel and a broker's own agency read: stale after any change to the team. */
export const refreshImobiliaria = () => queryClient.invalidateQueries({ queryKey: chave });

/** Accepts an invitation; the broker's agency (Configurações, a manager's tab) is read again. */
export async function acceptConvite(token: string) {
  const answer = await api('POST', '/api/convites/:token/aceitar', { param: { token } });
  await refreshImobiliaria();
  return answer;
}

/** A broker account with the invited address, already in the agency's team. */
export const signupByConvite = (token: string, body: z.output<typeof cadastroConviteSchema>) =>
  api('POST', '/api/convites/:token/cadastro', { param: { token }, body });

/** Any change of the team: on success the team and the invitations reload; a failure says why in a toast. */
function useEquipeMutation<T>(fn: (input: T) => Promise<unknown>, sucesso: string, after?: () => Promise<unknown>) {
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast({ title: sucesso });
      await refreshImobiliaria();
      await after?.();
    },
    onError: (error) => {
      toast({ title: 'Não foi possível concluir', description: errorMessage(error), variant: 'destructive' });
    },
  });
}

export const useCancelConvite = () =>
  useEquipeMutation(
    (id: string) => api('DELETE', '/api/imobiliarias/convites/:id', { param: { id } }),
    'Convite cancelado.',
  );

export const useUpdateMembro = () =>
  useEquipeMutation(
    ({ id, body }: { id: string; body: MembroInput }) =>
      api('PATCH', '/api/imobiliarias/equipe/:id', { param: { id }, body }),
    'Equipe atualizada.',
  );

export const useRemoveMembro = () =>
  useEquipeMutation(
    (id: string) => api('DELETE', '/api/imobiliarias/equipe/:id', { param: { id } }),
    'Corretor removido da equipe.',
  );

export const useCaptar = () =>
  useEquipeMutation(
    (imovelId: string) => api('POST', '/api/imobiliarias/captacoes', { body: { imovel_id: imovelId } }),
    'Oportunidade Captada!',
    // The capture's contract waits in Contratos: that list is read again when next shown.
    () => queryClient.invalidateQueries({ queryKey: ['contratos'], refetchType: 'none' }),
  );
