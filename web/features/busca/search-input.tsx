import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input.tsx';
import { cn } from '@web/lib/cn.ts';

/** Typing pauses this long before the search runs, so each keystroke does not cost a request. */
const DEBOUNCE_MS = 300;

type SearchInputProps = {
  /** The search in the URL. */
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** The 'Buscar' field: edits locally and commits to the URL once typing pauses. */
export function SearchInput({ value, onCommit, placeholder, className }: SearchInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // When the URL changes from elsewhere (Limpar Filtros, a link), the field follows it.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(value);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = setTimeout(() => onCommit(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Buscar
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={id}
          type="search"
          value={draft}
          maxLength={120}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit(draft.trim());
          }}
          className="pl-10"
        />
      </div>
    </div>
  );
}
