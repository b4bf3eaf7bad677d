import { REQUEST_MESSAGES } from '@uaq/contract';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ResumeStorage } from '../../backend/src/applications/resume-storage';
import { ProjectPhotoStorage } from '../../backend/src/projects/project-photo-storage';
import { DrawingStorage } from '../../backend/src/quotes/drawing-storage';
import { StoredFileSweepService } from '../../backend/src/platform/stored-files/stored-file-sweep.service';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { randomBytes } from 'node:crypto';
import { QUOTE_LIMITS } from '@uaq/contract';
import {
  applicationFor,
  applyWithResume,
  compoundFile,
  createJob,
  docResume,
  pdfResume,
} from './job-applications-fixtures';

const PREFIX = 'site/';
const STORED_NAME = /^site\/(drawings\/|project-photos\/)?[0-9a-f-]{36}(-\d+)?\.(pdf|png|webp)$/;
/** Past the sweep's default grace period (an hour). */
const AN_HOUR_LATER = () => Date.now() + 2 * 3600 * 1000;

const DRAWING = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const QUOTE_FIELDS = {
  name: 'Aisha Al Marri',
  email: 'aisha@example.com',
  phone: '+971 50 000 0001',
  emirate: 'sharjah',
  buildingType: 'commercial',
  services: 'smoke-extraction',
  amc: 'false',
  preferredContact: 'phone',
  consent: 'true',
};

describe.each(TEST_ENGINES)('Uploaded files in an S3 bucket (%s)', (engine) => {
  let s3: S3TestServer;
  let api: ApiTestApp;
  let token: string;
  let jobId: number;
  let address = 0;
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback', ...s3.env(PREFIX) } });
    token = await api.adminToken();
    jobId = (await createJob(api)).id;
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  const admin = (method: 'get' | 'post' | 'delete', path: string) =>
    api.request()[method](path).set('Authorization', `Bearer ${token}`);
  const countOf = async (table: string): Promise<number> => {
    const [{ count }] = await api.app.get(DataSource).query(`SELECT COUNT(*) AS count FROM ${table}`);
    return Number(count);
  };
  const sendQuote = (drawing = DRAWING) => {
    const call = api.request().post('/api/quote-requests').set('X-Forwarded-For', nextAddress());
    for (const [name, value] of Object.entries(QUOTE_FIELDS)) call.field(name, value);
    return call.attach('drawing', drawing, { filename: 'plan.pdf', contentType: 'application/pdf' });
  };
  const photo = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: '#c62828' } })
      .jpeg()
      .toBuffer();
  const newProject = async () =>
    (
      await admin('post', '/api/admin/projects')
        .send({
          title: `Tower ${nextAddress()}`,
          category: 'Residential',
          location: 'Al Salamah, Umm Al Quwain',
          status: 'Completed',
          description: 'Addressable fire alarm for a residential tower.',
          services: ['fire-alarm'],
        })
        .expect(201)
    ).body.data as { id: number };

  it('stores a resume as an object, serves it behind the admin check, and erases it with the application', async () => {
    const before = await s3.keys();
    const created = await applyWithResume(api, applicationFor(jobId), {
      content: pdfResume(),
      name: 'cv.pdf',
    }).expect(201);
    const id = created.body.data.id as number;
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(STORED_NAME);
    expect(await s3.get(added[0]!)).toEqual(pdfResume());

    await api.request().get(`/api/admin/job-applications/${id}/resume`).expect(401);
    const download = await admin('get', `/api/admin/job-applications/${id}/resume`).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.body as Buffer)).toEqual(pdfResume());

    await admin('delete', `/api/admin/job-applications/${id}`).expect(200);
    expect(await s3.keys()).toEqual(before);
  });

  it('stores a quote drawing in the drawings folder and serves it to the admin', async () => {
    const before = await s3.keys();
    const id = (await sendQuote().expect(201)).body.data.id as number;
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^site\/drawings\/[0-9a-f-]{36}\.pdf$/)]);
    const download = await admin('get', `/api/admin/quote-requests/${id}/drawing`).buffer(true).expect(200);
    expect(Buffer.from(download.body as Buffer)).toEqual(DRAWING);
  });

  it('streams the largest drawing into the bucket in parts (a multipart upload), byte for byte', async () => {
    const before = await s3.keys();
    const largest = Buffer.concat([DRAWING, randomBytes(QUOTE_LIMITS.drawingBytes - DRAWING.length)]);
    const id = (await sendQuote(largest).expect(201)).body.data.id as number;
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^site\/drawings\/[0-9a-f-]{36}\.pdf$/)]);
    expect((await s3.get(added[0]!)).equals(largest)).toBe(true);
    const download = await admin('get', `/api/admin/quote-requests/${id}/drawing`).buffer(true).expect(200);
    expect(Buffer.from(download.body as Buffer).equals(largest)).toBe(true);
  });

  it('tells a Word .doc from another OLE2 file by reading the uploaded object where it lies', async () => {
    const before = await s3.keys();
    await applyWithResume(api, applicationFor(jobId), { content: docResume(), name: 'cv.doc' }).expect(201);
    const workbook = compoundFile({ streams: ['Workbook', '\u0005SummaryInformation'] });
    await applyWithResume(api, applicationFor(jobId), { content: workbook, name: 'cv.doc' }).expect(415);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^site\/[0-9a-f-]{36}\.doc$/)]);
  });

  it('stores every width of a project photo, serves them publicly, and removes them with the photo', async () => {
    const project = await newProject();
    const before = await s3.keys();
    const uploaded = await admin('post', `/api/admin/projects/${project.id}/photos`)
      .attach('photo', await photo(), { filename: 'site.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const [stored] = uploaded.body.data.photos as { id: number; sources: { url: string; width: number }[] }[];
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(stored!.sources.length);
    for (const key of added) expect(key).toMatch(/^site\/project-photos\/[0-9a-f-]{36}-\d+\.webp$/);
    for (const source of stored!.sources) {
      const served = await api.request().get(source.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(source.width);
    }
    await admin('delete', `/api/admin/projects/${project.id}/photos/${stored!.id}`).expect(200);
    expect(await s3.keys()).toEqual(before);
  });

  it('sweeps the bucket: finishes a committed upload left under its temp name, removes strays, keeps the rest', async () => {
    const created = await applyWithResume(api, applicationFor(jobId), {
      content: pdfResume(),
      name: 'cv.pdf',
    }).expect(201);
    const id = created.body.data.id as number;
    const [row] = await api.app
      .get(DataSource)
      .query('SELECT resumeStorageName AS name FROM job_applications WHERE id = ?', [id]);
    const storedKey = `${PREFIX}${row.name as string}`;
    // A crash between the row's commit and the move: only the temp object exists.
    const temporaryKey = `${PREFIX}.${row.name as string}.part`;
    await s3.put(temporaryKey, await s3.get(storedKey));
    await s3.remove(storedKey);
    await admin('get', `/api/admin/job-applications/${id}/resume`).expect(200);

    const strays = [
      `${PREFIX}00000000-0000-4000-8000-000000000001.pdf`,
      `${PREFIX}.00000000-0000-4000-8000-000000000002.docx.part`,
      `${PREFIX}drawings/00000000-0000-4000-8000-000000000003.png`,
      `${PREFIX}project-photos/00000000-0000-4000-8000-000000000004-640.webp`,
    ];
    const notOurs = [`${PREFIX}notes.txt`, 'other-installation/00000000-0000-4000-8000-000000000005.pdf'];
    for (const key of [...strays, ...notOurs]) await s3.put(key, Buffer.from('left over'));
    const before = await s3.keys();

    const sweeper = api.app.get(StoredFileSweepService);
    const kinds = [ResumeStorage, DrawingStorage, ProjectPhotoStorage].map((kind) => api.app.get(kind));
    // A committed row's temp object is moved at once; young strays may be another server's upload
    // in flight, so they are left alone.
    const now = [];
    for (const kind of kinds) now.push(await sweeper.sweep(kind));
    expect(now).toEqual([
      { completed: 1, temporaryRemoved: 0, unreferencedRemoved: 0 },
      { completed: 0, temporaryRemoved: 0, unreferencedRemoved: 0 },
      { completed: 0, temporaryRemoved: 0, unreferencedRemoved: 0 },
    ]);
    expect(await s3.keys()).toEqual([...before.filter((key) => key !== temporaryKey), storedKey].sort());

    const later = [];
    for (const kind of kinds) later.push(await sweeper.sweep(kind, AN_HOUR_LATER()));
    expect(later).toEqual([
      { completed: 0, temporaryRemoved: 1, unreferencedRemoved: 1 },
      { completed: 0, temporaryRemoved: 0, unreferencedRemoved: 1 },
      { completed: 0, temporaryRemoved: 0, unreferencedRemoved: 1 },
    ]);
    const after = await s3.keys();
    expect(after).toContain(storedKey);
    for (const key of strays) expect(after).not.toContain(key);
    for (const key of notOurs) expect(after).toContain(key);
    const download = await admin('get', `/api/admin/job-applications/${id}/resume`).buffer(true).expect(200);
    expect(Buffer.from(download.body as Buffer)).toEqual(pdfResume());
  });

  describe('while the bucket is down', () => {
    afterEach(() => s3.comeBack());

    it('refuses uploads with a clear 503 (English and Arabic) and stores no row and no object', async () => {
      const project = await newProject();
      const applications = await countOf('job_applications');
      const quotes = await countOf('quote_requests');
      const photos = await countOf('project_photos');
      const keys = await s3.keys();
      s3.goDown();

      const refused = await applyWithResume(api, applicationFor(jobId), {
        content: pdfResume(),
        name: 'cv.pdf',
      });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        success: false,
        statusCode: 503,
        message: REQUEST_MESSAGES.unavailable,
        code: 'request.unavailable',
      });
      const inArabic = await sendQuote().set('Accept-Language', 'ar');
      expect(inArabic.status).toBe(503);
      expect(inArabic.body.message).toMatch(/[\u0600-\u06ff]/);
      await admin('post', `/api/admin/projects/${project.id}/photos`)
        .attach('photo', await photo(), { filename: 'site.jpg', contentType: 'image/jpeg' })
        .expect(503);

      s3.comeBack();
      expect(await countOf('job_applications')).toBe(applications);
      expect(await countOf('quote_requests')).toBe(quotes);
      expect(await countOf('project_photos')).toBe(photos);
      expect(await s3.keys()).toEqual(keys);
      // And once it is back, the same submission goes through.
      await applyWithResume(api, applicationFor(jobId), { content: pdfResume(), name: 'cv.pdf' }).expect(201);
    });

    it('answers downloads with 503, not 404 or 500', async () => {
      const created = await applyWithResume(api, applicationFor(jobId), {
        content: pdfResume(),
        name: 'cv.pdf',
      }).expect(201);
      s3.goDown();
      const refused = await admin(
        'get',
        `/api/admin/job-applications/${created.body.data.id as number}/resume`,
      );
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(REQUEST_MESSAGES.unavailable);
    });
  });
});
