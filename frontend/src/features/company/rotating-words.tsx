import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

export const ROTATION_INTERVAL_MS = 2500;

/**
 * "We Are Protecting / Installing / Maintaining": the word changes every few seconds. Screen readers
 * read the whole list once; reduced motion (and the server) shows the first word, static.
 */
export function RotatingWords({ prefix, words }: { prefix: string; words: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reducedMotion || words.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % words.length), ROTATION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, words.length]);

  const shown = reducedMotion ? 0 : index;
  return (
    <span className="rotating-words">
      <span className="visually-hidden">{`${prefix} ${words.join(', ')}`}</span>
      <span aria-hidden="true">
        {prefix}{' '}
        <span key={shown} className={`rotating-words__word${reducedMotion ? '' : ' is-animated'}`}>
          {words[shown]}
        </span>
      </span>
    </span>
  );
}
