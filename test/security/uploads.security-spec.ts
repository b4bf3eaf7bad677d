import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

/** Every file under the uploads folder (temp files included), relative to it. */
function storedFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

describe.each(TEST_ENGINES)('Uploads, tried as an attacker would (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  let projectId: number;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    token = await api.adminToken();
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
});
