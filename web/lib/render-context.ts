// The origin of shared links and the current time, as the page was rendered: on the server from SITE_ORIGIN and the
// request time, in the browser from the server's payload while hydrating and from the browser afterwards.
import { createContext, useContext } from 'react';

export type RenderInfo = {
  origin: string;
  now: () => number;
  /** Called once the first render is on screen (after hydration, in the browser). */
  hydrated?: () => void;
};

export const RenderContext = createContext<RenderInfo | null>(null);

export function useRenderInfo(): RenderInfo {
  const info = useContext(RenderContext);
  if (!info) throw new Error('RenderContext ausente: a árvore precisa de AppProviders.');
  return info;
}
