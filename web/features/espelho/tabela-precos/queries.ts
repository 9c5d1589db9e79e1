// The price table's server calls: its versions, the preview of a file and applying it.
import { queryOptions } from '@tanstack/react-query';
import { api, apiUpload } from '@web/lib/api.ts';

export const versoesQuery = (imovelId: string) =>
  queryOptions({
    queryKey: ['tabela-precos', imovelId, 'versoes'],
    queryFn: ({ signal }) => api('GET', '/api/tabela-precos/:imovelId/versoes', { param: { imovelId }, signal }),
  });

const formulario = (arquivo: File) => {
  const form = new FormData();
  form.set('arquivo', arquivo);
  return form;
};

export const previewTabela = (imovelId: string, arquivo: File) =>
  apiUpload('/api/tabela-precos/:imovelId/previa', formulario(arquivo), { param: { imovelId } });

export const applyTabela = (imovelId: string, arquivo: File, idempotencyKey: string) =>
  apiUpload('/api/tabela-precos/:imovelId', formulario(arquivo), { param: { imovelId }, idempotencyKey });
