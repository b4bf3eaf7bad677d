/**
 * The id of the `<template>` in which the server's HTML keeps the page's modulepreload links
 * (app/asset-hints.ts) until entry-boot.ts, after the first paint, puts them in the document.
 */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';
