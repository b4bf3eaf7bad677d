import { HR_MESSAGES, QUOTE_LIMITS, QUOTE_MESSAGES } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const VALID = {
  name: 'Aisha Al Marri',
  company: 'Al Marri Properties',
  email: 'aisha@example.com',
  phone: '+971 50 000 0001',
  emirate: 'umm-al-quwain',
  buildingType: 'residential-building',
  services: ['fire-alarm', 'maintenance'],
  floors: 12,
  areaSqm: 4800,
  amc: true,
  preferredContact: 'whatsapp',
  message: 'Twelve-floor tower in Al Salamah; AMC for alarm and sprinklers.',
  consent: true,
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
const SVG_AS_JPEG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML_AS_JPEG = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

interface StoredQuote {
  id: number;
  name: string;
  status: string;
  services: string[];
  hasDrawing: boolean;
  drawingFileName: string | null;
}

describe.each(TEST_ENGINES)('Quote requests (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  // Each request comes from its own forwarded address (one trusted hop) unless a test says otherwise,
  // so the 5-per-10-minutes limit only bites where it is tested.
  let address = 0;
  const nextAddress = () => `198.51.100.${(address += 1)}`;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    token = await api.adminToken();
  });
  afterAll(() => api.close());

  const send = (body: object, from = nextAddress()) =>
    api.request().post('/api/quote-requests').set('X-Forwarded-For', from).send(body);
  const sendMultipart = (
    fields: Record<string, string | string[]>,
    file?: { content: Buffer; name: string; type: string },
  ) => {
    const call = api.request().post('/api/quote-requests').set('X-Forwarded-For', nextAddress());
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) call.field(name, item);
    }
    if (file) call.attach('drawing', file.content, { filename: file.name, contentType: file.type });
    return call;
  };
  const multipartFields = (overrides: Record<string, string | string[]> = {}) => ({
    name: VALID.name,
    email: VALID.email,
    phone: VALID.phone,
    emirate: 'sharjah',
    buildingType: 'commercial',
    services: ['smoke-extraction'],
    amc: 'false',
    preferredContact: 'phone',
    consent: 'true',
    ...overrides,
  });
  const admin = (method: 'get' | 'patch', path: string) =>
    api.request()[method](path).set('Authorization', `Bearer ${token}`);
  const findByName = async (name: string) =>
    (
      (await admin('get', `/api/admin/quote-requests?q=${encodeURIComponent(name)}`).expect(200)).body
        .data as StoredQuote[]
    )[0];

  it('stores a valid JSON request as new and answers 201 with its id and the thank-you text', async () => {
    const response = await send({ ...VALID, name: '  Json Sender  ' }).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: QUOTE_MESSAGES.submitted,
      data: { id: expect.any(Number) },
    });
    const { consent, ...stored } = VALID;
    void consent;
    expect(await findByName('Json Sender')).toMatchObject({
      ...stored,
      name: 'Json Sender',
      id: response.body.data.id,
      status: 'new',
      hasDrawing: false,
      drawingFileName: null,
      consentAt: expect.stringMatching(/Z$/),
    });
  });

  it('accepts multipart with one ticked service and a PNG drawing the admin can download', async () => {
    await sendMultipart(multipartFields({ name: 'Drawing Sender', floors: '', areaSqm: '' }), {
      content: PNG,
      name: 'ground floor plan.png',
      type: 'image/png',
    }).expect(201);
    const stored = await findByName('Drawing Sender');
    expect(stored).toMatchObject({
      services: ['smoke-extraction'],
      amc: false,
      floors: null,
      areaSqm: null,
      hasDrawing: true,
      drawingFileName: 'ground floor plan.png',
    });
    const download = await admin('get', `/api/admin/quote-requests/${stored.id}/drawing`)
      .buffer(true)
      .expect(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="ground floor plan\.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
    await api.request().get(`/api/admin/quote-requests/${stored.id}/drawing`).expect(401);
  });

  it('accepts a PDF drawing by its content whatever its name', async () => {
    await sendMultipart(multipartFields({ name: 'Pdf Sender' }), {
      content: PDF,
      name: 'plan.bin',
      type: 'application/octet-stream',
    }).expect(201);
    expect((await findByName('Pdf Sender')).hasDrawing).toBe(true);
  });

  it.each([
    ['an SVG', SVG_AS_JPEG],
    ['an HTML page', HTML_AS_JPEG],
  ])('refuses %s disguised as a JPEG with 415 and stores nothing', async (_label, content) => {
    const response = await sendMultipart(multipartFields({ name: 'Disguised Sender' }), {
      content,
      name: 'plan.jpg',
      type: 'image/jpeg',
    }).expect(415);
    expect(response.body).toMatchObject({
      success: false,
      statusCode: 415,
      message: QUOTE_MESSAGES.drawingType,
      errors: { drawing: QUOTE_MESSAGES.drawingType },
    });
    expect(await findByName('Disguised Sender')).toBeUndefined();
  });

  it('refuses a drawing over 10 MB with 413', async () => {
    const oversize = Buffer.concat([PDF, Buffer.alloc(QUOTE_LIMITS.drawingBytes)]);
    const response = await sendMultipart(multipartFields({ name: 'Big Sender' }), {
      content: oversize,
      name: 'plan.pdf',
      type: 'application/pdf',
    }).expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, message: QUOTE_MESSAGES.drawingSize });
  });

  const M = QUOTE_MESSAGES;
  it.each([
    ['name', { name: '   ' }, M.nameRequired],
    ['name', { name: 'n'.repeat(QUOTE_LIMITS.name + 1) }, M.nameTooLong],
    ['company', { company: 'c'.repeat(QUOTE_LIMITS.company + 1) }, M.companyTooLong],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'not-an-email' }, M.emailInvalid],
    ['email', { email: `${'e'.repeat(250)}@example.com` }, M.emailInvalid],
    ['phone', { phone: ' ' }, M.phoneRequired],
    ['phone', { phone: '1'.repeat(QUOTE_LIMITS.phone + 1) }, M.phoneTooLong],
    ['emirate', { emirate: 'muscat' }, M.emirateRequired],
    ['emirate', { emirate: undefined }, M.emirateRequired],
    ['buildingType', { buildingType: 'castle' }, M.buildingTypeRequired],
    ['services', { services: [] }, M.servicesRequired],
    ['services', { services: undefined }, M.servicesRequired],
    ['services', { services: ['fire-alarm', 'pizza'] }, M.servicesInvalid],
    ['floors', { floors: 0 }, M.floorsInvalid],
    ['floors', { floors: QUOTE_LIMITS.floors + 1 }, M.floorsInvalid],
    ['floors', { floors: 2.5 }, M.floorsInvalid],
    ['areaSqm', { areaSqm: 0 }, M.areaInvalid],
    ['areaSqm', { areaSqm: QUOTE_LIMITS.areaSqm + 1 }, M.areaInvalid],
    ['areaSqm', { areaSqm: 'big' }, M.areaInvalid],
    ['amc', { amc: undefined }, M.amcRequired],
    ['amc', { amc: 'maybe' }, M.amcRequired],
    ['preferredContact', { preferredContact: 'fax' }, M.preferredContactRequired],
    ['message', { message: 'm'.repeat(QUOTE_LIMITS.message + 1) }, M.messageTooLong],
    ['consent', { consent: false }, M.consentRequired],
    ['consent', { consent: undefined }, M.consentRequired],
  ])('refuses a bad %s with 400 and the field message (%j)', async (field, override, message) => {
    const response = await send({ ...VALID, ...override }).expect(400);
    expect(response.body).toMatchObject({ success: false, statusCode: 400, message });
    expect(response.body.errors).toEqual({ [field]: message });
  });

  it('accepts the bounds themselves', async () => {
    await send({
      ...VALID,
      name: 'n'.repeat(QUOTE_LIMITS.name),
      floors: QUOTE_LIMITS.floors,
      areaSqm: QUOTE_LIMITS.areaSqm,
      message: 'm'.repeat(QUOTE_LIMITS.message),
    }).expect(201);
    await send({ ...VALID, floors: 1, areaSqm: 1, company: null, message: null }).expect(201);
  });

  it('refuses unknown fields with 400', async () => {
    const response = await send({ ...VALID, status: 'won' }).expect(400);
    expect(response.body.errors).toEqual({ status: 'Unknown field: status' });
  });

  it('accepts 5 requests per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const from = '198.51.100.250';
    for (let sent = 0; sent < 5; sent += 1) await send({ ...VALID, name: `Limit ${sent}` }, from).expect(201);
    const limited = await send(VALID, from).expect(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429, message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await send({ ...VALID, name: 'Other Address' }).expect(201);
  });

  describe('admin', () => {
    beforeAll(async () => {
      for (const name of ['Paging Alpha', 'Paging Bravo', 'Paging Charlie']) {
        await send({ ...VALID, name }).expect(201);
      }
    });

    it('is for admins only', async () => {
      await api.request().get('/api/admin/quote-requests').expect(401);
      await api.request().patch('/api/admin/quote-requests/1').send({ status: 'won' }).expect(401);
      await api.request().get('/api/admin/quote-requests/export.csv').expect(401);
    });

    it('pages, searches and sorts on the server, answering meta', async () => {
      const first = await admin('get', '/api/admin/quote-requests?q=paging&pageSize=2&sort=name').expect(200);
      expect(first.body.meta).toEqual({ page: 1, pageSize: 2, total: 3 });
      expect(first.body.data.map((quote: StoredQuote) => quote.name)).toEqual([
        'Paging Alpha',
        'Paging Bravo',
      ]);
      const second = await admin(
        'get',
        '/api/admin/quote-requests?q=PAGING&pageSize=2&page=2&sort=name',
      ).expect(200);
      expect(second.body.data.map((quote: StoredQuote) => quote.name)).toEqual(['Paging Charlie']);
      const newest = await admin('get', '/api/admin/quote-requests?q=paging').expect(200);
      expect(newest.body.meta.pageSize).toBe(25);
      expect(newest.body.data[0].name).toBe('Paging Charlie');
      // A percent sign is searched for, not used as a wildcard.
      const literal = await admin('get', '/api/admin/quote-requests?q=%25').expect(200);
      expect(literal.body.meta.total).toBe(0);
    });

    it.each([
      // The paging rules (and texts) of every admin list.
      ['pageSize=101', HR_MESSAGES.pageSize],
      ['pageSize=0', HR_MESSAGES.pageSize],
      ['page=0', HR_MESSAGES.page],
      ['page=abc', HR_MESSAGES.page],
      ['sort=email', expect.stringMatching(/^Sort must be one of/)],
      ['status=maybe', QUOTE_MESSAGES.statusInvalid],
    ])('refuses %s with 400', async (query, message) => {
      const response = await admin('get', `/api/admin/quote-requests?${query}`).expect(400);
      expect(response.body.message).toEqual(message);
    });

    it('moves a request through the status pipeline and filters by status', async () => {
      const quote = await findByName('Paging Bravo');
      for (const status of ['contacted', 'quoted', 'won']) {
        const response = await admin('patch', `/api/admin/quote-requests/${quote.id}`)
          .send({ status })
          .expect(200);
        expect(response.body.data).toMatchObject({ id: quote.id, status });
      }
      const won = await admin('get', '/api/admin/quote-requests?status=won').expect(200);
      expect(won.body.data.map((item: StoredQuote) => item.name)).toEqual(['Paging Bravo']);

      const bad = await admin('patch', `/api/admin/quote-requests/${quote.id}`)
        .send({ status: 'pending' })
        .expect(400);
      expect(bad.body.errors).toEqual({ status: QUOTE_MESSAGES.statusInvalid });
      await admin('patch', '/api/admin/quote-requests/999999').send({ status: 'lost' }).expect(404);
      await admin('patch', '/api/admin/quote-requests/abc').send({ status: 'lost' }).expect(404);
    });

    it('exports every matching request as CSV with formulas neutralised', async () => {
      await send({ ...VALID, name: 'Csv Sender', message: '=HYPERLINK("http://evil.example")' }).expect(201);
      const response = await admin('get', '/api/admin/quote-requests/export.csv?q=csv').expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="quote-requests-/);
      const lines = response.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toMatch(/^id,received,status,name,/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Csv Sender');
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    });

    it('answers 404 for a request without a drawing', async () => {
      const quote = await findByName('Paging Alpha');
      const response = await admin('get', `/api/admin/quote-requests/${quote.id}/drawing`).expect(404);
      expect(response.body.message).toBe(QUOTE_MESSAGES.drawingNotFound);
    });
  });
});
