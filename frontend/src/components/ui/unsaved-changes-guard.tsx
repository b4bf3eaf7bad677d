import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export interface UnsavedChangesTexts {
  title: string;
  /** The question, e.g. "You have unsaved changes to the company settings. Leave without saving?". */
  message: string;
  leave: string;
  stay: string;
}

/**
 * Guards unsaved edits on every way out: an in-app link, another tab of the page (its address
 * changes) and the browser's Back and Forward ask in the page's own dialog (React Router's
 * useBlocker); closing or reloading the browser tab asks through the browser (`beforeunload`).
 */
export function UnsavedChangesGuard({ when, texts }: { when: boolean; texts: UnsavedChangesTexts }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Saved meanwhile (or the edits undone): let a held navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={texts.title}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{texts.message}</p>
    </ConfirmDialog>
  );
}
