// Server state of the sales grid: one development's grid (kept current by the live socket and by every action's
// answer), the broker's own reservations, and the developments each role may open.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Espelho, MudancasEspelho, Unidade, UnidadeGerada } from '@worker/schemas/espelho.ts';
import { MSG_ESPELHO } from '@worker/schemas/espelho.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';

export const espelhoKey = ['espelho'] as const;
export const espelhoQuery = (imovelId: string) =>
  queryOptions({
    // The price-table import invalidates this same key after applying a file.
    queryKey: [...espelhoKey, imovelId],
    queryFn: ({ signal }) => api('GET', '/api/espelho/:imovelId', { param: { imovelId }, signal }),
    // The socket keeps it current; a refetch on focus would only repeat 2,000 rows.
    staleTime: Infinity,
  });

export const minhasReservasQuery = queryOptions({
  queryKey: [...espelhoKey, 'minhas-reservas'],
  queryFn: ({ signal }) => api('GET', '/api/espelho/reservas', { signal }),
});

/**
 * Puts changed units into the cached grid by id: a unit older than the one held (by seq) is ignored, a unit not
 * held yet (a new tower) is added. Unchanged units keep their object, so their memoised cells do not re-render.
 */
export function applyUnidades(
  client: QueryClient,
  imovelId: string,
  unidades: Unidade[],
  extra?: Pick<MudancasEspelho, 'contagem' | 'seq'>,
): void {
  client.setQueryData(espelhoQuery(imovelId).queryKey, (old) => {
    if (!old) return old;
    const index = new Map(old.unidades.map((u, i) => [u.id, i]));
    let lista: Unidade[] | null = null;
    let torres = old.torres;
    for (const u of unidades) {
      const i = index.get(u.id);
      if (i === undefined) {
        lista ??= [...old.unidades];
        index.set(u.id, lista.length);
        lista.push(u);
        if (!torres.includes(u.torre)) torres = [...torres, u.torre];
      } else if (u.seq > (lista ?? old.unidades)[i]!.seq) {
        lista ??= [...old.unidades];
        lista[i] = u;
      }
    }
    const novoSeq = extra && extra.seq > old.seq;
    if (!lista && !novoSeq) return old;
    return {
      ...old,
      torres,
      unidades: lista ?? old.unidades,
      contagem: novoSeq ? extra.contagem : countByStatus(lista ?? old.unidades),
      seq: Math.max(old.seq, extra?.seq ?? 0, ...unidades.map((u) => u.seq)),
    };
  });
}

function countByStatus(unidades: Unidade[]): Espelho['contagem'] {
  const c: Espelho['contagem'] = { Disponível: 0, Reservada: 0, 'Em Proposta': 0, Vendida: 0, Bloqueada: 0 };
  for (const u of unidades) c[u.status] += 1;
  return c;
}

/** One action on a unit; its answer goes straight into the grid (the socket's copy of it is then ignored). */
export function useUnidadeAcao<TInput>(
  imovelId: string,
  request: (input: TInput) => Promise<{ unidade: Unidade }>,
  { sucesso, erro }: { sucesso: string; erro: string },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async ({ unidade }) => {
      applyUnidades(client, imovelId, [unidade]);
      toast({ title: sucesso });
      await client.invalidateQueries({ queryKey: minhasReservasQuery.queryKey });
    },
    onError: (error) => {
      toast({ title: erro, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

export function useCancelarReserva(imovelId: string) {
  return useUnidadeAcao(
    imovelId,
    (unidadeId: string) =>
      api('DELETE', '/api/espelho/:imovelId/unidades/:unidadeId/reserva', { param: { imovelId, unidadeId } }),
    { sucesso: MSG_ESPELHO.reservaCancelada, erro: 'Erro ao cancelar a reserva' },
  );
}

export function useBloqueio(imovelId: string) {
  return useUnidadeAcao(
    imovelId,
    ({ unidadeId, bloquear }: { unidadeId: string; bloquear: boolean }) =>
      api(
        'POST',
        bloquear
          ? '/api/espelho/:imovelId/unidades/:unidadeId/bloquear'
          : '/api/espelho/:imovelId/unidades/:unidadeId/desbloquear',
        { param: { imovelId, unidadeId } },
      ),
    { sucesso: 'Unidade atualizada!', erro: 'Erro ao atualizar a unidade' },
  );
}

export type Previa = { unidades: UnidadeGerada[]; conflitos: string[] };

export const socketPath = (imovelId: string) => `/api/espelho/${encodeURIComponent(imovelId)}/ws`;
