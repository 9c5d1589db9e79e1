import { Trash2 } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner.tsx';

/** The remove control of a card on /favoritos. */
export function RemoveFavoriteButton({ onRemove, pending = false }: { onRemove: () => void; pending?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Remover dos favoritos"
      title="Remover dos favoritos"
      disabled={pending}
      onClick={onRemove}
      className="inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm backdrop-blur transition-colors hover:bg-white hover:text-red-600 disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? <Spinner className="size-5" label={null} /> : <Trash2 aria-hidden="true" className="size-5" />}
    </button>
  );
}
