import { useEffect, useState } from 'react';
import { useLanguage } from '@/lib/i18n/language';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

/** Arabic lists take the Arabic comma «،», never the Latin one. */
const LIST_SEPARATORS = { en: ', ', ar: '، ' } as const;

export const ROTATION_INTERVAL_MS = 2500;

/**
 * "We Are Protecting / Installing / Maintaining": the word changes every few seconds. Screen readers
 * read the whole list once; reduced motion (and the server) shows the first word, static.
 */
export function RotatingWords({ prefix, words }: { prefix: string; words: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const separator = LIST_SEPARATORS[useLanguage()];
  // Counts the changes: the first word shows without animation (also in the server's HTML).
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (reducedMotion || words.length < 2) return;
    const timer = window.setInterval(() => setStep((n) => n + 1), ROTATION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, words.length]);

  const shown = reducedMotion ? 0 : step % words.length;
  const animated = !reducedMotion && step > 0;
  return (
    <span className="rotating-words">
      <span className="visually-hidden">{`${prefix} ${words.join(separator)}`}</span>
      <span aria-hidden="true">
        {prefix}{' '}
        <span key={step} className={`rotating-words__word${animated ? ' is-animated' : ''}`}>
          {words[shown]}
        </span>
      </span>
    </span>
  );
}
