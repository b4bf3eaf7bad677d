import { act, render } from '@testing-library/react';
import { Counter } from './counter';

function visibleNumber(container: HTMLElement): string {
  return container.querySelector('[aria-hidden="true"]')?.textContent ?? '';
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
const originalIntersectionObserver = window.IntersectionObserver;
let frames: FrameRequestCallback[] = [];
let observer: { callback: IntersectionObserverCallback; disconnected: boolean } | null;

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  observer = null;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observer = { callback, disconnected: false };
    }
    observe() {}
    disconnect() {
      if (observer) observer.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = originalMatchMedia;
  window.IntersectionObserver = originalIntersectionObserver;
});

/** The browser reports whether the counter is on screen. */
function inView(isIntersecting: boolean) {
  act(() =>
    observer?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
}

/** Runs the pending animation frames at time `now` (ms). */
function runFrames(now: number) {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((callback) => callback(now)));
}

it('counts from 0 up to the value over 2500 ms once it comes into view', () => {
  preferReducedMotion(false);
  const { container } = render(<Counter value={80} suffix="+" />);
  // Below the first screen it keeps its final figure (what the server rendered).
  expect(visibleNumber(container)).toBe('80+');
  inView(false);
  expect(visibleNumber(container)).toBe('80+');
  expect(frames).toHaveLength(0);

  inView(true);
  expect(observer?.disconnected).toBe(true);
  expect(visibleNumber(container)).toBe('0+');

  runFrames(1000); // first frame fixes the start time
  expect(visibleNumber(container)).toBe('0+');
  runFrames(2250); // half way
  const midway = Number(visibleNumber(container).replace('+', ''));
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(80);
  runFrames(3000); // 80 % of the time: close, not there yet
  expect(Number(visibleNumber(container).replace('+', ''))).toBeLessThan(80);
  runFrames(3500);
  expect(visibleNumber(container)).toBe('80+');
  expect(frames).toHaveLength(0); // the animation stopped
});

it('gives screen readers the final number only', () => {
  preferReducedMotion(false);
  const { getByText } = render(<Counter value={1250} />);
  inView(true);
  expect(getByText('1,250')).toHaveClass('visually-hidden');
});

it('shows the final number at once when reduced motion is preferred', () => {
  preferReducedMotion(true);
  const { container } = render(<Counter value={15} suffix="+" />);
  expect(visibleNumber(container)).toBe('15+');
  expect(frames).toHaveLength(0);
});
