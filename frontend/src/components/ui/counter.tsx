import { useEffect, useLayoutEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { INTL_LOCALES, useLanguage } from '@/lib/i18n/language';

// useLayoutEffect so the first painted frame already starts at 0; plain useEffect on the server.
const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;

export const COUNTER_DURATION_MS = 2500;

export interface CounterProps {
  value: number;
  durationMs?: number;
  /** Text after the number, e.g. "+" or "%". */
  suffix?: string;
  className?: string;
}

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * Counts from 0 to `value` over `durationMs` with requestAnimationFrame. The server (and anyone
 * who prefers reduced motion) gets the final number, so the HTML always carries the real figure.
 */
export function Counter({ value, durationMs = COUNTER_DURATION_MS, suffix = '', className }: CounterProps) {
  const locale = INTL_LOCALES[useLanguage()];
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(value);

  useIsomorphicLayoutEffect(() => {
    if (reducedMotion || durationMs <= 0 || typeof requestAnimationFrame === 'undefined') {
      setShown(value);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    setShown(0);
    const step = (now: number) => {
      if (start === null) start = now;
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reducedMotion]);

  return (
    <span className={className}>
      {/* Screen readers get the final figure once, not every frame. */}
      <span aria-hidden="true">
        {shown.toLocaleString(locale)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {value.toLocaleString(locale)}
        {suffix}
      </span>
    </span>
  );
}
