// A tiny store behind toast(): callable from anywhere (components, loaders, mutations), rendered by <Toaster />.
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastAction = {
  label: string;
  /** What a screen reader user hears about how to reach the action another way. */
  altText?: string;
  onClick: () => void;
};

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; the default is 5000. */
  duration?: number;
  action?: ToastAction;
};

export type ToastItem = ToastOptions & { id: number; open: boolean };

/** At most one toast at a time; a new one replaces the old (docs/regras.md#textos-e-exibição). */
const TOAST_LIMIT = 1;
/** Time for the exit animation before a closed toast leaves the store. */
const REMOVE_DELAY = 200;

let toasts: ToastItem[] = [];
let nextId = 1;
/** Becomes true with the first toast; the toaster UI is only downloaded from then on. */
let used = false;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  used = true;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), REMOVE_DELAY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => used,
    () => used,
  );
}
