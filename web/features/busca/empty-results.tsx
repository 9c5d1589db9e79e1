import { SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';

/** "Nothing matched" with a button that clears every filter. */
export function EmptyResults({
  title,
  text,
  actionLabel,
  onReset,
}: {
  title: string;
  text: string;
  actionLabel: string;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-800">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      <Button variant="primary" onClick={onReset} className="mt-2">
        {actionLabel}
      </Button>
    </div>
  );
}
