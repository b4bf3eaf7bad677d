import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What global setup tells the browser suites about the production server it started. */
export interface BrowserServerInfo {
  baseUrl: string;
  adminUsername: string;
  adminPassword: string;
  /** A token from one login in global setup: suites use it for API set-up (login attempts are rate limited). */
  adminToken: string;
  /** The server's signing secret, so a suite can forge an expired but well-signed token. */
  jwtSecret: string;
  /** Where global setup kept the server's database, uploads and logs. */
  workDir: string;
  pid: number;
}

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const TMP_DIR = join(REPO_ROOT, 'test', '.tmp');
export const FAILURE_DIR = join(TMP_DIR, 'browser-failures');

let cached: BrowserServerInfo | undefined;

export function serverInfo(): BrowserServerInfo {
  const file = process.env.BROWSER_SERVER_INFO;
  if (!file)
    throw new Error('BROWSER_SERVER_INFO is not set: run the browser suite with `npm run test:browser`');
  cached ??= JSON.parse(readFileSync(file, 'utf8')) as BrowserServerInfo;
  return cached;
}
