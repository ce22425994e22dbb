import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this product?'. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: ButtonProps['variant'];
  /** Shows a spinner on the confirm button and keeps the dialog open while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  /** What the action touches, shown under the question. */
  children: ReactNode;
}

/** An accessible yes/no question over the shared Dialog (focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'danger',
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={message}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-zinc-700">{children}</div>
    </Dialog>
  );
}
