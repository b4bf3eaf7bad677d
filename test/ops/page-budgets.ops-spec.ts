import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  makeTempDir,
  productionEnv,
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
} from './support/built-server';
import { gzippedBytes, pagesOverBudget, PAGE_BUDGET_BYTES, startScripts } from './support/page-budgets';

/** Every public page type; the Arabic of each is checked too. `{job}` is an open sample job. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/fire-alarm',
  '/umm-al-quwain',
  '/projects',
  '/projects/{project}',
  '/careers',
  '/careers/apply/{job}',
  '/careers/status',
  '/contact',
  '/quote',
  '/shop',
  '/privacy',
  '/terms',
  '/no-such-page',
];

const weightOf = (html: string) => startScripts(html).reduce((sum, path) => sum + gzippedBytes(path), 0);

describe('JavaScript budgets of the public pages (build check)', () => {
  it('names a page over its budget, and no page at or under it', () => {
    const form = PAGE_BUDGET_BYTES.form;
    const other = PAGE_BUDGET_BYTES.other;
    expect(
      pagesOverBudget([
        { path: '/ar/quote', bytes: form },
        { path: '/careers/apply/7', bytes: form + 1 },
        { path: '/careers', bytes: other + 1 },
        { path: '/ar/projects/tower', bytes: other },
        { path: '/ar/contact', bytes: other + 1 },
      ]),
    ).toEqual([
      `/careers/apply/7: ${form + 1} bytes of gzipped JavaScript, budget ${form}`,
      `/careers: ${other + 1} bytes of gzipped JavaScript, budget ${other}`,
    ]);
  });

  it('counts what a page names and what those files import: a page that preloaded the admin app is over', () => {
    const assets = readdirSync(join(REPO_ROOT, 'frontend', 'dist', 'client', 'assets'));
    const admin = assets.find((file) => /^admin-careers-page-[^.]+\.js$/.test(file));
    expect(admin).toBeDefined();
    const html = `<template id="page-scripts"><link rel="modulepreload" crossorigin href="/assets/${admin}" /></template>`;
    const scripts = startScripts(html);
    expect(scripts.length).toBeGreaterThan(1); // its imports (React, the router…) count too
    expect(pagesOverBudget([{ path: '/about', bytes: weightOf(html) }])).toHaveLength(1);
  });

  describe('the built site', () => {
    const temp = makeTempDir('ops-page-budgets');
    let server: BuiltServer;
    beforeAll(async () => {
      server = await startBuiltServer(productionEnv(temp.dir, { SEED_SAMPLE_JOBS: 'true' }));
    });
    afterAll(async () => {
      await server?.stop();
      temp.remove();
    });

    it('keeps every public page, in English and in Arabic, within its budget', async () => {
      const jobs = (await (await fetch(`${server.baseUrl}/api/careers/public`)).json()) as {
        data: Array<{ id: number; status: string }>;
      };
      const job = jobs.data.find((candidate) => candidate.status === 'active');
      const projects = (await (await fetch(`${server.baseUrl}/api/projects`)).json()) as {
        data: Array<{ slug: string }>;
      };
      expect(job).toBeDefined();
      expect(projects.data.length).toBeGreaterThan(0);
      const paths = PUBLIC_PAGES.map((path) =>
        path.replace('{job}', String(job?.id)).replace('{project}', projects.data[0].slug),
      ).flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]);

      const weights = [];
      for (const path of paths) {
        const html = await (await fetch(server.baseUrl + path)).text();
        // A page that names no script would pass any budget: every page must boot its islands.
        expect([path, startScripts(html).length]).not.toEqual([path, 0]);
        weights.push({ path, bytes: weightOf(html) });
      }
      expect(pagesOverBudget(weights)).toEqual([]);
    });
  });
});
