// Texts of the public pages edited in the admin area. Today's texts show at once and are replaced by the saved ones
// when they arrive, so nothing flashes empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTEUDO_PADRAO, type ConteudoPaginas, type PaginaConteudo } from '@worker/schemas/site-conteudo.ts';
import { api } from '@web/lib/api.ts';

export const conteudoQuery = <P extends PaginaConteudo>(pagina: P) =>
  queryOptions({
    queryKey: ['site', 'conteudo', pagina],
    queryFn: ({ signal }) =>
      // The route answers the union of every page's content; the key picks the one this page holds.
      api('GET', '/api/site/conteudo/:chave', { param: { chave: pagina }, signal }) as Promise<ConteudoPaginas[P]>,
    initialData: CONTEUDO_PADRAO[pagina],
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export function useConteudo<P extends PaginaConteudo>(pagina: P): ConteudoPaginas[P] {
  return useQuery(conteudoQuery(pagina)).data ?? CONTEUDO_PADRAO[pagina];
}
