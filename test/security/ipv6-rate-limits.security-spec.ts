import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';
import { applicationFor, createJob } from '../api/job-applications-fixtures';

const QUOTE = {
  name: 'Aisha Al Marri',
  email: 'aisha@example.com',
  phone: '+971 50 000 0001',
  emirate: 'umm-al-quwain',
  buildingType: 'villa',
  services: ['fire-alarm'],
  amc: false,
  preferredContact: 'email',
  consent: true,
};
const ENQUIRY = {
  name: 'Aisha Al Marri',
  email: 'aisha@example.com',
  subject: 'fire-alarm',
  message: 'Please quote for a fire alarm system in our warehouse.',
};

/**
 * Finding: the quote limit counted each IPv6 address on its own, and a subscriber is handed a whole
 * /64 (2^64 addresses), so one visitor had endless fresh allowances. Tried as that visitor would:
 * every request from a new address of the same /64, for every limit counted by address.
 */
describe.each(TEST_ENGINES)('Address limits count an IPv6 /64 as one client (%s)', (engine) => {
  let api: ApiTestApp;
  let jobId: number;
  beforeAll(async () => {
    // The applications' allowance set low (it is a setting, 30 by default): the grouping is what counts here.
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', APPLICATIONS_PER_ADDRESS_PER_HOUR: '10' },
    });
    jobId = (await createJob(api)).id;
  });
  afterAll(() => api.close());

  let prefix = 0;
  /** A /64 of its own for each test, as `2001:db8:<n>:<n>`. */
  const nextPrefix = () => `2001:db8:${(prefix += 1).toString(16)}:${prefix.toString(16)}`;
  /** Another address in the /64 each time: the interface half changes, as privacy addresses do. */
  const addressIn = (network: string, host: number) =>
    `${network}:${host.toString(16)}:${((host * 7919) & 0xffff).toString(16)}:a${host.toString(16)}:1`;

  const forms: [string, number, (from: string) => Promise<{ status: number }>][] = [
    [
      'quote requests',
      5,
      (from) => api.request().post('/api/quote-requests').set('X-Forwarded-For', from).send(QUOTE),
    ],
    [
      'contact enquiries',
      5,
      (from) => api.request().post('/api/contact').set('X-Forwarded-For', from).send(ENQUIRY),
    ],
    [
      'applications',
      10,
      (from) =>
        api.request().post('/api/job-applications').set('X-Forwarded-For', from).send(applicationFor(jobId)),
    ],
    [
      '"Lost your link?"',
      5,
      (from) =>
        api
          .request()
          .post('/api/applicant-status/link')
          .set('X-Forwarded-For', from)
          .send({ email: 'nobody@example.com' }),
    ],
    [
      'sign-in attempts',
      20,
      (from) =>
        api
          .request()
          .post('/api/admin/login')
          .set('X-Forwarded-For', from)
          .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }),
    ],
  ];

  it.each(forms)(
    'counts %s from one /64 together (the next address gets 429), another /64 apart',
    async (_name, points, send) => {
      const network = nextPrefix();
      for (let host = 1; host <= points; host += 1) {
        expect((await send(addressIn(network, host))).status).toBeLessThan(300);
      }
      expect((await send(addressIn(network, 999))).status).toBe(429);
      // Written another way (leading zeros, `::`), the same /64 is the same client.
      const [, , a, b] = network.split(':');
      expect((await send(`2001:0db8:${a.padStart(4, '0')}:${b}::1`)).status).toBe(429);
      expect((await send(`${nextPrefix()}::1`)).status).toBeLessThan(300);
    },
  );

  it('counts an IPv4 address written IPv4-mapped as that IPv4 address', async () => {
    for (let sent = 1; sent <= 5; sent += 1) {
      const from = sent % 2 ? '192.0.2.77' : '::ffff:192.0.2.77';
      await api.request().post('/api/quote-requests').set('X-Forwarded-For', from).send(QUOTE).expect(201);
    }
    await api
      .request()
      .post('/api/quote-requests')
      .set('X-Forwarded-For', '::FFFF:192.0.2.77')
      .send(QUOTE)
      .expect(429);
    await api
      .request()
      .post('/api/quote-requests')
      .set('X-Forwarded-For', '192.0.2.78')
      .send(QUOTE)
      .expect(201);
  });
});
