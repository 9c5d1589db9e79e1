import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export type BadgeTone = 'yellow' | 'orange' | 'green' | 'blue' | 'red' | 'gray' | 'purple' | 'brand';

const tones: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  gray: 'bg-slate-100 text-slate-800 ring-slate-300',
  purple: 'bg-violet-100 text-violet-900 ring-violet-300',
  brand: 'bg-brand-100 text-brand-900 ring-brand-300',
};

export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
