// Home list (docs/regras.md#textos-e-exibição): nearby developments when the browser gives a position, else the newest.
// The newest are fetched at once, so the page has something to show while the visitor answers the
// location prompt; an error is only shown once no better answer can still arrive.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ImovelCard } from '@worker/schemas/imoveis.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { usePositionOnMount } from '@web/lib/use-geolocation.ts';
import { nearbyImoveisQuery, recentImoveisQuery } from './queries.ts';

export const HOME_LIMIT = 6;
export const NEARBY_RADIUS_KM = 50;
const GEOLOCATION_TIMEOUT_MS = 10_000;
const ERROR_TOAST_MS = 7_000;

export type HomeImoveis =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'success'; items: ImovelCard[]; nearby: boolean };

export function useHomeImoveis(): { list: HomeImoveis; locationNotice: string | null } {
  const geo = usePositionOnMount({ timeoutMs: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000, coverPrompt: true });
  const recent = useQuery(recentImoveisQuery(HOME_LIMIT));
  const nearby = useQuery({
    ...nearbyImoveisQuery(geo.status === 'granted' ? geo.coords : { lat: 0, long: 0 }, NEARBY_RADIUS_KM, HOME_LIMIT),
    enabled: geo.status === 'granted',
  });

  const nearbyItems = nearby.data?.items ?? [];
  const nearbyStillPossible = geo.status === 'pending' || (geo.status === 'granted' && nearby.isPending);

  useEffect(() => {
    if (nearby.error) notifyFetchError(nearby.error);
  }, [nearby.error]);

  const recentFailedForGood = recent.isError && !nearbyStillPossible && nearbyItems.length === 0;
  useEffect(() => {
    if (recentFailedForGood) notifyFetchError(recent.error);
  }, [recentFailedForGood, recent.error]);

  let list: HomeImoveis;
  if (nearbyItems.length > 0) list = { status: 'success', items: nearbyItems, nearby: true };
  else if (recent.data) list = { status: 'success', items: recent.data.items, nearby: false };
  else if (recentFailedForGood)
    list = { status: 'error', message: errorMessage(recent.error), retry: () => void recent.refetch() };
  else list = { status: 'loading' };

  let locationNotice: string | null = null;
  if (geo.status === 'failed') {
    locationNotice = `Não foi possível obter sua localização (${geo.reason}). Mostrando imóveis mais recentes.`;
  } else if (geo.status === 'unsupported') {
    locationNotice = 'Geolocalização não é suportada por este navegador. Mostrando imóveis mais recentes.';
  }

  return { list, locationNotice };
}

function notifyFetchError(error: unknown) {
  toast({
    title: 'Erro ao buscar imóveis',
    description: errorMessage(error),
    variant: 'destructive',
    duration: ERROR_TOAST_MS,
  });
}
