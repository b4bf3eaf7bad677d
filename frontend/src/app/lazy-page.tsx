import { use, type ComponentType } from 'react';

export interface LazyPage {
  (): React.ReactNode;
  /** Starts (or reuses) the download of the page's chunk. */
  preload: () => Promise<unknown>;
  /** Source files of the page's chunks (their keys in Vite's client manifest), for preload hints in the HTML. */
  sources: readonly string[];
}

/**
 * A page in its own chunk that can also render synchronously once loaded. Unlike React.lazy, a
 * preloaded page never suspends: the server preloads every page before rendering (so the HTML has the
 * content) and the browser preloads the current page before hydrating (so the markup matches).
 * Pages reached later by navigation suspend under the shell's <Suspense> while their chunk loads.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  sources: string | readonly string[],
): LazyPage {
  let Page: ComponentType | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      Page = module.default;
    }));

  function LoadedPage() {
    if (!Page) use(preload());
    const Loaded = Page as unknown as ComponentType;
    return <Loaded />;
  }
  LoadedPage.preload = preload;
  LoadedPage.sources = typeof sources === 'string' ? [sources] : sources;
  return LoadedPage;
}
