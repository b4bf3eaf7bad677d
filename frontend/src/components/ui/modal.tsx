import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { layoutTexts } from '@/components/layout/texts';
import { useTexts } from '@/lib/i18n/texts';
import './modal.css';

interface ModalBase {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Max width in px (the admin job modal uses 800). */
  maxWidth?: number;
}

/**
 * A dialog the user may close (its close button says "Close" in the screen's language unless the
 * caller names it), or one they may not (`dismissible: false`: no close button, Esc and the backdrop do
 * nothing, e.g. a required login).
 */
export type ModalProps = ModalBase &
  ({ dismissible?: true; closeLabel?: string } | { dismissible: false; closeLabel?: undefined });

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A labelled dialog: focus moves in and is trapped, Esc closes, focus returns to the opener. */
export function Modal({
  open,
  title,
  onClose,
  children,
  maxWidth = 560,
  closeLabel: namedClose,
  dismissible = true,
}: ModalProps) {
  const layout = useTexts(layoutTexts);
  const closeLabel = namedClose ?? layout.close;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over this one (the unsaved-edits question over an editor) has the keys.
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialog && dialogs[dialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === firstElement) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && document.activeElement === lastElement) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open, dismissible]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ maxInlineSize: maxWidth }}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
              <X size={20} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
