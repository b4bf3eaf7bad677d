import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this job?". */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** A short failure text shown next to the buttons; the dialog stays open. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page replacement for window.confirm: labelled, keyboard-usable, focus trapped. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} maxWidth={460}>
      <div className="confirm-dialog__text">{children}</div>
      {error ? (
        <p className="confirm-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
