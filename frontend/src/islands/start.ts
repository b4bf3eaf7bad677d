import { ISLANDS, type IslandName } from './registry';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';

/** Set on `<html>` once every island of the page is mounted (its scripts work from then on). */
export const LIVE_ATTRIBUTE = 'data-live';

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/**
 * The public pages' client: the server's HTML is the page, so only its islands get code, each from
 * its own chunk (their files are already on their way: the server's modulepreload hints name them).
 */
async function mountIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      if (!isIslandName(name)) return;
      const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null');
      const island = await ISLANDS[name].load();
      await island.mount(element, props);
    }),
  );
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
}

void mountIslands();
