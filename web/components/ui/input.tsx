import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

const fieldClasses =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors focus:border-brand-500 focus:outline-2 focus:outline-offset-0 ' +
  'focus:outline-brand-200 disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:outline-red-200 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-32 py-2.5', className)} {...props} />;
}

/** A native select (the phone's own picker on mobile) with the look of the other fields. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-11 pr-8', className)} {...props} />;
}

/** An e-mail field with the keyboard, autofill and placeholder every form here wants. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" autoComplete="email" inputMode="email" placeholder="voce@exemplo.com.br" {...props} />;
}
