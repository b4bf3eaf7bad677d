import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { groupedNumber } from '@uaq/contract/numbers';

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
 * Counts from 0 to `value` over `durationMs` with requestAnimationFrame, once the number comes into
 * view: a counter below the first screen keeps its final figure until the visitor scrolls to it
 * (then counts where it is seen, and a phone loading the page does not lay out and repaint it every
 * frame meanwhile). The server (and anyone who prefers reduced motion) gets the final number, so
 * the HTML always carries the real figure.
 */
export function Counter({ value, durationMs = COUNTER_DURATION_MS, suffix = '', className }: CounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(value);
  const counter = useRef<HTMLSpanElement>(null);

  useIsomorphicLayoutEffect(() => {
    const element = counter.current;
    if (reducedMotion || durationMs <= 0 || typeof requestAnimationFrame === 'undefined' || !element) {
      setShown(value);
      return;
    }
    let frame = 0;
    const countUp = () => {
      let start: number | null = null;
      setShown(0);
      const step = (now: number) => {
        if (start === null) start = now;
        const progress = Math.min(1, (now - start) / durationMs);
        setShown(Math.round(value * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    if (typeof IntersectionObserver === 'undefined') {
      countUp();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      countUp();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, reducedMotion]);

  return (
    <span className={className} ref={counter}>
      {/* Screen readers get the final figure once, not every frame. */}
      <span aria-hidden="true">
        {groupedNumber(shown)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {groupedNumber(value)}
        {suffix}
      </span>
    </span>
  );
}
