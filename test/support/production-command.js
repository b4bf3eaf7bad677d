// @ts-check
/**
 * The Node flags of the production start command, `npm run start:prod` in package.json (the
 * Dockerfile's CMD runs the same command), so the benchmark and the ops tests start the server as
 * production does. Plain CommonJS, like mariadb.js, for both TypeScript tests and plain scripts.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS so plain node scripts can load it */

const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const MAIN = 'backend/dist/main.js';

/** @returns {string[]} the flags between `node` and the entry point, e.g. `['--max-semi-space-size=4']` */
function productionNodeFlags() {
  const packageJson = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
  const command = String(packageJson.scripts?.['start:prod'] ?? '');
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== MAIN) {
    throw new Error(`package.json start:prod should be "node [flags] ${MAIN}", found "${command}"`);
  }
  return words.slice(1, -1);
}

module.exports = { productionNodeFlags };
