import { JwtService } from '@nestjs/jwt';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  applyWithResume,
  createJob,
  docResume,
  docxResume,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';

describe.each(TEST_ENGINES)('Job applications: resume download (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let withPdf: number;
  let withDocx: number;
  let withDoc: number;
  let withoutResume: number;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    const job = await createJob(api);
    const submit = async (resume: { content: Buffer; name: string }) =>
      (await applyWithResume(api, applicationFor(job.id), resume).expect(201)).body.data.id as number;
    withPdf = await submit({ content: pdfResume(), name: 'Résumé "Aisha" 2026.pdf' });
    withDocx = await submit({ content: docxResume(), name: 'cv.docx' });
    withDoc = await submit({ content: docResume(), name: 'cv.doc' });
    withoutResume = (
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(job.id))
        .expect(201)
    ).body.data.id;
  });
  afterAll(() => api.close());

  const issueToken = async (id: number) =>
    (
      await api
        .request()
        .post(`/api/admin/job-applications/${id}/resume-token`)
        .set('Authorization', auth)
        .expect(201)
    ).body.data as { token: string; expiresIn: number; url: string };

  it('issues a 5-minute token whose link serves the exact file with safe headers', async () => {
    const { token, expiresIn, url } = await issueToken(withPdf);
    expect(expiresIn).toBe(300);
    expect(url).toBe(`/api/admin/job-applications/${withPdf}/resume?token=${encodeURIComponent(token)}`);
    const response = await api
      .request()
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(response.body as Buffer, pdfResume())).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _Aisha_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22Aisha%22%202026.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['DOCX', () => withDocx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['DOC', () => withDoc, 'application/msword'],
  ])('serves a %s with its stored content type', async (_kind, id, contentType) => {
    const { url } = await issueToken(id());
    await api.request().get(url).expect(200).expect('Content-Type', contentType);
  });

  it('sends a PDF inline on request (for the admin panel preview), a Word file always as a download', async () => {
    const pdf = await issueToken(withPdf);
    const inline = await api.request().get(`${pdf.url}&inline=1`).expect(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="R_sum_ _Aisha_ 2026\.pdf"/);
    expect(inline.headers['content-type']).toBe('application/pdf');
    const docx = await issueToken(withDocx);
    const word = await api.request().get(`${docx.url}&inline=1`).expect(200);
    expect(word.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves the file to the admin bearer header too', async () => {
    await api
      .request()
      .get(`/api/admin/job-applications/${withPdf}/resume`)
      .set('Authorization', auth)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
  });

  it('refuses no token and the session token in the query (401)', async () => {
    await api.request().get(`/api/admin/job-applications/${withPdf}/resume`).expect(401);
    const session = await api.adminToken();
    const response = await api
      .request()
      .get(`/api/admin/job-applications/${withPdf}/resume?token=${session}`)
      .expect(401);
    expect(response.body).toEqual({
      success: false,
      statusCode: 401,
      message: 'Authentication required',
      code: 'auth.authenticationRequired',
    });
  });

  it('refuses a token issued for another application', async () => {
    const { token } = await issueToken(withDocx);
    await api.request().get(`/api/admin/job-applications/${withPdf}/resume?token=${token}`).expect(401);
  });

  it('refuses an expired download token and a download token used as a session', async () => {
    const jwt = api.app.get(JwtService, { strict: false });
    const expired = await jwt.signAsync({
      typ: 'resume-download',
      applicationId: withPdf,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await api.request().get(`/api/admin/job-applications/${withPdf}/resume?token=${expired}`).expect(401);
    const { token } = await issueToken(withPdf);
    await api
      .request()
      .get('/api/admin/job-applications')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
  });

  it('answers 404 Resume not found when the application has none', async () => {
    const token = await api
      .request()
      .post(`/api/admin/job-applications/${withoutResume}/resume-token`)
      .set('Authorization', auth)
      .expect(404);
    expect(token.body.message).toBe('Resume not found');
    const download = await api
      .request()
      .get(`/api/admin/job-applications/${withoutResume}/resume`)
      .set('Authorization', auth)
      .expect(404);
    expect(download.body.message).toBe('Resume not found');
  });

  it('answers 404 for a missing application and 401 before revealing anything', async () => {
    const missing = await api
      .request()
      .post('/api/admin/job-applications/999999/resume-token')
      .set('Authorization', auth)
      .expect(404);
    expect(missing.body.message).toBe('Application not found');
    await api.request().get('/api/admin/job-applications/999999/resume').expect(401);
  });
});
