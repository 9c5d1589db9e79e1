// A corretor's favourites, kept on the server (GET/POST/DELETE /api/favoritos).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImovelCard } from '@worker/schemas/imoveis.ts';
import type { Favorito } from '@worker/schemas/favoritos.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { toCardSnapshot } from './local-favorites.ts';
import { MSG_ADD_FAILED, MSG_REMOVE_FAILED, TITLE_PERFIL_INCOMPLETO } from './messages.ts';
import { addFavorito, deleteFavorito, favoritoIdsQuery, favoritosQuery } from '@web/lib/favoritos-list.ts';
import { FAVORITOS_QUERY_KEY } from '@web/lib/favoritos-query.ts';

export type FavoriteChange = { imovelId: string; add: boolean; imovel?: ImovelCard };

/** Every favourite change carries it, so a page can tell which hearts are waiting for the server. */
export const FAVORITE_CHANGE_KEY = ['favoritos', 'alterar'] as const;

/** Adds or removes one favourite, updating the hearts and the list at once and rolling back if the server refuses. */
export function useServerFavoriteChange() {
  const queryClient = useQueryClient();
  const idsKey = favoritoIdsQuery.queryKey;
  const listKey = favoritosQuery.queryKey;

  return useMutation({
    mutationKey: FAVORITE_CHANGE_KEY,
    mutationFn: ({ imovelId, add }: FavoriteChange) => (add ? addFavorito(imovelId) : deleteFavorito(imovelId)),
    onMutate: async ({ imovelId, add, imovel }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITOS_QUERY_KEY });
      const previous = { ids: queryClient.getQueryData(idsKey), list: queryClient.getQueryData(listKey) };
      queryClient.setQueryData(idsKey, (ids) => {
        if (!ids) return ids;
        const others = ids.filter((id) => id !== imovelId);
        return add ? [imovelId, ...others] : others;
      });
      queryClient.setQueryData(listKey, (list) => {
        if (!list) return list;
        const pages = list.pages.map((page) => ({
          ...page,
          items: page.items.filter((favorito) => favorito.imovel_id !== imovelId),
        }));
        if (add && pages[0]) {
          const optimistic: Favorito = {
            id: `pendente-${imovelId}`,
            imovel_id: imovelId,
            created_at: new Date().toISOString(),
            imovel: imovel ? toCardSnapshot(imovel) : null,
          };
          pages[0] = { ...pages[0], items: [optimistic, ...pages[0].items] };
        }
        return { ...list, pages };
      });
      return previous;
    },
    onError: (error, { add }, previous) => {
      queryClient.setQueryData(idsKey, previous?.ids);
      queryClient.setQueryData(listKey, previous?.list);
      if (error instanceof ApiError && error.status === 403) {
        toast({ title: TITLE_PERFIL_INCOMPLETO, description: error.message, variant: 'destructive' });
      } else {
        toast({
          title: add ? MSG_ADD_FAILED : MSG_REMOVE_FAILED,
          description: errorMessage(error),
          variant: 'destructive',
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITOS_QUERY_KEY }),
  });
}
