import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { PROJECT_LIMITS, PROJECT_MESSAGES, REQUEST_MESSAGES, type Project } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress, pdfResume } from '../api/job-applications-fixtures';

const BOUNDARY = '----uploads-security-boundary';

/** Every file under the uploads folder (temp files included), relative to it. */
function storedFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A multipart body written byte for byte, as an attacker's client would: the file part's
 * Content-Disposition carries `fileName` exactly as given (no escaping of CR, LF or quotes).
 */
function rawMultipart(
  fields: Record<string, unknown>,
  file: { field: string; rawName: string; content: Buffer },
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.rawName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
      'latin1',
    ),
    file.content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

describe.each(TEST_ENGINES)('Uploads, tried as an attacker would (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  let jobId: number;
  let projectId: number;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    token = await api.adminToken();
    jobId = (await createJob(api)).id;
    const project = await api
      .request()
      .post('/api/admin/projects')
      .set('Authorization', `Bearer ${token}`)
      .send({
        title: 'Pump room',
        category: 'Commercial',
        location: 'Umm Al Quwain',
        status: 'Completed',
        description: 'A pump room.',
        services: ['fire-alarm'],
      })
      .expect(201);
    projectId = (project.body.data as Project).id;
  });
  afterAll(() => api.close());

  const applicationsOf = async (email: string) =>
    (
      await api
        .request()
        .get(`/api/admin/job-applications?q=${encodeURIComponent(email)}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200)
    ).body.meta.total as number;
  const photosOfProject = async () =>
    (
      (
        await api
          .request()
          .get(`/api/admin/projects/${projectId}`)
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body.data as Project
    ).photos;
  const uploadPhoto = (content: Buffer, name = 'photo.png') =>
    api
      .request()
      .post(`/api/admin/projects/${projectId}/photos`)
      .set('Authorization', `Bearer ${token}`)
      .field('alt', 'A photo')
      .attach('photo', content, { filename: name, contentType: 'image/png' });

  describe('a file part whose header cannot be read', () => {
    it.each([
      ['CR LF', 'cv\r\n.pdf'],
      ['CR LF and a header of its own', 'cv.pdf\r\nContent-Type: text/html'],
      ['a lone LF', 'cv\n.pdf'],
      ['a lone CR', 'cv\r.pdf'],
    ])('is refused 400 with nothing stored (%s in the file name)', async (_kind, rawName) => {
      const application = applicationFor(jobId);
      const before = storedFiles(api.env.UPLOADS_DIR);
      const response = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
        .send(rawMultipart(application, { field: 'resume', rawName, content: pdfResume() }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        statusCode: 400,
        code: 'request.unreadablePart',
        message: REQUEST_MESSAGES.unreadablePart,
      });
      expect(await applicationsOf(application.email)).toBe(0);
      expect(storedFiles(api.env.UPLOADS_DIR)).toEqual(before);
    });

    it('reads a folded header line as one line (RFC 9112): the file is stored, its name has no line break', async () => {
      const application = applicationFor(jobId);
      const response = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
        .send(rawMultipart(application, { field: 'resume', rawName: 'cv\r\n .pdf', content: pdfResume() }))
        .expect(201);
      const stored = await api
        .request()
        .get(`/api/admin/job-applications/${response.body.data.id}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(stored.body.data).toMatchObject({ hasResume: true, resumeFileName: 'cv .pdf' });
    });

    it('is refused 400 before a quote request is stored too', async () => {
      const before = storedFiles(api.env.UPLOADS_DIR);
      const name = 'Hostile Drawing Name';
      const response = await api
        .request()
        .post('/api/quote-requests')
        .set('X-Forwarded-For', nextClientAddress())
        .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
        .send(
          rawMultipart(
            {
              name,
              email: 'hostile@example.com',
              phone: '+971 50 000 0001',
              emirate: 'sharjah',
              buildingType: 'commercial',
              services: 'fire-alarm',
              amc: 'false',
              preferredContact: 'phone',
              consent: 'true',
            },
            { field: 'drawing', rawName: 'plan.pdf\r\nContent-Type: text/html', content: pdfResume() },
          ),
        );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(REQUEST_MESSAGES.unreadablePart);
      const listed = await api
        .request()
        .get(`/api/admin/quote-requests?q=${encodeURIComponent(name)}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(listed.body.meta.total).toBe(0);
      expect(storedFiles(api.env.UPLOADS_DIR)).toEqual(before);
    });
  });

  describe('project photos of any size', () => {
    it.each([
      [1, 1],
      [2, 2],
      [9, 3],
      [1, 400],
    ])('a %i×%i photo is stored and served, never a 500', async (width, height) => {
      const content = await sharp({ create: { width, height, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();
      const response = await uploadPhoto(content);
      expect(response.status).toBe(201);
      const photo = (response.body.data as Project).photos.at(-1)!;
      expect(photo).toMatchObject({ width, height });
      for (const source of photo.sources) {
        const served = await api.request().get(source.url).expect(200).expect('Content-Type', 'image/webp');
        expect((await sharp(served.body as Buffer).metadata()).width).toBe(source.width);
      }
      await api
        .request()
        .delete(`/api/admin/projects/${projectId}/photos/${photo.id}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
    });

    it(`refuses a photo above ${PROJECT_LIMITS.photoMegapixels} megapixels with 413, storing nothing`, async () => {
      // 8,000 × 6,400 = 51.2 megapixels of one colour: a few kilobytes of PNG, 154 MB once decoded.
      const content = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(content.length).toBeLessThan(PROJECT_LIMITS.photoBytes);
      const photosBefore = (await photosOfProject()).length;
      const before = storedFiles(api.env.UPLOADS_DIR);
      const response = await uploadPhoto(content);
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ statusCode: 413, message: PROJECT_MESSAGES.photoPixels });
      expect(response.body.errors).toEqual({ photo: PROJECT_MESSAGES.photoPixels });
      expect(await photosOfProject()).toHaveLength(photosBefore);
      expect(storedFiles(api.env.UPLOADS_DIR)).toEqual(before);
    });

    it('refuses a forged header claiming a billion pixels with 413, without decoding it', async () => {
      const forged = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      // IHDR's width and height (bytes 16-23) say 40,000 × 25,000; the data is still 4 × 4.
      forged.writeUInt32BE(40_000, 16);
      forged.writeUInt32BE(25_000, 20);
      const response = await uploadPhoto(forged);
      expect(response.status).toBe(413);
      expect(response.body.message).toBe(PROJECT_MESSAGES.photoPixels);
    });
  });

  it('keeps the clear 400 for a form cut off in the middle of a file', async () => {
    const application = applicationFor(jobId);
    const whole = rawMultipart(application, { field: 'resume', rawName: 'cv.pdf', content: pdfResume() });
    const response = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(whole.subarray(0, whole.length - 30));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(REQUEST_MESSAGES.incompleteForm);
    expect(await applicationsOf(application.email)).toBe(0);
  });
});
