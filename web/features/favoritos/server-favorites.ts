// A corretor's favourites, kept on the server (GET/POST/DELETE /api/favoritos).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImovelCard } from '@worker/schemas/imoveis.ts';
import type { Favorito } from '@worker/schemas/favoritos.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';
import { toCardSnapshot } from './local-favorites.ts';
import { MSG_ADD_FAILED, MSG_REMOVE_FAILED, TITLE_PERFIL_INCOMPLETO } from './messages.ts';
import { favoritosQuery } from '@web/lib/favoritos-list.ts';

export type FavoriteChange = { imovelId: string; add: boolean; imovel?: ImovelCard };

/** Every favourite change carries it, so a page can tell which hearts are waiting for the server. */
export const FAVORITE_CHANGE_KEY = ['favoritos', 'alterar'] as const;

/** Adds or removes one favourite, updating the list at once and rolling back if the server refuses. */
export function useServerFavoriteChange() {
  const queryClient = useQueryClient();
  const key = favoritosQuery.queryKey;

  return useMutation({
    mutationKey: FAVORITE_CHANGE_KEY,
    mutationFn: ({ imovelId, add }: FavoriteChange) =>
      add
        ? api('POST', '/api/favoritos', { body: { imovel_id: imovelId } })
        : api('DELETE', '/api/favoritos/:imovelId', { param: { imovelId } }),
    onMutate: async ({ imovelId, add, imovel }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) => {
        if (!list) return list;
        const others = list.items.filter((favorito) => favorito.imovel_id !== imovelId);
        if (!add) return { items: others };
        const optimistic: Favorito = {
          id: `pendente-${imovelId}`,
          imovel_id: imovelId,
          created_at: new Date().toISOString(),
          imovel: imovel ? toCardSnapshot(imovel) : null,
        };
        return { items: [optimistic, ...others] };
      });
      return { previous };
    },
    onError: (error, { add }, context) => {
      queryClient.setQueryData(key, context?.previous);
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
