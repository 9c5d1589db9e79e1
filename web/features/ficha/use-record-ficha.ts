import { useEffect, useRef } from 'react';
import { queryClient } from '@web/lib/query-client.ts';
import { recordFicha } from './queries.ts';

/**
 * Records that a broker generated this development's sheet (POST /api/fichas), once per opening of the page:
 * the broker's 'Materiais gerados' card counts these. A failure only means one sheet less in that count.
 */
export function useRecordFicha(imovelId: string | undefined, isBroker: boolean): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!imovelId || !isBroker || recorded.current === imovelId) return;
    recorded.current = imovelId;
    recordFicha(imovelId)
      .then(() => queryClient.invalidateQueries({ queryKey: ['captacoes', 'resumo'] }))
      .catch(() => undefined);
  }, [imovelId, isBroker]);
}
