import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

export interface PageVisit {
  /** Requests the page made that failed (`url error`). */
  failed: string[];
  /** Stylesheets and scripts of the site that arrived. */
  assetsLoaded: number;
  headers: Record<string, string>;
  title: string;
}

/**
 * Opens `url` in Debian's Chromium as a visitor would. `host` (the name in the URL) is mapped to
 * 127.0.0.1 inside the browser only, so the page is on a name that is not `localhost`, as on a LAN
 * or the internet. `acceptCertificate`: the test's own self-signed certificate.
 */
export async function visitInChromium(
  url: string,
  host: string,
  { acceptCertificate = false } = {},
): Promise<PageVisit> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: acceptCertificate });
    const page = await context.newPage();
    const failed: string[] = [];
    let assetsLoaded = 0;
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('requestfinished', (request) => {
      if (/\/assets\/.*\.(css|js)$/.test(new URL(request.url()).pathname)) assetsLoaded += 1;
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The boot script imports the page's modules after the first paint: wait for the network to settle.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    return {
      failed,
      assetsLoaded,
      headers: response ? await response.allHeaders() : {},
      title: await page.title(),
    };
  } finally {
    await browser.close();
  }
}

export interface TestCertificate {
  /** Certificate chain and key in one PEM file, as HAProxy takes it. */
  pemFile: string;
  certificate: string;
}

/** A self-signed certificate for `host`, made with openssl (as an operator would for a trial). */
export function makeTestCertificate(dir: string, host: string): TestCertificate {
  const key = join(dir, 'tls.key');
  const cert = join(dir, 'tls.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pemFile = join(dir, 'site.pem');
  const certificate = readFileSync(cert, 'utf8');
  execFileSync('sh', ['-c', `cat "${cert}" "${key}" > "${pemFile}"`]);
  return { pemFile, certificate };
}

export interface HttpsReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTPS request to 127.0.0.1:`port` for `host`, trusting only the test's certificate. */
export function httpsSend(
  port: number,
  host: string,
  certificate: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsReply> {
  return new Promise((done, fail) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        servername: host,
        ca: certificate,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `${host}:${port}`, ...options.headers },
        timeout: 30_000,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer within 30 s`)));
    request.on('error', fail);
    request.end(options.body);
  });
}
