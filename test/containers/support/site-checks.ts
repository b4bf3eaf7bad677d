import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { pdfResume } from '../../support/resume-fixtures';
import { sleep, waitFor } from '../../ops/support/built-server';
import {
  applyWithResume,
  createJob,
  downloadResume,
  getJson,
  logIn,
  OPS_APPLICANT,
  OPS_ENQUIRY,
} from '../../ops/support/site-client';

/** Waits until /api/health/ready answers 200; resolves how long that took. */
export async function waitUntilReady(baseUrl: string, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  await waitFor(
    `${baseUrl}/api/health/ready to answer 200`,
    async () => (await getJson(`${baseUrl}/api/health/ready`)).status === 200,
    timeoutMs,
    100,
  );
  return Date.now() - started;
}

/** Health, liveness, readiness, the home page and an admin login: resolves the admin's token. */
export async function checkSiteServes(baseUrl: string): Promise<string> {
  expect(await getJson(`${baseUrl}/api/health`)).toMatchObject({
    status: 200,
    body: { status: 'ok', database: 'up' },
  });
  expect(await getJson(`${baseUrl}/api/health/live`)).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await getJson(`${baseUrl}/api/health/ready`)).toMatchObject({
    status: 200,
    body: { status: 'ready' },
  });
  const home = await fetch(`${baseUrl}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/text\/html/);
  // Server-rendered: the page's content is in the HTML, not only a script tag.
  expect(await home.text()).toMatch(/<html[^>]* lang="en"[\s\S]*<h1[\s\S]*<\/html>/);
  return logIn(baseUrl);
}

export interface KeptApplication {
  id: number;
  resume: Buffer;
}

/** An application with a resume whose bytes are unique to this run. */
export async function applyWithUniqueResume(
  baseUrl: string,
  token: string,
  label: string,
): Promise<KeptApplication> {
  const job = await createJob(baseUrl, token);
  const resume = Buffer.concat([pdfResume(), Buffer.from(`% ${label} ${Date.now()}\n`)]);
  const email = `${label}.${Date.now()}@example.org`;
  const { id } = await applyWithResume(baseUrl, job.id, { ...OPS_APPLICANT, email }, resume);
  return { id, resume };
}

/** The application is listed for the admin and its resume file comes back byte for byte. */
export async function expectApplicationKept(
  baseUrl: string,
  token: string,
  kept: KeptApplication,
): Promise<void> {
  const application = await getJson<{ data: { id: number } }>(
    `${baseUrl}/api/admin/job-applications/${kept.id}`,
    token,
  );
  expect(application).toMatchObject({ status: 200, body: { data: { id: kept.id } } });
  expect((await downloadResume(baseUrl, kept.id, token)).equals(kept.resume)).toBe(true);
}

/** HR deletes (erases) an application through the admin API, as the tracker's Delete does. */
export async function eraseApplication(baseUrl: string, token: string, id: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/job-applications/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
}

export async function expectApplicationGone(baseUrl: string, token: string, id: number): Promise<void> {
  expect((await getJson(`${baseUrl}/api/admin/job-applications/${id}`, token)).status).toBe(404);
}

interface KeepAliveReply {
  status: number;
  connection: string | undefined;
  /** Sent on a connection kept alive from an earlier request. */
  reusedSocket: boolean;
  ready?: { server?: string };
}

function keepAliveGet(agent: Agent, port: number, path: string): Promise<KeepAliveReply> {
  return new Promise((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        let ready: KeepAliveReply['ready'];
        try {
          ready = JSON.parse(body) as KeepAliveReply['ready'];
        } catch {
          ready = undefined;
        }
        done({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          reusedSocket: request.reusedSocket,
          ready,
        });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(Object.assign(error, { reusedSocket: request.reusedSocket })),
    );
    request.end();
  });
}

export interface DrainReport {
  /** How long the stop command took. */
  stopMs: number;
  /** The in-flight request's status line. */
  inFlight: string;
  /** Keep-alive requests answered while draining, and those that failed other than by refusal. */
  answeredWhileDraining: number;
  failed: string[];
  sawNotReadyWithConnectionClose: boolean;
  /** The first "not ready" came on the connection kept alive from before SIGTERM (not closed under it). */
  firstNotReadyOnKeptConnection: boolean;
}

/**
 * SIGTERM while a request is in flight and a keep-alive client keeps asking: the client is told not
 * ready (with `Connection: close`) and never gets a reset, the request in flight completes, then
 * the server stops. `stop` sends SIGTERM the way an operator does (docker stop / compose stop).
 */
export async function drainDuringStop(port: number, stop: () => Promise<unknown>): Promise<DrainReport> {
  const body = JSON.stringify({ ...OPS_ENQUIRY, email: 'in-flight@example.net' });
  const socket = connect(port, '127.0.0.1');
  let reply = '';
  socket.on('data', (chunk: Buffer) => (reply += chunk.toString('utf8')));
  await new Promise<void>((done) => socket.once('connect', () => done()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  await sleep(300);

  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const failed: string[] = [];
  let answered = 0;
  let sawNotReadyWithConnectionClose = false;
  // One answered request first, so the client holds a kept-alive connection when SIGTERM comes.
  expect((await keepAliveGet(agent, port, '/api/health/ready')).status).toBe(200);
  const started = Date.now();
  const stopping = stop().then(() => Date.now() - started);
  let stopped = false;
  void stopping.then(() => (stopped = true)).catch(() => (stopped = true));
  // Keep asking until the server stops accepting. It says so by refusing a new connection, or by
  // resetting one it accepted as its listener closed (before reading a byte of it). A reset of a
  // kept-alive connection, or any reset before the server turned not ready, is a failure.
  let finishedInFlight = false;
  let sawDraining = false;
  let firstNotReadyOnKeptConnection = false;
  while (!stopped) {
    try {
      const response = await keepAliveGet(agent, port, '/api/health/ready');
      answered += 1;
      if (response.status === 503 && response.ready?.server === 'draining') {
        if (!sawDraining) firstNotReadyOnKeptConnection = response.reusedSocket;
        sawDraining = true;
        if (response.connection === 'close') sawNotReadyWithConnectionClose = true;
        if (!finishedInFlight) {
          // Not socket.end(): a half-closed client connection makes Node abort the request.
          socket.write(body.slice(half));
          finishedInFlight = true;
        }
      }
    } catch (error) {
      const { code = String(error), reusedSocket } = error as NodeJS.ErrnoException & {
        reusedSocket?: boolean;
      };
      if (code === 'ECONNREFUSED') break;
      if (code === 'ECONNRESET' && sawDraining && !reusedSocket) break;
      failed.push(reusedSocket ? `${code} (kept-alive connection)` : code);
    }
    await sleep(50);
  }
  const stopMs = await stopping;
  agent.destroy();
  await waitFor('the reply to the request in flight', async () => /\r\n\r\n/.test(reply), 10_000);
  socket.destroy();
  return {
    stopMs,
    inFlight: reply.split('\r\n')[0],
    answeredWhileDraining: answered,
    failed,
    sawNotReadyWithConnectionClose,
    firstNotReadyOnKeptConnection,
  };
}
