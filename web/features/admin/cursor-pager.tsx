// Previous/next over a keyset-paginated list: the cursors already visited form a stack.
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';

export function useCursorStack() {
  const [stack, setStack] = useState<string[]>([]);
  return {
    cursor: stack.at(-1),
    pagina: stack.length + 1,
    next: (c: string) => setStack((s) => [...s, c]),
    prev: () => setStack((s) => s.slice(0, -1)),
    reset: () => setStack([]),
  };
}

export function CursorPager({
  pagina,
  paginas,
  proximo,
  onPrev,
  onNext,
}: {
  pagina: number;
  /** How many pages the list has, when the server counts its rows. */
  paginas?: number;
  proximo: string | null | undefined;
  onPrev: () => void;
  onNext: (cursor: string) => void;
}) {
  if (pagina === 1 && !proximo) return null;
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={pagina === 1} onClick={onPrev}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Anterior
      </Button>
      <span className="text-sm text-slate-600">
        Página {pagina}
        {paginas ? ` de ${paginas}` : ''}
      </span>
      <Button variant="outline" size="sm" disabled={!proximo} onClick={() => proximo && onNext(proximo)}>
        Próxima
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
