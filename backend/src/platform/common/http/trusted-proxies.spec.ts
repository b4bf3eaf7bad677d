import express from 'express';
import request from 'supertest';
import { trustProxies } from './trusted-proxies';

/** The client address an app trusting `entries` sees for a request that claims 203.0.113.7. */
async function clientAddress(entries: false | string[]): Promise<string> {
  const app = express();
  trustProxies(app, entries);
  app.get('/', (req, res) => res.send(req.ip));
  // Host names are looked up in the background: ask until the answer settles.
  let answer = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    answer = (await request(app).get('/').set('X-Forwarded-For', '203.0.113.7')).text;
    if (answer === '203.0.113.7') break;
    await new Promise((done) => setTimeout(done, 20));
  }
  return answer;
}

describe('trustProxies', () => {
  it('believes X-Forwarded-For from a proxy named by its host name, at the addresses it resolves to', async () => {
    await expect(clientAddress(['localhost'])).resolves.toBe('203.0.113.7');
  });

  it('believes it from an address or range as before, and from nobody else', async () => {
    await expect(clientAddress(['loopback'])).resolves.toBe('203.0.113.7');
    await expect(clientAddress(['10.0.0.0/8'])).resolves.not.toBe('203.0.113.7');
    await expect(clientAddress(false)).resolves.not.toBe('203.0.113.7');
    // A name that does not resolve trusts nobody.
    await expect(clientAddress(['proxy.invalid'])).resolves.not.toBe('203.0.113.7');
  });
});
