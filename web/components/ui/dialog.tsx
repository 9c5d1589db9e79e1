// Dialogs on top of Radix (focus trap, Esc, scroll lock): a centred modal and a left drawer.
import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;

type DialogContentProps = {
  title: string;
  description?: string;
  /** 'center' is a modal window; 'left' slides in from the left edge (navigation drawer). */
  side?: 'center' | 'left';
  className?: string;
  children: ReactNode;
};

export function DialogContent({ title, description, side = 'center', className, children }: DialogContentProps) {
  // Radix gives focus back only to a Dialog.Trigger; most of our dialogs open from state (a grid cell, a row's
  // button), so the element focused when the dialog opened gets it back instead.
  const opener = useRef<HTMLElement | null>(null);
  // A dialog opened from inside another (a proposal from a unit's dialog) whose opener is gone when it closes (the
  // unit changed status) gives focus to that outer dialog rather than dropping it on the page.
  const outer = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        // Radix warns when a dialog has no description; only pass aria-describedby when there is one.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          outer.current = opener.current?.closest<HTMLElement>('[role="dialog"]') ?? null;
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current?.isConnected
            ? opener.current
            : outer.current?.isConnected
              ? outer.current.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex="0"]')
              : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          side === 'left'
            ? 'inset-y-0 left-0 w-[85vw] max-w-xs data-[state=open]:animate-drawer-in'
            : 'left-1/2 top-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-fade-in',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div>
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close
            aria-label="Fechar"
            className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        {/* Focusable so a dialog with only text (a contract to read) still scrolls from the keyboard. */}
        <div tabIndex={0} className="flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-700">
          {children}
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
