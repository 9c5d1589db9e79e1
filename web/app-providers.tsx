// The tree around the router, the same on the server and in the browser so hydration matches node for node.
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { RenderContext, type RenderInfo } from './lib/render-context.ts';

export function AppProviders({
  client,
  render,
  children,
}: {
  client: QueryClient;
  render: RenderInfo;
  children: ReactNode;
}) {
  // Effects never run on the server; in the browser this one runs once the hydrated page is committed.
  useEffect(() => render.hydrated?.(), [render]);
  return (
    <RenderContext value={render}>
      <QueryClientProvider client={client}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </RenderContext>
  );
}
