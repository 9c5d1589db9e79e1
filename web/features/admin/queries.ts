// Server state of the admin area: one query key per screen, mutations invalidate what they change.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracoesSite, ConteudoPaginas, PaginaConteudo, Seo } from '@worker/schemas/site-conteudo.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import type { Page } from '@worker/schemas/page.ts';
import { api, errorMessage } from '@web/lib/api.ts';

import type {
  Resumo,
  UsuarioAdmin,
  ConstrutoraAdmin,
  MensagemAdmin,
  StatusMensagem,
  RegistroAuditoria,
  Analytics,
} from '@worker/schemas/admin.ts';

const qs = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return s ? `?${s}` : '';
};

export const adminKeys = {
  all: ['admin'] as const,
  notificacoes: ['admin', 'notificacoes'] as const,
};

export const notificacoesQuery = queryOptions({
  queryKey: adminKeys.notificacoes,
  queryFn: ({ signal }) => api<{ mensagens_novas: number }>('/api/admin/notificacoes', { signal }),
  refetchInterval: 60_000,
});
export const resumoQuery = queryOptions({
  queryKey: ['admin', 'resumo'],
  queryFn: ({ signal }) => api<Resumo>('/api/admin/resumo', { signal }),
});
export const usuariosQuery = (q: string, tipo: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'usuarios', q, tipo, cursor ?? ''],
    queryFn: ({ signal }) =>
      api<Page<UsuarioAdmin> & { total: number }>(`/api/admin/usuarios${qs({ q, tipo, cursor })}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const construtorasQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'construtoras', cursor ?? ''],
    queryFn: ({ signal }) =>
      api<Page<ConstrutoraAdmin> & { total: number }>(`/api/admin/construtoras${qs({ cursor })}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const mensagensQuery = (status: StatusMensagem, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'mensagens', status, cursor ?? ''],
    queryFn: ({ signal }) =>
      api<Page<MensagemAdmin> & { contagem: Record<StatusMensagem, number> }>(
        `/api/admin/mensagens${qs({ status, cursor })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
export const auditoriaQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'auditoria', cursor ?? ''],
    queryFn: ({ signal }) => api<Page<RegistroAuditoria>>(`/api/admin/auditoria${qs({ cursor })}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const analyticsQuery = (dias: '30' | '90') =>
  queryOptions({
    queryKey: ['admin', 'analytics', dias],
    queryFn: ({ signal }) => api<Analytics>(`/api/admin/analytics?dias=${dias}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const conteudoAdminQuery = <P extends PaginaConteudo>(pagina: P) =>
  queryOptions({
    queryKey: ['admin', 'conteudo', pagina],
    queryFn: ({ signal }) => api<ConteudoPaginas[P]>(`/api/admin/conteudo/${pagina}`, { signal }),
  });
export const seoAdminQuery = queryOptions({
  queryKey: ['admin', 'seo'],
  queryFn: ({ signal }) => api<Seo>('/api/admin/seo', { signal }),
});
export const configuracoesAdminQuery = queryOptions({
  queryKey: ['admin', 'configuracoes'],
  queryFn: ({ signal }) => api<ConfiguracoesSite>('/api/admin/configuracoes', { signal }),
});
export const totpQuery = queryOptions({
  queryKey: ['admin', 'totp'],
  queryFn: ({ signal }) => api<{ ativo: boolean; codigos_restantes: number }>('/api/admin/totp', { signal }),
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
