import { cn } from '@web/lib/cn.ts';
import { initials } from '@web/lib/format.ts';

const palette = [
  'bg-brand-100 text-brand-800',
  'bg-accent-100 text-accent-700',
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];

/** Initials avatar drawn locally (no third-party avatar service); the colour is stable per name. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex select-none items-center justify-center rounded-full font-bold',
        palette[hash % palette.length],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
