import { PUBLIC_PAGE_PATHS } from '@uaq/contract';
import { PUBLIC_ROUTES } from './router';

// The sitemap (backend seo-files.ts) lists the contract's PUBLIC_PAGE_PATHS; the routes say which
// pages are canonical. A page added to one and not the other fails here.
it('lists in the sitemap exactly the routes marked listed', () => {
  const listed = PUBLIC_ROUTES.filter((route) => route.listed).map((route) => route.path);
  expect([...listed].sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
});

it('lists no alias and no address with parameters', () => {
  for (const route of PUBLIC_ROUTES.filter((candidate) => candidate.listed))
    expect(route.path).not.toMatch(/[:*]/);
});
