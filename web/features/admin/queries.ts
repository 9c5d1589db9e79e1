// Server state of the admin area: one query key per screen, mutations invalidate what they change.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracoesSite } from '@worker/schemas/site-configuracoes.ts';
import type {
  ConteudoFaq,
  ConteudoPaginas,
  ConteudoTexto,
  PaginaConteudo,
  Seo,
} from '@worker/schemas/site-conteudo.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';

import type { StatusMensagem, UsuarioAdmin } from '@worker/schemas/admin.ts';

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

export const startTotp = () => api('POST', '/api/admin/totp/iniciar');
export const enableTotp = (codigo: string) => api('POST', '/api/admin/totp/ativar', { body: { codigo } });
export const disableTotp = (codigo: string) => api('POST', '/api/admin/totp/desativar', { body: { codigo } });

/** Deactivates an active account, reactivates an inactive one. */
export const toggleUsuarioAtivo = (u: UsuarioAdmin) =>
  api('POST', `/api/admin/usuarios/:id/${u.ativo ? 'desativar' : 'reativar'}`, { param: { id: u.id } });

export const markMensagem = ({ id, a }: { id: string; a: 'lida' | 'nao-lida' | 'arquivar' | 'respondida' }) =>
  api('POST', `/api/admin/mensagens/:id/${a}`, { param: { id } });

export const saveConteudo = (chave: PaginaConteudo, body: ConteudoFaq | ConteudoTexto) =>
  api('PUT', '/api/admin/conteudo/:chave', { param: { chave }, body });

export const saveSeo = (body: Seo) => api('PUT', '/api/admin/seo', { body });

export const saveConfiguracoes = (body: ConfiguracoesSite) => api('PUT', '/api/admin/configuracoes', { body });

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
