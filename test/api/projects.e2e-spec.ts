import sharp from 'sharp';
import { PROJECT_MESSAGES, type Project } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const INPUT = {
  title: 'Al Salamah Residential Tower Fire Alarm',
  category: 'Residential',
  client: null,
  location: 'Al Salamah, Umm Al Quwain',
  durationMonths: 4,
  status: 'Completed',
  description: 'Addressable fire alarm and voice evacuation for a twelve-floor residential tower.',
  services: ['fire-alarm', 'emergency-exit'],
};

/** A camera-like JPEG: wide, with EXIF that names the camera owner and the GPS position. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#c62828' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 33/1 54/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '55/1 33/1 18/1',
      },
    })
    .toBuffer();
}

describe.each(TEST_ENGINES)('Projects (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  beforeAll(async () => {
    api = await startApiApp(engine);
    token = await api.adminToken();
  });
  afterAll(() => api.close());

  const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    api.request()[method](path).set('Authorization', `Bearer ${token}`);
  const create = async (overrides: object = {}) =>
    (
      await admin('post', '/api/admin/projects')
        .send({ ...INPUT, ...overrides })
        .expect(201)
    ).body.data as Project;
  const upload = (id: number, content: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
    admin('post', `/api/admin/projects/${id}/photos`)
      .field('alt', 'The fire alarm panel')
      .attach('photo', content, {
        filename: name,
        contentType: type,
      });

  // Runs first: the later cases start from an empty portfolio once HR has removed the samples.
  it('seeds the former sample projects as published samples that HR can edit and delete', async () => {
    const seeded = (await api.request().get('/api/projects').expect(200)).body.data as Project[];
    expect(seeded).toHaveLength(9);
    expect(seeded.every((project) => project.sample && project.published)).toBe(true);
    expect(seeded[0]).toMatchObject({
      slug: 'waterfront-retail-centre-fire-alarm-upgrade',
      category: 'Commercial',
      services: ['fire-alarm', 'smoke-extraction'],
      durationMonths: 5,
      titleAr: 'تحديث نظام إنذار الحريق في مركز تسوق على الواجهة البحرية',
      locationAr: 'مدينة أم القيوين',
      photos: [],
    });
    // Every sample has its Arabic and its months (read from the old "10 weeks", "12 months (renewable)").
    expect(
      seeded.every((project) => project.titleAr && project.descriptionAr && project.durationMonths),
    ).toBe(true);

    const { id, slug, category, client, location, durationMonths, status, description, services } = seeded[0];
    const edited = await admin('put', `/api/admin/projects/${id}`)
      .send({ title: 'Retail Centre Alarm', slug, category, client, location, durationMonths, status })
      .send({ description, services, published: true, sample: true })
      .expect(200);
    expect(edited.body.data).toMatchObject({ title: 'Retail Centre Alarm', sample: true });

    for (const project of seeded) await admin('delete', `/api/admin/projects/${project.id}`).expect(200);
    expect((await api.request().get('/api/projects').expect(200)).body.data).toEqual([]);
  });

  it('keeps admin routes for admins', async () => {
    await api.request().get('/api/admin/projects').expect(401);
    await api.request().post('/api/admin/projects').send(INPUT).expect(401);
  });

  it('creates a draft with a slug from its title, invisible publicly until published', async () => {
    const project = await create();
    expect(project).toMatchObject({
      ...INPUT,
      slug: 'al-salamah-residential-tower-fire-alarm',
      published: false,
      sample: false,
      photos: [],
    });
    expect((await api.request().get('/api/projects').expect(200)).body.data).toEqual([]);
    await api.request().get(`/api/projects/${project.slug}`).expect(404);

    const published = await admin('put', `/api/admin/projects/${project.id}`)
      .send({ ...INPUT, published: true })
      .expect(200);
    expect(published.body.data.published).toBe(true);
    const list = (await api.request().get('/api/projects').expect(200)).body.data as Project[];
    expect(list.map((item) => item.slug)).toEqual([project.slug]);
    const one = await api.request().get(`/api/projects/${project.slug}`).expect(200);
    expect(one.body.data).toMatchObject({ title: INPUT.title, services: INPUT.services });

    await admin('put', `/api/admin/projects/${project.id}`)
      .send({ ...INPUT, published: false })
      .expect(200);
    await api.request().get(`/api/projects/${project.slug}`).expect(404);
    await admin('delete', `/api/admin/projects/${project.id}`).expect(200);
    await admin('get', `/api/admin/projects/${project.id}`).expect(404);
  });

  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ category: 'Castle' }, 'category', expect.stringMatching(/^Category must be one of/)],
    [{ status: 'Done' }, 'status', expect.stringMatching(/^Status must be one of/)],
    [{ services: ['pizza'] }, 'services', 'Services must be chosen from the list'],
    [{ slug: 'Not A Slug' }, 'slug', expect.stringMatching(/lower-case letters/)],
    [{ description: 'd'.repeat(10_001) }, 'description', 'Description must be at most 10,000 characters'],
    [{ views: 3 }, 'views', 'Unknown field: views'],
    [{ titleAr: 'ع'.repeat(151) }, 'titleAr', 'Title (Arabic) must be at most 150 characters'],
    [{ clientAr: 42 }, 'clientAr', 'Client (Arabic) must be text'],
    [{ locationAr: 'م'.repeat(101) }, 'locationAr', 'Location (Arabic) must be at most 100 characters'],
    [
      { descriptionAr: 'و'.repeat(10_001) },
      'descriptionAr',
      'Description (Arabic) must be at most 10,000 characters',
    ],
    [{ durationMonths: 0 }, 'durationMonths', PROJECT_MESSAGES.durationMonths],
    [{ durationMonths: 121 }, 'durationMonths', PROJECT_MESSAGES.durationMonths],
    [{ durationMonths: 2.5 }, 'durationMonths', PROJECT_MESSAGES.durationMonths],
    [{ durationMonths: '5 months' }, 'durationMonths', PROJECT_MESSAGES.durationMonths],
  ])('refuses %j with 400 naming the field', async (override, field, message) => {
    const response = await admin('post', '/api/admin/projects')
      .send({ ...INPUT, ...override })
      .expect(400);
    expect(response.body.errors).toEqual({ [field]: message });
  });

  it('keeps the Arabic of each field beside the English, and a blank Arabic field as none', async () => {
    const arabic = {
      titleAr: 'إنذار حريق لبرج السلمة السكني',
      clientAr: 'مطوّر عقاري',
      locationAr: 'السلمة، أم القيوين',
      descriptionAr: 'نظام إنذار حريق معنون مع الإخلاء الصوتي لبرج سكني.',
    };
    const project = await create({ title: 'Salamah Tower Bilingual', ...arabic, durationMonths: 11 });
    expect(project).toMatchObject({ title: 'Salamah Tower Bilingual', ...arabic, durationMonths: 11 });
    expect((await admin('get', `/api/admin/projects/${project.id}`).expect(200)).body.data).toMatchObject(
      arabic,
    );

    const cleared = await admin('put', `/api/admin/projects/${project.id}`)
      .send({
        ...INPUT,
        title: 'Salamah Tower Bilingual',
        titleAr: '  ',
        clientAr: null,
        durationMonths: null,
      })
      .expect(200);
    expect(cleared.body.data).toMatchObject({
      titleAr: null,
      clientAr: null,
      locationAr: null,
      descriptionAr: null,
      durationMonths: null,
    });
    // A refused change leaves the project as it was.
    await admin('put', `/api/admin/projects/${project.id}`)
      .send({ ...INPUT, titleAr: 'ع'.repeat(151) })
      .expect(400);
    expect(
      (await admin('get', `/api/admin/projects/${project.id}`).expect(200)).body.data.titleAr,
    ).toBeNull();
  });

  it("stores a photo's Arabic caption on upload and lets HR change both captions later", async () => {
    const project = await create({ title: 'Captioned Project', published: true });
    const photoFile = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const uploaded = await admin('post', `/api/admin/projects/${project.id}/photos`)
      .field('alt', 'The pump room')
      .field('altAr', 'غرفة المضخات')
      .attach('photo', photoFile, { filename: 'pump.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const [photo] = (uploaded.body.data as Project).photos;
    expect(photo).toMatchObject({ alt: 'The pump room', altAr: 'غرفة المضخات' });

    const captioned = await admin('put', `/api/admin/projects/${project.id}/photos/${photo.id}`)
      .send({ alt: 'The diesel fire pump', altAr: 'مضخة الحريق العاملة بالديزل' })
      .expect(200);
    expect((captioned.body.data as Project).photos[0]).toMatchObject({
      alt: 'The diesel fire pump',
      altAr: 'مضخة الحريق العاملة بالديزل',
    });
    const published = (await api.request().get(`/api/projects/${project.slug}`).expect(200)).body
      .data as Project;
    expect(published.photos[0].altAr).toBe('مضخة الحريق العاملة بالديزل');

    const refused = await admin('put', `/api/admin/projects/${project.id}/photos/${photo.id}`)
      .send({ altAr: 'ص'.repeat(201) })
      .expect(400);
    expect(refused.body.errors).toEqual({
      altAr: 'The description of the photo (Arabic) must be at most 200 characters',
    });
    // A photo is captioned only through its own project.
    const other = await create({ title: 'Another Captioned Project' });
    await admin('put', `/api/admin/projects/${other.id}/photos/${photo.id}`).send({ alt: 'x' }).expect(404);
    await api
      .request()
      .put(`/api/admin/projects/${project.id}/photos/${photo.id}`)
      .send({ alt: 'x' })
      .expect(401);
    // The later cases count the published portfolio.
    for (const id of [project.id, other.id]) await admin('delete', `/api/admin/projects/${id}`).expect(200);
  });

  it('refuses a second project with the same slug (409)', async () => {
    await create({ slug: 'twin-villas' });
    const response = await admin('post', '/api/admin/projects')
      .send({ ...INPUT, slug: 'twin-villas' })
      .expect(409);
    expect(response.body.message).toBe(PROJECT_MESSAGES.slugTaken);
  });

  it('reorders the portfolio, and filters it by category', async () => {
    const first = await create({ title: 'Order First', published: true, category: 'Industrial' });
    const second = await create({ title: 'Order Second', published: true });
    const all = (await admin('get', '/api/admin/projects').expect(200)).body.data as Project[];
    const ids = all.map((project) => project.id).filter((id) => id !== second.id);
    await admin('put', '/api/admin/projects/order')
      .send({ ids: [second.id, ...ids] })
      .expect(200);
    const list = (await api.request().get('/api/projects').expect(200)).body.data as Project[];
    expect(list.map((project) => project.id).slice(0, 2)).toEqual([second.id, first.id]);
    const industrial = (await api.request().get('/api/projects?category=Industrial').expect(200)).body.data;
    expect(industrial.map((project: Project) => project.id)).toEqual([first.id]);

    const partial = await admin('put', '/api/admin/projects/order')
      .send({ ids: [second.id] })
      .expect(400);
    expect(partial.body.message).toBe(PROJECT_MESSAGES.orderInvalid);
  });

  it('stores a photo as responsive WebP without its EXIF or GPS, and serves it publicly', async () => {
    const project = await create({ title: 'Photo Project', published: true });
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(project.id, original).expect(201);
    const [photo] = (response.body.data as Project).photos;
    expect(photo).toMatchObject({ alt: 'The fire alarm panel', width: 1600, height: 960 });
    expect(photo.sources.map((source) => source.width)).toEqual([480, 960, 1600]);

    for (const source of photo.sources) {
      const served = await api.request().get(source.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: source.width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    await api.request().get('/api/projects/photos/not-a-photo.webp').expect(404);

    // A second photo, then the first one removed: its files go too.
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const two = (await upload(project.id, png, 'small.png', 'image/png').expect(201)).body.data as Project;
    expect(two.photos[1].sources.map((source) => source.width)).toEqual([300]);
    await admin('delete', `/api/admin/projects/${project.id}/photos/${photo.id}`).expect(200);
    await api.request().get(photo.sources[0].url).expect(404);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])],
  ])('refuses %s disguised as a JPEG with 415', async (_label, content) => {
    const project = await create({ title: `Disguise ${_label}` });
    const response = await upload(project.id, content).expect(415);
    expect(response.body).toMatchObject({ statusCode: 415, message: PROJECT_MESSAGES.photoType });
    expect((await admin('get', `/api/admin/projects/${project.id}`).expect(200)).body.data.photos).toEqual(
      [],
    );
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const project = await create({ title: 'Too Big Photo' });
    const response = await upload(project.id, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)).expect(413);
    expect(response.body.message).toBe(PROJECT_MESSAGES.photoSize);
  });
});
