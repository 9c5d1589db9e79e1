import { lazy, Suspense } from 'react';
import { useToasterNeeded } from './toast-store.ts';

// The Radix toast UI is not needed to draw a page, so it stays out of the first download until a toast appears.
const Toaster = lazy(() => import('./toaster.tsx'));

export function LazyToaster() {
  const needed = useToasterNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
