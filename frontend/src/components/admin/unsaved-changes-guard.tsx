import { useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTexts } from '@/lib/i18n/texts';
import { adminFrameTexts } from './texts';

/** The question an editor asks, e.g. "You have unsaved changes to the company settings. Leave without saving?". */
interface UnsavedChangesTexts {
  title: string;
  message: string;
  leave: string;
  stay: string;
}

/**
 * Whether a form holds edits not yet saved: its values differ from the ones it was opened with (or,
 * for a form that stays on screen, the ones last saved). Values compare by content.
 */
export function isEdited<V>(values: V, saved: V): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}

// React Router heeds one blocker at a time, yet a screen may hold several editors (a project and its
// photo captions, every team member's e-mail). So each guard only reports its edits here, and the
// first guard on screen holds the one blocker, which asks about all of them.
interface GuardsState {
  /** The guard that holds the blocker. */
  leader?: string;
  /** The first editor with unsaved edits: its question is the one asked. */
  edit?: UnsavedChangesTexts;
}
const onScreen: string[] = [];
const edits = new Map<string, UnsavedChangesTexts>();
const listeners = new Set<() => void>();
let guards: GuardsState = {};

function publish() {
  guards = { leader: onScreen[0], edit: edits.values().next().value };
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readGuards = () => guards;

/**
 * Guards unsaved edits on every way out: an in-app link, another tab of the page (its address
 * changes) and the browser's Back and Forward ask in the page's own dialog (React Router's
 * useBlocker); closing or reloading the browser tab asks through the browser (`beforeunload`).
 * Saving (or undoing the edits) turns `when` off, and the way out is free again. `subject` names
 * what would be lost ("the company settings").
 */
export function UnsavedChangesGuard({ when, subject }: { when: boolean; subject: string }) {
  const id = useId();
  const { leader } = useSyncExternalStore(subscribe, readGuards, readGuards);
  const texts = useTexts(adminFrameTexts).unsaved;
  const { title, leave, stay } = texts;
  const message = texts.message(subject);

  useEffect(() => {
    onScreen.push(id);
    publish();
    return () => {
      onScreen.splice(onScreen.indexOf(id), 1);
      edits.delete(id);
      publish();
    };
  }, [id]);

  useEffect(() => {
    if (when) edits.set(id, { title, message, leave, stay });
    else edits.delete(id);
    publish();
  }, [id, when, title, message, leave, stay]);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return leader === id ? <NavigationBlocker /> : null;
}

/** The one blocker: holds a change of address while any editor on screen has unsaved edits. */
function NavigationBlocker() {
  const { edit } = useSyncExternalStore(subscribe, readGuards, readGuards);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      edits.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Saved meanwhile (or the edits undone): let a held navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !edit) blocker.proceed();
  }, [blocker, edit]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked' && edit !== undefined}
      title={edit?.title ?? ''}
      confirmLabel={edit?.leave ?? ''}
      cancelLabel={edit?.stay ?? ''}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{edit?.message}</p>
    </ConfirmDialog>
  );
}
