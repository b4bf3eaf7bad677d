/**
 * The page's one script tag in a build: build/scripts-after-first-paint.ts bundles this file apart
 * from the app and puts it in place of the client entry's tag.
 *
 * The server-rendered HTML is the page; the scripts only make it interactive. So they are fetched
 * after the first paint: on a phone they no longer share the connection and the processor with the
 * stylesheet and fonts that paint needs. Then every chunk of the page is requested (the
 * modulepreload links app/asset-hints.ts keeps in a `<template>`, inert until now) and the client
 * entry named by `data-entry` is imported.
 */
import { PAGE_SCRIPTS_TEMPLATE_ID } from './app/page-scripts';
import { rememberLandingSource } from './lib/visit-source';

// At once: a visitor may follow a link before the page's scripts arrive, and the landing URL is what
// tells where the visit came from.
rememberLandingSource();

const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;

/**
 * Requests are made on the main thread (about a millisecond each on a slow phone, and a form page
 * names some thirty chunks): the links go in a few at a time, one task each, so that no task of
 * their own keeps a tap waiting.
 */
const PRELOADS_PER_TASK = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function loadPageScripts(): Promise<void> {
  const hints = document.getElementById(PAGE_SCRIPTS_TEMPLATE_ID);
  if (hints instanceof HTMLTemplateElement) {
    const links = [...hints.content.children];
    for (let start = 0; start < links.length; start += PRELOADS_PER_TASK) {
      document.head.append(...links.slice(start, start + PRELOADS_PER_TASK));
      await nextTask();
    }
  }
  if (entry) await import(/* @vite-ignore */ entry);
}

/**
 * Runs `load` once the browser reports the page's first contentful paint (a paint timing entry,
 * delivered in a task of its own). Not from the first frame's callback: that runs inside the first
 * frame's rendering task, so a phone's profile (and Lighthouse's) counted the whole first layout as
 * this script's work, timed after the script arrives. The window's load event comes first on some
 * pages (the paint is reported when the frame is shown, a moment later) and on a page with nothing
 * to paint: a task after it will do (not the next frame's callback: that frame may hold a layout).
 * A page opened in a background tab paints nothing until shown, so it loads at once, as in a browser
 * without paint timing.
 */
function afterFirstPaint(load: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    load();
    return;
  }
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    observer.disconnect();
    load();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) loadOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  window.addEventListener('load', () => setTimeout(loadOnce, 0), { once: true });
}

afterFirstPaint(() => void loadPageScripts());
