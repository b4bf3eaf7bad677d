import { readdirSync } from 'node:fs';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES as MESSAGES } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  compoundFile,
  createJob,
  docResume,
  docxResume,
  nextClientAddress,
  pdfResume,
  textPretendingToBePdf,
} from './job-applications-fixtures';

describe.each(TEST_ENGINES)('Job applications: submitting (%s)', (engine) => {
  let api: ApiTestApp;
  let job: { id: number; title: string };
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    job = await createJob(api, { title: 'Fire Fighting Systems Engineer' });
  });
  afterAll(() => api.close());

  const apply = () => api.request().post('/api/job-applications').set('X-Forwarded-For', nextClientAddress());
  const adminList = async () =>
    (
      await api
        .request()
        .get('/api/admin/job-applications')
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .expect(200)
    ).body.data as Array<Record<string, unknown>>;

  /** A multipart request with every field of `body` as text, plus an optional resume. */
  function multipart(
    body: Record<string, unknown>,
    resume?: { content: Buffer; name: string; type?: string },
  ) {
    const request = apply();
    for (const [field, value] of Object.entries(body)) request.field(field, String(value));
    if (resume)
      request.attach('resume', resume.content, {
        filename: resume.name,
        contentType: resume.type ?? 'application/pdf',
      });
    return request;
  }

  it('accepts JSON: 201 with the success text and the id; stores the email in its one form, consent time', async () => {
    const body = applicationFor(job.id, { firstName: '  Omar  ', email: '  Omar.Saeed@Exämple.COM ' });
    const response = await apply().send(body).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: MESSAGES.submitted,
      data: { id: expect.any(Number) },
    });
    const stored = (await adminList()).find((a) => a.id === response.body.data.id);
    expect(stored).toMatchObject({
      firstName: 'Omar',
      fullName: 'Omar Rahman',
      // Trimmed, the domain in lower-case ASCII (IDNA), the local part as typed.
      email: 'Omar.Saeed@xn--exmple-cua.com',
      status: 'pending',
      hasResume: false,
      resumeFileName: null,
      jobId: job.id,
      jobDetails: expect.objectContaining({ id: job.id, title: job.title }),
      statusHistory: [],
      consentAt: expect.stringMatching(/Z$/),
    });
  });

  it('takes the position from the job, not from the client', async () => {
    const response = await apply()
      .send(applicationFor(job.id, { position: 'Chief Executive Officer' }))
      .expect(201);
    const stored = (await adminList()).find((a) => a.id === response.body.data.id);
    expect(stored?.position).toBe(job.title);
  });

  it('stores an empty LinkedIn URL as null', async () => {
    const response = await apply()
      .send(applicationFor(job.id, { linkedinUrl: '   ' }))
      .expect(201);
    expect((await adminList()).find((a) => a.id === response.body.data.id)?.linkedinUrl).toBeNull();
  });

  it.each([
    ['firstName', MESSAGES.firstNameRequired, '   '],
    ['lastName', MESSAGES.lastNameRequired, ''],
    ['email', MESSAGES.emailRequired, ' '],
    ['email', MESSAGES.emailInvalid, 'not-an-email'],
    ['email', MESSAGES.emailInvalid, 'name@domain'],
    ['phone', MESSAGES.phoneRequired, ''],
    ['address', MESSAGES.addressRequired, '  '],
    ['coverLetter', MESSAGES.coverLetterRequired, ''],
    ['linkedinUrl', MESSAGES.linkedinInvalid, 'https://example.com/me'],
    ['linkedinUrl', MESSAGES.linkedinInvalid, 'javascript:alert(1)//linkedin.com'],
    ['consent', MESSAGES.consentRequired, false],
    ['firstName', 'First name must be at most 100 characters', 'x'.repeat(APPLICATION_LIMITS.name + 1)],
    [
      'coverLetter',
      'Cover letter must be at most 10,000 characters',
      'x'.repeat(APPLICATION_LIMITS.coverLetter + 1),
    ],
  ])('refuses %s with "%s" (400)', async (field, message, value) => {
    const response = await apply()
      .send(applicationFor(job.id, { [field]: value }))
      .expect(400);
    expect(response.body).toMatchObject({
      success: false,
      statusCode: 400,
      message,
      errors: { [field]: message },
    });
  });

  it('names every missing field at once, consent included', async () => {
    const response = await apply().send({ jobId: job.id }).expect(400);
    expect(response.body.errors).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
      address: MESSAGES.addressRequired,
      coverLetter: MESSAGES.coverLetterRequired,
      consent: MESSAGES.consentRequired,
    });
  });

  it('refuses unknown fields', async () => {
    const response = await apply()
      .send(applicationFor(job.id, { status: 'hired' }))
      .expect(400);
    expect(response.body.errors).toEqual({ status: 'Unknown field: status' });
  });

  it('answers 404 for a missing or draft job and 409 for a closed one', async () => {
    const missing = await apply().send(applicationFor(999999)).expect(404);
    expect(missing.body.message).toBe(MESSAGES.jobNotFound);
    const draft = await createJob(api, { status: 'inactive' });
    expect((await apply().send(applicationFor(draft.id)).expect(404)).body.message).toBe(
      MESSAGES.jobNotFound,
    );
    const closed = await createJob(api, { status: 'closed' });
    const refused = await apply().send(applicationFor(closed.id)).expect(409);
    expect(refused.body).toEqual({
      success: false,
      statusCode: 409,
      message: MESSAGES.jobNotAccepting,
      code: 'application.jobNotAccepting',
    });
  });

  it('allows one live application per email per job, and a new one after a rejection', async () => {
    const first = await apply()
      .send(applicationFor(job.id, { email: 'twice@example.com' }))
      .expect(201);
    // The same address: a domain's letter case is no difference.
    const again = await apply()
      .send(applicationFor(job.id, { email: ' twice@EXAMPLE.com' }))
      .expect(409);
    expect(again.body.message).toBe(MESSAGES.duplicate);
    const otherJob = await createJob(api);
    await apply()
      .send(applicationFor(otherJob.id, { email: 'twice@example.com' }))
      .expect(201);

    await api
      .request()
      .patch(`/api/admin/job-applications/${first.body.data.id}/status`)
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .send({ status: 'rejected', confirm: true })
      .expect(200);
    await apply()
      .send(applicationFor(job.id, { email: 'twice@example.com' }))
      .expect(201);
  });

  it('stays one live application when two identical submissions race', async () => {
    const body = applicationFor(job.id, { email: 'racer@example.com' });
    const statuses = (await Promise.all([apply().send(body), apply().send(body), apply().send(body)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  describe('multipart', () => {
    it('accepts the form fields as text (jobId, consent "on") without a resume', async () => {
      const response = await multipart(applicationFor(job.id, { consent: 'on' })).expect(201);
      expect((await adminList()).find((a) => a.id === response.body.data.id)?.hasResume).toBe(false);
    });

    it('refuses consent "false" in multipart', async () => {
      const response = await multipart(applicationFor(job.id, { consent: 'false' })).expect(400);
      expect(response.body.errors).toEqual({ consent: MESSAGES.consentRequired });
    });

    it.each([
      ['PDF', pdfResume(), 'cv.pdf'],
      ['DOCX', docxResume(), 'cv.docx'],
      ['DOC', docResume(), 'cv.doc'],
    ])('accepts a %s resume recognised by content', async (_kind, content, name) => {
      const response = await multipart(applicationFor(job.id), {
        content,
        name,
        type: 'application/octet-stream',
      }).expect(201);
      const stored = (await adminList()).find((a) => a.id === response.body.data.id);
      expect(stored).toMatchObject({ hasResume: true, resumeFileName: name });
    });

    it('refuses a text file named .pdf with 415 and stores nothing', async () => {
      const before = (await adminList()).length;
      const response = await multipart(applicationFor(job.id), {
        content: textPretendingToBePdf(),
        name: 'cv.pdf',
      }).expect(415);
      expect(response.body).toEqual({
        success: false,
        statusCode: 415,
        message: MESSAGES.resumeType,
        code: 'application.resumeType',
      });
      expect(await adminList()).toHaveLength(before);
    });

    it('refuses an Excel workbook named .doc with 415 (an OLE2 file that is not a Word document)', async () => {
      const workbook = compoundFile({ streams: ['Workbook', '\u0005SummaryInformation'] });
      const response = await multipart(applicationFor(job.id), {
        content: workbook,
        name: 'cv.doc',
        type: 'application/msword',
      }).expect(415);
      expect(response.body).toEqual({
        success: false,
        statusCode: 415,
        message: MESSAGES.resumeType,
        code: 'application.resumeType',
      });
    });

    it('refuses a resume of 5 MB + 1 byte with 413', async () => {
      const content = Buffer.concat([
        pdfResume(),
        Buffer.alloc(APPLICATION_LIMITS.resumeBytes + 1 - pdfResume().length),
      ]);
      const response = await multipart(applicationFor(job.id), { content, name: 'big.pdf' }).expect(413);
      expect(response.body).toEqual({
        success: false,
        statusCode: 413,
        message: MESSAGES.resumeSize,
        code: 'application.resumeSize',
      });
    });

    it('accepts a resume of exactly 5 MB and stores every byte of it', async () => {
      const content = Buffer.concat([
        pdfResume(),
        Buffer.alloc(APPLICATION_LIMITS.resumeBytes - pdfResume().length, 0x20),
      ]);
      const response = await multipart(applicationFor(job.id), { content, name: 'five.pdf' }).expect(201);
      const download = await api
        .request()
        .get(`/api/admin/job-applications/${response.body.data.id}/resume`)
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .buffer(true)
        .expect(200);
      expect(Buffer.from(download.body as Buffer).equals(content)).toBe(true);
    });

    it('keeps no file of a refused application, whatever refused it', async () => {
      // The resume is in the store under its temp name before the form is checked: each refusal removes it.
      const files = () => readdirSync(api.env.UPLOADS_DIR).sort();
      await multipart(applicationFor(job.id), { content: pdfResume(), name: 'cv.pdf' }).expect(201);
      const before = files();
      const closed = await createJob(api, { status: 'closed' });
      const taken = applicationFor(job.id);
      await multipart(taken, { content: pdfResume(), name: 'cv.pdf' }).expect(201);
      const afterOne = files();
      const refusals: [Record<string, unknown>, number][] = [
        [applicationFor(job.id, { email: 'not an address' }), 400],
        [applicationFor(job.id, { shoeSize: 44 }), 400],
        [applicationFor(999_999), 404],
        [applicationFor(closed.id), 409],
        [taken, 409],
      ];
      for (const [body, status] of refusals) {
        await multipart(body, { content: pdfResume(), name: 'cv.pdf' }).expect(status);
      }
      expect(afterOne).toHaveLength(before.length + 1);
      expect(files()).toEqual(afterOne);
    });

    it('refuses a file under another field name', async () => {
      const request = multipart(applicationFor(job.id));
      request.attach('photo', pdfResume(), 'me.pdf');
      await request.expect(400);
    });
  });

  it('documents the apply endpoint as JSON and multipart (with the resume file) in OpenAPI', async () => {
    const document = (await api.request().get('/api/docs/json').expect(200)).body;
    const content = document.paths['/api/job-applications'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(expect.arrayContaining(['application/json', 'multipart/form-data']));
    expect(JSON.stringify(content['multipart/form-data'])).toContain('"format":"binary"');
  });

  describe('rate limit', () => {
    const sendFrom = (app: ApiTestApp, address: string, jobId: number) => () =>
      app.request().post('/api/job-applications').set('X-Forwarded-For', address).send(applicationFor(jobId));

    it('takes 30 applications from one address within the hour by default (a walk-in day on one network), then answers 429', async () => {
      const send = sendFrom(api, '203.0.113.77', job.id);
      for (let i = 0; i < 30; i += 1) await send().expect(201);
      const refused = await send().expect(429);
      expect(refused.body.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('takes as many as APPLICATIONS_PER_ADDRESS_PER_HOUR says', async () => {
      const limited = await startApiApp(engine, {
        extraEnv: { TRUST_PROXY: 'loopback', APPLICATIONS_PER_ADDRESS_PER_HOUR: '3' },
      });
      try {
        const other = await createJob(limited, { title: 'Sprinkler Fitter' });
        const send = sendFrom(limited, '203.0.113.78', other.id);
        for (let i = 0; i < 3; i += 1) await send().expect(201);
        await send().expect(429);
        // Another address still gets in.
        await sendFrom(limited, '203.0.113.79', other.id)().expect(201);
      } finally {
        await limited.close();
      }
    });
  });
});
