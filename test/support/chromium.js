// @ts-check
/**
 * How tests and scripts start Debian's Chromium: its path and the
 * flags that keep it quiet on a closed network. Plain CommonJS, like mariadb.js, for both TypeScript
 * tests and plain scripts (`test/bench/*.mjs`).
 */
'use strict';

const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
