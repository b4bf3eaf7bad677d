import type { Job } from '@uaq/contract';
import { createJob } from './support/api';
import { pageTest, seen, useBrowser } from './support/browser';
import { STATIC_ROUTES } from './support/routes';

// The site fits a 360 px phone: no page scrolls sideways (a person would see the page cut off).
const browser = useBrowser();
const SMALL_PHONE = { width: 360, height: 740 };
let job: Job;

beforeAll(async () => {
  job = await createJob({
    title: 'Senior Fire Alarm and Voice Evacuation Commissioning Engineer (layout journey)',
    requirements: ['Experience with addressable panels from at least two manufacturers, and NFPA 72'],
  });
});

describe('Layout on a 360 px phone', () => {
  pageTest(
    browser,
    'no public page (nor the constants test page) is wider than the screen',
    async (page) => {
      const screens = STATIC_ROUTES.filter(
        (route, index) => STATIC_ROUTES.findIndex((other) => other.screen === route.screen) === index,
      ).map((route) => route.path);
      const tooWide: string[] = [];
      const extra = ['/projects/1', `/careers/apply/${job.id}`, '/no-such-page', '/admin/constants-test'];
      for (const path of [...screens, ...extra]) {
        await page.goto(path);
        await seen(page.getByRole('heading', { level: 1 }));
        const widths = await page.evaluate(() => ({
          content: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        if (widths.content > widths.screen)
          tooWide.push(`${path}: ${widths.content}px content in ${widths.screen}px`);
      }
      expect(tooWide).toEqual([]);
    },
    { viewport: SMALL_PHONE, timeout: 90_000 },
  );
});

describe('Header on tablets and small laptops', () => {
  pageTest(
    browser,
    'keeps the menu, the phone and the quote button on one row without sideways scroll',
    async (page) => {
      const tooWide: string[] = [];
      for (const width of [769, 900, 1024, 1100, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/services/fire-alarm');
        await seen(page.getByRole('heading', { level: 1 }));
        const sizes = await page.evaluate(() => ({
          content: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
          header: document.querySelector('.site-header__inner')!.getBoundingClientRect().height,
        }));
        if (sizes.content > sizes.screen || sizes.header > 80)
          tooWide.push(`${width}px: ${JSON.stringify(sizes)}`);
      }
      expect(tooWide).toEqual([]);
    },
  );
});
