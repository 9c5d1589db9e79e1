// Server state of the sales grid: one development's grid (the compact answer expanded once into cells, kept current
// by the live socket and by every action's answer), one unit whole while its dialog is open, the broker's own
// reservations, and the developments each role may open.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  STATUS_UNIDADE,
  type ContagemStatus,
  type Espelho,
  type MudancasEspelho,
  type Unidade,
  type UnidadeGerada,
} from '@worker/schemas/espelho.ts';
import type { z } from 'zod';
import type {
  configuracaoEspelhoSchema,
  GeradorInput,
  reservaSchema,
  unidadeEdicaoSchema,
} from '@worker/schemas/espelho-input.ts';
import { MSG_ESPELHO } from '@worker/schemas/espelho.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';

/** A unit as the grid shows it: no id, version or reservation (its dialog reads those), keyed by tower and number. */
export type Celula = Omit<Unidade, 'id' | 'versao' | 'reserva'> & { chave: string };

/** The grid as the SPA holds it: the answer's cells in its order (towers, floors from the top, numbers). */
export type Grade = Omit<Espelho, 'unidades' | 'tipos'> & { celulas: Celula[] };

/** Tower and number identify a unit in its development. */
export const chaveDe = (torre: string, numero: string) => `${torre}\n${numero}`;

function expand(e: Espelho): Grade {
  const { unidades, tipos, ...resto } = e;
  const celulas = unidades.map(([t, numero, andar, final, k, preco, s, seq, minha]): Celula => {
    const torre = e.torres[t]!;
    return {
      chave: chaveDe(torre, numero),
      torre,
      numero,
      andar,
      final,
      ...tipos[k]!,
      preco_centavos: preco,
      status: STATUS_UNIDADE[s]!,
      seq,
      minha: minha === 1,
    };
  });
  return { ...resto, celulas };
}

const celulaDe = ({ id: _id, versao: _versao, reserva: _reserva, ...u }: Unidade): Celula => ({
  ...u,
  chave: chaveDe(u.torre, u.numero),
});

export const espelhoKey = ['espelho'] as const;
export const espelhoQuery = (imovelId: string) =>
  queryOptions({
    // The price-table import invalidates this same key after applying a file.
    queryKey: [...espelhoKey, imovelId],
    queryFn: async ({ signal }) => expand(await api('GET', '/api/espelho/:imovelId', { param: { imovelId }, signal })),
    // The socket keeps it current; a refetch on focus would only repeat 2,000 rows.
    staleTime: Infinity,
  });

export const unidadeQuery = (imovelId: string, torre: string, numero: string) =>
  queryOptions({
    queryKey: [...espelhoKey, imovelId, 'unidade', torre, numero],
    queryFn: async ({ signal }) =>
      (await api('GET', '/api/espelho/:imovelId/unidade', { param: { imovelId }, query: { torre, numero }, signal }))
        .unidade,
    // Kept current like the grid; read again each time the dialog opens.
    staleTime: 0,
  });

export const minhasReservasQuery = queryOptions({
  queryKey: [...espelhoKey, 'minhas-reservas'],
  queryFn: ({ signal }) => api('GET', '/api/espelho/reservas', { signal }),
});

/**
 * Puts changed units into the cached grid by tower and number: a unit older than the one held (by seq) is ignored.
 * Unchanged cells keep their object, so their memoised components do not re-render. A unit the grid does not hold
 * (a tower just generated) makes it load again, in order. An open dialog's unit is updated too.
 */
export function applyUnidades(
  client: QueryClient,
  imovelId: string,
  unidades: Unidade[],
  extra?: Pick<MudancasEspelho, 'contagem' | 'seq'>,
): void {
  for (const u of unidades) {
    const key = unidadeQuery(imovelId, u.torre, u.numero).queryKey;
    const held = client.getQueryData(key);
    if (held && u.seq > held.seq) client.setQueryData(key, u);
  }
  let novas = false;
  client.setQueryData(espelhoQuery(imovelId).queryKey, (old) => {
    if (!old) return old;
    let index: Map<string, number> | null = null;
    let lista: Celula[] | null = null;
    for (const u of unidades) {
      index ??= new Map(old.celulas.map((c, i) => [c.chave, i]));
      const i = index.get(chaveDe(u.torre, u.numero));
      if (i === undefined) novas = true;
      else if (u.seq > (lista ?? old.celulas)[i]!.seq) {
        lista ??= [...old.celulas];
        lista[i] = celulaDe(u);
      }
    }
    const novoSeq = extra && extra.seq > old.seq;
    if (!lista && !novoSeq) return old;
    const celulas = lista ?? old.celulas;
    return {
      ...old,
      celulas,
      contagem: novoSeq ? extra.contagem : countByStatus(celulas),
      seq: Math.max(old.seq, extra?.seq ?? 0, ...unidades.map((u) => u.seq)),
    };
  });
  if (novas) void client.invalidateQueries({ queryKey: espelhoQuery(imovelId).queryKey, exact: true });
}

function countByStatus(celulas: Celula[]): ContagemStatus {
  const c: ContagemStatus = { Disponível: 0, Reservada: 0, 'Em Proposta': 0, Vendida: 0, Bloqueada: 0 };
  for (const u of celulas) c[u.status] += 1;
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

export function useCancelReserva(imovelId: string) {
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
    ({ unidadeId, bloquear: block }: { unidadeId: string; bloquear: boolean }) =>
      api(
        'POST',
        block
          ? '/api/espelho/:imovelId/unidades/:unidadeId/bloquear'
          : '/api/espelho/:imovelId/unidades/:unidadeId/desbloquear',
        { param: { imovelId, unidadeId } },
      ),
    { sucesso: 'Unidade atualizada!', erro: 'Erro ao atualizar a unidade' },
  );
}

/** A broker's reservation of a unit for a client, under the submission's idempotency key. */
export const reserveUnidade = (
  imovelId: string,
  unidadeId: string,
  body: z.output<typeof reservaSchema>,
  idempotencyKey: string,
) =>
  api('POST', '/api/espelho/:imovelId/unidades/:unidadeId/reserva', {
    param: { imovelId, unidadeId },
    body,
    idempotencyKey,
  });

export const updateUnidade = (imovelId: string, unidadeId: string, body: z.output<typeof unidadeEdicaoSchema>) =>
  api('PATCH', '/api/espelho/:imovelId/unidades/:unidadeId', { param: { imovelId, unidadeId }, body });

/** The development's reservation rules; answers them as saved. */
export const saveConfiguracaoEspelho = (imovelId: string, body: z.output<typeof configuracaoEspelhoSchema>) =>
  api('PATCH', '/api/espelho/:imovelId/configuracao', { param: { imovelId }, body });

/** Every unit changed after `desde` (a seq of the grid), with the counts as they now stand. */
export const fetchMudancas = (imovelId: string, desde: number) =>
  api('GET', '/api/espelho/:imovelId/mudancas', { param: { imovelId }, query: { desde } });

export type Previa = { unidades: UnidadeGerada[]; conflitos: string[] };

export const socketPath = (imovelId: string) => `/api/espelho/${encodeURIComponent(imovelId)}/ws`;

/** The units a tower generator would create, and the numbers that already exist: nothing is written. */
export const previewGerador = (imovelId: string, body: GeradorInput) =>
  api('POST', '/api/espelho/:imovelId/gerador/previa', { param: { imovelId }, body });

export const createGerador = (imovelId: string, body: GeradorInput, idempotencyKey: string) =>
  api('POST', '/api/espelho/:imovelId/gerador', { param: { imovelId }, body, idempotencyKey });
