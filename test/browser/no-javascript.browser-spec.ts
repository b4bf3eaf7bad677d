import type { Job } from '@uaq/contract';
import { createJob } from './support/api';
import { pageTest, seen, useBrowser } from './support/browser';
import { NOT_FOUND_TEXT, screenOf, STATIC_ROUTES } from './support/routes';

// Journey 6: the server sends every public page's content, so it reads without JavaScript.
const browser = useBrowser({ javaScriptEnabled: false });
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Fire Safety Officer (server rendering journey)' });
});

describe('Pages without JavaScript', () => {
  pageTest(
    browser,
    'every public route shows its content and has its own title',
    async (page) => {
      const titles = new Map<string, string>(); // title -> screen
      const problems: string[] = [];
      for (const route of STATIC_ROUTES) {
        const response = await page.goto(route.path);
        if (response?.status() !== 200) problems.push(`${route.path}: HTTP ${response?.status()}`);
        const screen = screenOf(page, route);
        if ((await screen.heading.count()) !== 1)
          problems.push(`${route.path}: no single <h1> "${route.heading}"`);
        if ((await screen.text.count()) === 0) problems.push(`${route.path}: no "${route.text}"`);
        const title = (await page.title()).trim();
        const owner = titles.get(title);
        if (!title) problems.push(`${route.path}: empty <title>`);
        else if (owner && owner !== route.screen)
          problems.push(`${route.path}: same title as ${owner}: "${title}"`);
        titles.set(title, route.screen);
      }
      expect(problems).toEqual([]);
    },
    { timeout: 90_000 },
  );

  pageTest(browser, 'the careers list and an apply page carry the job in the HTML', async (page) => {
    await page.goto('/careers');
    await seen(page.getByRole('heading', { name: job.title }));
    const careersTitle = await page.title();

    await page.goto(`/careers/apply/${job.id}`);
    await seen(page.getByRole('heading', { name: job.title }));
    await seen(page.getByText(job.description).first());
    const applyTitle = await page.title();
    expect(applyTitle).toContain(job.title);
    expect(applyTitle).not.toBe(careersTitle);
  });

  pageTest(browser, 'the 404 page is rendered by the server', async (page) => {
    const response = await page.goto('/definitely-not-a-page');
    expect(response?.status()).toBe(404);
    await seen(page.getByText(NOT_FOUND_TEXT));
  });
});
