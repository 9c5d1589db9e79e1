// Server state of the admin area: one query key per screen, mutations invalidate what they change.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConteudoPaginas, PaginaConteudo } from '@worker/schemas/site-conteudo.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';

import type { StatusMensagem } from '@worker/schemas/admin.ts';

export const adminKeys = {
  all: ['admin'] as const,
  notificacoes: ['admin', 'notificacoes'] as const,
};

export const notificacoesQuery = queryOptions({
  queryKey: adminKeys.notificacoes,
  queryFn: ({ signal }) => api('GET', '/api/admin/notificacoes', { signal }),
  refetchInterval: 60_000,
});
export const resumoQuery = queryOptions({
  queryKey: ['admin', 'resumo'],
  queryFn: ({ signal }) => api('GET', '/api/admin/resumo', { signal }),
});
export const usuariosQuery = (q: string, tipo: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'usuarios', q, tipo, cursor ?? ''],
    queryFn: ({ signal }) => api('GET', '/api/admin/usuarios', { query: { q, tipo, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
export const construtorasQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'construtoras', cursor ?? ''],
    queryFn: ({ signal }) => api('GET', '/api/admin/construtoras', { query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });
export const mensagensQuery = (status: StatusMensagem, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'mensagens', status, cursor ?? ''],
    queryFn: ({ signal }) => api('GET', '/api/admin/mensagens', { query: { status, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
export const auditoriaQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'auditoria', cursor ?? ''],
    queryFn: ({ signal }) => api('GET', '/api/admin/auditoria', { query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });
export const analyticsQuery = (dias: '30' | '90') =>
  queryOptions({
    queryKey: ['admin', 'analytics', dias],
    queryFn: ({ signal }) => api('GET', '/api/admin/analytics', { query: { dias }, signal }),
    placeholderData: keepPreviousData,
  });
export const conteudoAdminQuery = <P extends PaginaConteudo>(pagina: P) =>
  queryOptions({
    queryKey: ['admin', 'conteudo', pagina],
    // The route answers the union of every page's content; the key picks the one this page holds.
    queryFn: ({ signal }) =>
      api('GET', '/api/admin/conteudo/:chave', { param: { chave: pagina }, signal }) as Promise<ConteudoPaginas[P]>,
  });
export const seoAdminQuery = queryOptions({
  queryKey: ['admin', 'seo'],
  queryFn: ({ signal }) => api('GET', '/api/admin/seo', { signal }),
});
export const configuracoesAdminQuery = queryOptions({
  queryKey: ['admin', 'configuracoes'],
  queryFn: ({ signal }) => api('GET', '/api/admin/configuracoes', { signal }),
});
export const totpQuery = queryOptions({
  queryKey: ['admin', 'totp'],
  queryFn: ({ signal }) => api('GET', '/api/admin/totp', { signal }),
});

/** A change in the admin area: on success every admin query (and the public site's copy) is refreshed. */
export function useAdminMutation<TVars, TData = unknown>(
  fn: (vars: TVars) => Promise<TData>,
  { sucesso, onSuccess }: { sucesso?: string; onSuccess?: (data: TData) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (data) => {
      onSuccess?.(data);
      if (sucesso) toast({ title: sucesso });
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.all }),
        client.invalidateQueries({ queryKey: ['site'] }),
      ]);
    },
    onError: (error) => toast({ title: 'Erro', description: errorMessage(error), variant: 'destructive' }),
  });
}
