import { useState, type ReactNode } from 'react';
import {
  APPLICANT_ONLY_STATUSES,
  HR_SETTABLE_STATUSES,
  STATUS_UNDO_SECONDS,
  moveNeedsConfirmation,
  type AdminJobApplication,
  type ApplicationStatus,
} from '@uaq/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLiveNotice } from '@/components/ui/live-notice';
import { useAdminCatalogue } from '@/components/admin/admin-messages';
import { isSignedOut } from '@/lib/api';
import { useTexts } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store/hooks';
import { adminApplicationsApi } from './admin-applications-api';
import { statusMoveTexts } from './status-move-texts';
import { adminApplicationsTexts } from './texts';

// HR's status moves in the admin area, by the contract's rules (status-moves.ts): the stages HR may
// pick, the question some moves ask first, and the Undo offered after a move.

/** The Undo is offered a little less long than the server allows, for the request's way there. */
const UNDO_OFFERED_SECONDS = STATUS_UNDO_SECONDS - 2;

export function isApplicantOnly(status: ApplicationStatus): boolean {
  return (APPLICANT_ONLY_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/**
 * The stages a status picker offers HR: never Withdrawn, which only the applicant sets, except as the
 * application's current stage, shown but not to be picked.
 */
export function useHrStatusOptions(current?: ApplicationStatus) {
  const t = useTexts(adminApplicationsTexts);
  const words = useTexts(statusMoveTexts);
  const options: { value: string; label: string; disabled?: boolean }[] = HR_SETTABLE_STATUSES.map(
    (status) => ({ value: status, label: t.status[status] }),
  );
  if (current && isApplicantOnly(current))
    options.push({ value: current, label: words.applicantOnly(t.status[current]), disabled: true });
  return options;
}

export interface StatusMoveQuestion {
  /** Who moves: an applicant's name, or the selection's words. */
  who: string;
  /** The stage of each application moved, as shown. */
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
}

interface Asking extends StatusMoveQuestion {
  proceed: () => void;
  cancelled?: () => void;
}

/**
 * Asks before a move into Rejected or out of Hired: `ask(move, proceed)` calls `proceed(confirm)` at
 * once (`false`) when the move needs no question, or once HR confirms (`true`, what the server then
 * needs). Render `dialog` once in the component.
 */
export function useStatusMoveQuestion(): {
  ask: (move: StatusMoveQuestion, proceed: (confirm: boolean) => void, cancelled?: () => void) => void;
  dialog: ReactNode;
} {
  const t = useTexts(adminApplicationsTexts);
  const words = useTexts(statusMoveTexts);
  const [asking, setAsking] = useState<Asking | null>(null);

  const ask = (move: StatusMoveQuestion, proceed: (confirm: boolean) => void, cancelled?: () => void) => {
    if (!move.from.some((from) => moveNeedsConfirmation(from, move.to))) proceed(false);
    else setAsking({ ...move, proceed: () => proceed(true), cancelled });
  };
  const outOfHired = asking?.from.some((from) => from === 'hired' && asking.to !== 'hired') ?? false;

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={words.title}
      confirmLabel={asking ? words.confirm(t.status[asking.to]) : ''}
      cancelLabel={words.cancel}
      onConfirm={() => {
        asking?.proceed();
        setAsking(null);
      }}
      onCancel={() => {
        asking?.cancelled?.();
        setAsking(null);
      }}
    >
      {asking ? (
        <>
          <p>{words.question(asking.who, t.status[asking.to])}</p>
          {outOfHired ? <p>{words.outOfHired(t.status.hired)}</p> : null}
          {asking.to === 'rejected' ? <p>{words.intoRejected}</p> : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
  return { ask, dialog };
}

/** The status change a move made: its application's last history entry, if it is that move. */
function changeMade(application: AdminJobApplication, to: ApplicationStatus) {
  const last = application.statusHistory.reduce<AdminJobApplication['statusHistory'][number] | undefined>(
    (latest, change) => (!latest || change.id > latest.id ? change : latest),
    undefined,
  );
  return last && last.to === to && !last.applicantMailed ? last : undefined;
}

/**
 * Says that a move worked, with an Undo button for a few seconds (when the move can be undone: it
 * e-mailed nobody). `moved` are the server's answers for the applications that changed stage.
 */
export function useStatusMoveNotice() {
  const t = useTexts(adminApplicationsTexts);
  const words = useTexts(statusMoveTexts);
  const notice = useLiveNotice();
  const catalogue = useAdminCatalogue();
  // Dispatched, not a mutation hook: the component that moved may be gone (a bulk bar once its selection clears).
  const dispatch = useAppDispatch();

  return (text: string, moved: readonly AdminJobApplication[], to: ApplicationStatus) => {
    const changes = moved.flatMap((application) => {
      const change = changeMade(application, to);
      return change ? [{ application, change }] : [];
    });
    if (changes.length === 0 || changes.length < moved.length) {
      notice.done(text);
      return;
    }
    const undoAll = async () => {
      try {
        for (const { application, change } of changes)
          await dispatch(
            adminApplicationsApi.endpoints.undoApplicationStatus.initiate({
              id: application.id,
              changeId: change.id,
            }),
          ).unwrap();
        const [single] = changes;
        notice.done(
          changes.length === 1 && single.change.from
            ? words.undone(single.application.fullName, t.status[single.change.from])
            : words.undoneSelection,
        );
      } catch (error) {
        if (!isSignedOut(error)) notice.failed(catalogue.message(error, words.undoFailed));
      }
    };
    notice.done(text, {
      label: words.undo,
      accessibleLabel: words.undoLabel(text),
      seconds: UNDO_OFFERED_SECONDS,
      run: () => void undoAll(),
    });
  };
}
