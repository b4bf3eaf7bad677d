import {
  APPLICATION_MESSAGES,
  ENQUIRY_ADMIN_MESSAGES,
  JOB_CLOSING_MESSAGES,
  REQUEST_MESSAGES,
} from '@uaq/contract';
import {
  APPLICATION_MESSAGES_AR,
  JOB_CLOSING_MESSAGES_AR,
  REQUEST_MESSAGES_AR,
} from '@uaq/contract/messages.ar';
import { ADMIN_MESSAGES_AR } from '@uaq/contract/admin-messages.ar';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

const ENQUIRY = {
  name: 'Fatima Al Shamsi',
  email: 'fatima@example.com',
  subject: 'fire-alarm',
  message: 'Annual maintenance for a six-storey building.',
};

/**
 * Every error body carries its message's catalogue code (and parameters), the same in
 * both languages, beside the words written in the visitor's language.
 */
describe.each(TEST_ENGINES)('Error codes (%s)', (engine) => {
  let api: ApiTestApp;
  let now: Date | undefined;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    const clock = api.app.get(Clock);
    const realNow = clock.now.bind(clock);
    jest.spyOn(clock, 'now').mockImplementation(() => (now ? new Date(now) : realNow()));
  });
  afterAll(() => api.close());

  const post = (path: string, language?: string, from = nextClientAddress()) => {
    const call = api.request().post(path).set('X-Forwarded-For', from);
    return language === undefined ? call : call.set('Accept-Language', language);
  };

  it('gives each bad field its code (and parameters) in both languages, with the words in each', async () => {
    const body = { ...applicationFor(999_999, { email: 'not-an-email' }), isAdmin: true };
    const english = await post('/api/job-applications').send(body).expect(400);
    const arabic = await post('/api/job-applications', 'ar').send(body).expect(400);
    for (const response of [english, arabic]) {
      expect(response.body).toMatchObject({
        fieldCodes: { email: 'application.emailInvalid', isAdmin: 'request.unknownField' },
        fieldParams: { isAdmin: { field: 'isAdmin' } },
      });
      // The top level names the first field's message, with its code.
      const first = Object.keys(response.body.errors)[0];
      expect(response.body.message).toBe(response.body.errors[first]);
      expect(response.body.code).toBe(response.body.fieldCodes[first]);
    }
    expect(english.body.errors).toEqual({
      email: APPLICATION_MESSAGES.emailInvalid,
      isAdmin: REQUEST_MESSAGES.unknownField('isAdmin'),
    });
    expect(arabic.body.errors).toEqual({
      email: APPLICATION_MESSAGES_AR.emailInvalid,
      isAdmin: REQUEST_MESSAGES_AR.unknownField('isAdmin'),
    });
  });

  it('carries the parameters of a message that has some at the top level', async () => {
    const response = await post('/api/contact', 'ar')
      .send({ ...ENQUIRY, isAdmin: true })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'request.unknownField',
      params: { field: 'isAdmin' },
      message: REQUEST_MESSAGES_AR.unknownField('isAdmin'),
    });
  });

  it('names a missing job by code in both languages', async () => {
    const english = await api.request().get('/api/careers/public/999999').expect(404);
    const arabic = await api
      .request()
      .get('/api/careers/public/999999')
      .set('Accept-Language', 'ar')
      .expect(404);
    expect(english.body).toMatchObject({
      code: 'application.jobNotFound',
      message: APPLICATION_MESSAGES.jobNotFound,
    });
    expect(arabic.body).toMatchObject({
      code: 'application.jobNotFound',
      message: APPLICATION_MESSAGES_AR.jobNotFound,
    });
  });

  it('refuses a job past its closing day with the day as a parameter', async () => {
    now = new Date('2031-03-10T09:00:00+04:00');
    try {
      const job = await createJob(api, { title: 'Closing Soon', closesOn: '2031-03-12' });
      now = new Date('2031-03-13T00:00:01+04:00');
      const english = await post('/api/job-applications').send(applicationFor(job.id)).expect(409);
      const arabic = await post('/api/job-applications', 'ar').send(applicationFor(job.id)).expect(409);
      for (const response of [english, arabic]) {
        expect(response.body).toMatchObject({
          code: 'jobClosing.closed',
          params: { closedOn: '2031-03-12' },
        });
      }
      expect(english.body.message).toBe(JOB_CLOSING_MESSAGES.closed('2031-03-12'));
      expect(arabic.body.message).toBe(JOB_CLOSING_MESSAGES_AR.closed('2031-03-12'));
    } finally {
      now = undefined;
    }
  });

  it('names the limit a 429 is for, in both languages', async () => {
    const from = nextClientAddress();
    for (let sent = 0; sent < 5; sent += 1) await post('/api/contact', 'en', from).send(ENQUIRY).expect(201);
    const english = await post('/api/contact', undefined, from).send(ENQUIRY).expect(429);
    const arabic = await post('/api/contact', 'ar', from).send(ENQUIRY).expect(429);
    expect(english.body).toMatchObject({
      code: 'request.tooManyMessages',
      message: REQUEST_MESSAGES.tooManyMessages,
    });
    expect(arabic.body).toMatchObject({
      code: 'request.tooManyMessages',
      message: REQUEST_MESSAGES_AR.tooManyMessages,
    });
  });

  it("answers the admin area in the language it asks for (its member's), with the code beside it", async () => {
    const refusal = (language?: string) => {
      const request = api
        .request()
        .delete('/api/admin/enquiries/999999')
        .set('Authorization', `Bearer ${adminToken}`);
      return (language ? request.set('Accept-Language', language) : request).expect(404);
    };
    const adminToken = await api.adminToken();
    expect((await refusal('ar')).body).toEqual({
      success: false,
      statusCode: 404,
      message: ADMIN_MESSAGES_AR.enquiryAdmin.notFound,
      code: 'enquiryAdmin.notFound',
    });
    expect((await refusal()).body).toEqual({
      success: false,
      statusCode: 404,
      message: ENQUIRY_ADMIN_MESSAGES.notFound,
      code: 'enquiryAdmin.notFound',
    });
  });
});
