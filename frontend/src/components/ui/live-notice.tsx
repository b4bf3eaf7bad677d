import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import './live-notice.css';

type NoticeTone = 'success' | 'error';
interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

interface NoticeApi {
  /** Says what an action did (saved, deleted, changed), politely. */
  done(text: string): void;
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
  const show = useCallback((text: string, tone: NoticeTone) => {
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text, tone }));
  }, []);
  const api = useMemo<NoticeApi>(
    () => ({ done: (text) => show(text, 'success'), failed: (text) => show(text, 'error') }),
    [show],
  );
  // A notice leaves after a while; the next action's notice replaces it sooner.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.tone === 'success' ? 6000 : 12000);
    return () => clearTimeout(timer);
  }, [notice]);
  const success = notice?.tone === 'success' ? notice : null;
  const error = notice?.tone === 'error' ? notice : null;
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div className="live-notice" role="status" aria-live="polite">
        {success ? (
          <p key={success.id} className="live-notice__text live-notice__text--success">
            {success.text}
          </p>
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
