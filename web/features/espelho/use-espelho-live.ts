// Keeps one development's grid current: every frame of its EspelhoRoom goes into the cached grid by unit id, and a
// socket that opens (first or again) asks the API for everything after the highest seq the grid holds, which covers
// what changed between the grid's load and the socket's upgrade as well as what a dropped connection missed.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EspelhoFrame } from '@worker/schemas/espelho.ts';
import { connectLive } from '@web/lib/live-socket.ts';
import { applyUnidades, espelhoQuery, fetchMudancas, socketPath } from './queries.ts';

export function useEspelhoLive(imovelId: string, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const key = espelhoQuery(imovelId).queryKey;
    const catchUp = async () => {
      const held = client.getQueryData(key);
      if (!held) return;
      try {
        const m = await fetchMudancas(imovelId, held.seq);
        applyUnidades(client, imovelId, m.unidades, m);
      } catch {
        // The next reconnect tries again; meanwhile the grid shows what it had.
      }
    };
    const socket = connectLive(socketPath(imovelId), {
      onOpen: () => void catchUp(),
      onFrame: (frame) => {
        const f = frame as EspelhoFrame;
        if (f.type === 'unidades') applyUnidades(client, imovelId, f.unidades, f);
      },
    });
    return () => socket.close();
  }, [client, imovelId, enabled]);
}
