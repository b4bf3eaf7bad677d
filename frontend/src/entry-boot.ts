/**
 * The page's one script tag in a build: build/scripts-after-first-paint.ts bundles this file apart
 * from the app and puts it in place of the client entry's tag.
 *
 * The server-rendered HTML is the page; the scripts only make it interactive. So they are fetched
 * after the first paint: on a phone they no longer share the connection and the processor with the
 * stylesheet and fonts that paint needs. Then every chunk of the page is requested at once (the
 * modulepreload links app/asset-hints.ts keeps in a `<template>`, inert until now) and the client
 * entry named by `data-entry` is imported.
 */
import { PAGE_SCRIPTS_TEMPLATE_ID } from './app/page-scripts';
import { rememberLandingSource } from './lib/visit-source';

// At once: a visitor may follow a link before the page's scripts arrive, and the landing URL is what
// tells where the visit came from.
rememberLandingSource();

const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;

function loadPageScripts(): void {
  const hints = document.getElementById(PAGE_SCRIPTS_TEMPLATE_ID);
  if (hints instanceof HTMLTemplateElement) document.head.append(hints.content);
  if (entry) void import(/* @vite-ignore */ entry);
}

// The callback of the next frame runs before that frame is painted; a task queued from it runs after.
// A page opened in a background tab gets no frames (and paints nothing) until shown: it loads at once.
if (document.visibilityState === 'hidden') loadPageScripts();
else requestAnimationFrame(() => setTimeout(loadPageScripts, 0));
