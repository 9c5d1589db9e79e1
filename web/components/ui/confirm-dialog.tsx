import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog, DialogContent } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  variant?: ButtonVariant;
  children?: ReactNode;
};

/** A yes/no question in a modal; the confirm button shows the action's progress. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  variant = 'primary',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        {children && <div className="px-5 pt-4 text-sm text-slate-700">{children}</div>}
        <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancelar
          </Button>
          <Button variant={variant} onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
