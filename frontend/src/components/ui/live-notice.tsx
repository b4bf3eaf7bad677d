import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from './button';
import './live-notice.css';

type NoticeTone = 'success' | 'error';

/** A button beside a success notice that acts on what was just done (Undo), offered for a while. */
export interface NoticeAction {
  label: string;
  /** The button's accessible name, when the label alone does not say what it acts on. */
  accessibleLabel?: string;
  run: () => void;
  /** How long the button is offered: the notice stays that long. */
  seconds: number;
}

interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
  action?: NoticeAction;
}

interface NoticeApi {
  /** Says what an action did (saved, deleted, changed), politely, optionally with a button to act on it. */
  done(text: string, action?: NoticeAction): void;
  /** Says that an action failed, at once. */
  failed(text: string): void;
}

const NoticeContext = createContext<NoticeApi>({ done: () => {}, failed: () => {} });

/**
 * One place that reports the outcome of admin actions: a polite status region (always in the page,
 * so each new text is announced) for successes, and an alert for failures.
 */
export function LiveNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((text: string, tone: NoticeTone, action?: NoticeAction) => {
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text, tone, action }));
  }, []);
  const api = useMemo<NoticeApi>(
    () => ({
      done: (text, action) => show(text, 'success', action),
      failed: (text) => show(text, 'error'),
    }),
    [show],
  );
  // A notice leaves after a while (its button's time, if it has one); the next action's notice replaces it sooner.
  useEffect(() => {
    if (!notice) return;
    const shown = notice.action ? notice.action.seconds * 1000 : notice.tone === 'success' ? 6000 : 12000;
    const timer = setTimeout(() => setNotice(null), shown);
    return () => clearTimeout(timer);
  }, [notice]);
  const success = notice?.tone === 'success' ? notice : null;
  const error = notice?.tone === 'error' ? notice : null;
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div className="live-notice">
        <div role="status" aria-live="polite">
          {success ? (
            <p key={success.id} className="live-notice__text live-notice__text--success">
              {success.text}
            </p>
          ) : null}
        </div>
        {/* Beside the status region, not in it: what is announced is the notice's text alone. */}
        {success?.action ? (
          <Button
            size="sm"
            variant="secondary"
            className="live-notice__action"
            aria-label={success.action.accessibleLabel}
            onClick={() => {
              setNotice(null);
              success.action?.run();
            }}
          >
            {success.action.label}
          </Button>
        ) : null}
      </div>
      {error ? (
        // An alert is announced when it appears, so it exists only while there is one.
        <div key={error.id} className="live-notice" role="alert">
          <p className="live-notice__text live-notice__text--error">{error.text}</p>
        </div>
      ) : null}
    </NoticeContext.Provider>
  );
}

export function useLiveNotice(): NoticeApi {
  return useContext(NoticeContext);
}
