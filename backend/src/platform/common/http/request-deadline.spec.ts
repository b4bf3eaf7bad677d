import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestDeadline } from './request-deadline';

const DEADLINE_MS = 1000;
/** Far below the deadline, so a loaded machine still sends the next chunk in time. */
const CHUNK_EVERY_MS = 50;

interface Answer {
  status: number;
  body: string;
}

/** Sends `chunks` pieces of a body, one per CHUNK_EVERY_MS; `end` false leaves it unfinished. */
function send(port: number, method: string, path: string, chunks = 0, end = true): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      { port, method, path, headers: { 'Content-Type': 'text/plain' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          clearInterval(sender);
          request.destroy();
          done({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', fail);
    let sent = 0;
    const sender = setInterval(() => {
      if (sent < chunks) {
        request.write('x'.repeat(1024));
        sent += 1;
      } else {
        clearInterval(sender);
        if (end) request.end();
      }
    }, CHUNK_EVERY_MS);
  });
}

describe('requestDeadline', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.use(requestDeadline(DEADLINE_MS, (_request, response) => void response.status(503).send('busy')));
    // An upload read to its end, then answered.
    app.post('/upload', (request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => void response.send(`received ${bytes}`));
    });
    // Work that never finishes.
    app.get('/stuck', () => undefined);
    // An answer that has begun and goes on past the deadline (a download, an export).
    app.get('/stream', (_request, response) => {
      response.write('start ');
      setTimeout(() => response.end('end'), DEADLINE_MS * 2);
    });
    server = app.listen(0);
    await new Promise((ready) => server.once('listening', ready));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('answers a request the server has not answered in time', async () => {
    await expect(send(port, 'GET', '/stuck')).resolves.toEqual({ status: 503, body: 'busy' });
  });

  it('gives an upload that keeps arriving the time it takes, past the deadline', async () => {
    const chunks = Math.ceil((DEADLINE_MS * 2.5) / CHUNK_EVERY_MS);
    await expect(send(port, 'POST', '/upload', chunks)).resolves.toEqual({
      status: 200,
      body: `received ${chunks * 1024}`,
    });
  });

  it('answers an upload that stopped arriving', async () => {
    await expect(send(port, 'POST', '/upload', 2, false)).resolves.toEqual({ status: 503, body: 'busy' });
  });

  it('leaves an answer that has begun to finish', async () => {
    await expect(send(port, 'GET', '/stream')).resolves.toEqual({ status: 200, body: 'start end' });
  });
});
