import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { server } from './api/server';

// Every request runs Node's whole fetch stack (msw intercepts below it), up to ~0.5 s each when CI
// shares two cores between many suites, and a list page change is a navigation plus a request:
// findBy*/waitFor wait up to 10 s (1, 3 and 5 s each proved flaky on a loaded machine), a test up
// to 30 s. A passing test waits only as long as its screen takes.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia: default to "no preference" (tests may override window.matchMedia).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, { IntersectionObserver: IntersectionObserverStub });

// No test reaches a network: a request no handler answers is refused, and msw names it.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
