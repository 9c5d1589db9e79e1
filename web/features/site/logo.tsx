import { Link } from 'react-router';
import { cn } from '@web/lib/cn.ts';

/** The brand mark (same drawing as the favicon) with the product name, linking home. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight', className)}
      aria-label="Conecta Imóveis – página inicial"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <rect width="32" height="32" rx="8" className={tone === 'light' ? 'fill-white/15' : 'fill-brand-900'} />
        <path d="M8 25V12l8-5 8 5v13h-5v-7h-6v7z" className="fill-white" />
        <circle cx="23.5" cy="8.5" r="3.5" className="fill-accent-500" />
      </svg>
      <span className={tone === 'light' ? 'text-white' : 'text-brand-950'}>
        Conecta <span className={tone === 'light' ? 'text-accent-300' : 'text-brand-600'}>Imóveis</span>
      </span>
    </Link>
  );
}
