import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { dismissToast, useToasts, type ToastVariant } from './toast-store.ts';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-600 text-white',
};

/** Renders the toasts of toast(): 5 s by default, swipe right (50 px) to dismiss, F8 focuses them. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notificação">
      {toasts.map(({ id, open, title, description, variant = 'default', duration, action }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-toast-out',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
            {description && (
              <Toast.Description
                className={cn('text-sm', variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}
              >
                {description}
              </Toast.Description>
            )}
            {action && (
              <Toast.Action
                altText={action.altText ?? action.label}
                onClick={action.onClick}
                className={cn(
                  'mt-2 inline-flex h-8 w-fit items-center rounded-lg border px-3 text-sm font-semibold',
                  variant === 'destructive'
                    ? 'border-white/40 hover:bg-white/10'
                    : 'border-slate-300 hover:bg-slate-50',
                )}
              >
                {action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Fechar notificação"
            className={cn(
              'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100',
              variant === 'destructive' ? 'text-white' : 'text-slate-500',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notificações ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-md flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
