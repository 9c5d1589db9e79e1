import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';

/** Spinning indicator. With a label it is announced as a status; with label={null} it is decorative. */
export function Spinner({ className, label = 'Carregando...' }: { className?: string; label?: string | null }) {
  if (label === null) return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner filling the space of a page that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8 text-brand-700" />
    </div>
  );
}
