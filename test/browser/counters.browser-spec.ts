import type { Page } from 'playwright-core';
import type { SiteConstants } from '@uaq/contract';
import { getConstants, patchConstants, putConstants } from './support/api';
import { pageTest, seen, useBrowser } from './support/browser';

// Journey 2: the counters count up to the site constants' values.
const browser = useBrowser();
let original: SiteConstants;

beforeAll(async () => {
  original = await getConstants();
});
afterAll(async () => {
  await putConstants(original);
});

/** A counter's final number as a person reads it, e.g. '137' or '137+'. */
function counterValue(page: Page, value: number) {
  return page.getByText(new RegExp(`^\\s*${value}\\s*\\+?\\s*$`));
}

describe('Counters', () => {
  pageTest(browser, 'home shows Projects Completed and Happy Clients from the constants', async (page) => {
    await patchConstants({ projectCount: 137, clientsCount: 64 });
    await page.goto('/');
    await seen(page.getByText('Projects Completed'));
    await seen(page.getByText('Happy Clients'));
    // The animation runs for 2.5 s; the final numbers must then stay.
    await seen(counterValue(page, 137), 8_000);
    await seen(counterValue(page, 64), 8_000);
  });

  pageTest(browser, 'about shows all four counters from the constants', async (page) => {
    await patchConstants({ projectCount: 141, clientsCount: 67, expertEngineers: 23, yearsExperience: 17 });
    await page.goto('/about');
    for (const label of ['Projects Completed', 'Happy Clients', 'Expert Engineers', 'Years Experience']) {
      await seen(page.getByText(label).first());
    }
    for (const value of [141, 67, 23, 17]) await seen(counterValue(page, value), 8_000);
  });

  pageTest(browser, 'home falls back to 22 and 5 when the values are not numbers', async (page) => {
    await patchConstants({ projectCount: 'many', clientsCount: 'lots' });
    await page.goto('/');
    await seen(counterValue(page, 22), 8_000);
    await seen(counterValue(page, 5), 8_000);
  });
});
