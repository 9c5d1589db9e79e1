// Dialogs on top of Radix (focus trap, Esc, scroll lock): a centred modal and a left drawer; and a light modal for a
// screen whose dialog opens on every tap (the sales grid's unit).
import { useEffect, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
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

const centered =
  'left-1/2 top-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-fade-in';
const drawer = 'inset-y-0 left-0 w-[85vw] max-w-xs data-[state=open]:animate-drawer-in';
const overlay = 'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in';
const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]';

/** Gives focus back to what had it when the dialog opened (see DialogContent). */
function useFocusReturn() {
  // Radix gives focus back only to a Dialog.Trigger; most of our dialogs open from state (a grid cell, a row's
  // button), so the element focused when the dialog opened gets it back instead.
  const opener = useRef<HTMLElement | null>(null);
  // A dialog opened from inside another (a proposal from a unit's dialog) whose opener is gone when it closes (the
  // unit changed status) gives focus to that outer dialog rather than dropping it on the page.
  const outer = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      outer.current = opener.current?.closest<HTMLElement>('[role="dialog"]') ?? null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected
        ? opener.current
        : outer.current?.isConnected
          ? outer.current.querySelector<HTMLElement>(TABBABLE)
          : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

function Header({ title, description }: { title: string; description?: string }) {
  return (
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
  );
}

/** Focusable so a dialog with only text (a contract to read) still scrolls from the keyboard. */
const Body = ({ children }: { children: ReactNode }) => (
  <div
    tabIndex={0}
    className="flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-brand-700"
  >
    {children}
  </div>
);

export function DialogContent({ title, description, side = 'center', className, children }: DialogContentProps) {
  const focus = useFocusReturn();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        // Radix warns when a dialog has no description; only pass aria-describedby when there is one.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...focus}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          side === 'left' ? drawer : centered,
          className,
        )}
      >
        <Header title={title} description={description} />
        <Body>{children}</Body>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Tab and Shift+Tab go round inside the dialog instead of leaving it. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const all = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While open, the page behind does not scroll: an inline style on the root, which restyles only the root. Rendered
 * inside the dialog's Portal, which mounts it only while the dialog is open.
 */
function RootScrollLock() {
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.overflow;
    root.overflow = 'hidden';
    return () => {
      root.overflow = before;
    };
  }, []);
  return null;
}

/** The light modal's root (see LightDialogContent): Radix without its modal mode. */
export function LightDialog(props: Omit<ComponentProps<typeof RadixDialog.Root>, 'modal'>) {
  return <RadixDialog.Root {...props} modal={false} />;
}

/**
 * A modal for a dialog opened on every tap of a large screen: Radix's modal mode locks the scroll by inserting a style
 * sheet and hides the rest of the page from assistive technology element by element, and over the sales grid that
 * restyled the whole page on each open and close (60–90 ms on a phone; the dashboard's navigation drawer, 120–130 ms
 * over an agency's team sales). Here the page stays as it is: the overlay catches the taps, `aria-modal` tells
 * assistive technology the rest is out of reach, Tab goes round inside, and the root's overflow stops the scroll. Use
 * inside a `LightDialog`; other dialogs nest in it as usual.
 */
export function LightDialogContent({ title, description, side = 'center', className, children }: DialogContentProps) {
  const focus = useFocusReturn();
  return (
    <RadixDialog.Portal>
      <RootScrollLock />
      <div aria-hidden="true" data-state="open" className={overlay} />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...focus}
        aria-modal="true"
        onKeyDown={trapTab}
        // Focus that leaves for another layer (a toast, a nested dialog) must not close the unit.
        onFocusOutside={(event) => event.preventDefault()}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          side === 'left' ? drawer : centered,
          className,
        )}
      >
        <Header title={title} description={description} />
        <Body>{children}</Body>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
