import { act, render } from '@testing-library/react';
import { RotatingWords, ROTATION_INTERVAL_MS } from './rotating-words';

const WORDS = ['Protecting', 'Installing', 'Maintaining'];
const originalMatchMedia = window.matchMedia;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function shownText(container: HTMLElement) {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

it('rotates "We Are Protecting / Installing / Maintaining" and starts over', () => {
  preferReducedMotion(false);
  const { container, getByText } = render(<RotatingWords prefix="We Are" words={WORDS} />);
  expect(shownText(container)).toBe('We Are Protecting');
  expect(getByText('We Are Protecting, Installing, Maintaining')).toHaveClass('visually-hidden');
  for (const expected of ['Installing', 'Maintaining', 'Protecting']) {
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(shownText(container)).toBe(`We Are ${expected}`);
  }
});

it('stays on the first word when reduced motion is preferred', () => {
  preferReducedMotion(true);
  const { container } = render(<RotatingWords prefix="We Are" words={WORDS} />);
  act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 4));
  expect(shownText(container)).toBe('We Are Protecting');
});
