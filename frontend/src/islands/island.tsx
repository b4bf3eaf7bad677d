import { Suspense, type ReactNode } from 'react';
import { useServerRenderContext } from '@/components/seo/head-context';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';
import type { IslandName } from './registry';

/**
 * A part of a server-rendered page that works in the browser: the server renders `children` inside
 * a `<div data-island="name">` (laid out as if the div were not there) with `props` as JSON, and
 * tells the page's preload hints to fetch that island's code. In the browser islands/start.ts mounts
 * the island's module there (registry.ts); the rest of the page stays the server's HTML.
 */
export function Island({
  name,
  props,
  children,
}: {
  name: IslandName;
  props?: unknown;
  children?: ReactNode;
}) {
  useServerRenderContext()?.islands.add(name);
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTRIBUTE]: name }}
      {...(props === undefined ? {} : { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) })}
    >
      {/* The boundary a React island hydrates in (react-island.tsx): the same on both sides. */}
      <Suspense>{children}</Suspense>
    </div>
  );
}
