/**
 * Every island of the public pages: its name (written by the server in `data-island`, see island.tsx)
 * and its code, a chunk of its own loaded only by the pages that show it. Each module exports
 * `mount(element, props)`: the forms hydrate a small React root there, the rest (menu, filter, share
 * buttons) attach a few listeners to the server's HTML, React being far more than they need.
 */
export interface IslandModule {
  mount(element: HTMLElement, props: unknown): void | Promise<void>;
}

interface IslandEntry {
  load: () => Promise<IslandModule>;
  /** Source file of the island's chunk (its key in Vite's client manifest), for preload hints. */
  source: string;
}

const island = (load: () => Promise<IslandModule>, source: string): IslandEntry => ({ load, source });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A React island: React DOM is started first, in a task of its own, then the island's code. Its
 * chunks arrive together (preloaded), and a module graph runs in one task: React DOM's start-up and
 * the form's modules at once were one long task on a slow phone.
 */
const reactIsland = (load: () => Promise<IslandModule>, source: string): IslandEntry =>
  island(async () => {
    await import('react-dom/client');
    await nextTask();
    return load();
  }, source);

export const ISLANDS = {
  menu: island(() => import('./menu'), 'src/islands/menu.ts'),
  projectsFilter: island(() => import('./projects-filter'), 'src/islands/projects-filter.ts'),
  jobShare: island(() => import('./job-share'), 'src/islands/job-share.ts'),
  careersNotices: island(() => import('./careers-notices'), 'src/islands/careers-notices.ts'),
  applicationForm: reactIsland(() => import('./application-form'), 'src/islands/application-form.tsx'),
  quoteForm: reactIsland(() => import('./quote-form'), 'src/islands/quote-form.tsx'),
  contactForm: reactIsland(() => import('./contact-form'), 'src/islands/contact-form.tsx'),
  applicantStatus: reactIsland(() => import('./applicant-status'), 'src/islands/applicant-status.tsx'),
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** The island runtime every public page loads (it finds the page's islands and mounts them). */
export const ISLANDS_RUNTIME_SOURCE = 'src/islands/start.ts';
