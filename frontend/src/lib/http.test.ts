import { json, networkError } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import { callApi, postToApi, unwrapData, type DownloadedFile } from './http';

it('reads a JSON answer', async () => {
  mockApi({ '/api/constants': { success: true, data: { companyName: 'Test Fire Co' } } });
  const result = await callApi('/constants');
  expect(result).toEqual({ ok: true, body: { success: true, data: { companyName: 'Test Fire Co' } } });
});

it("keeps the server's message and field errors of a refusal", async () => {
  mockApi({
    '/api/contact': () =>
      json(
        {
          success: false,
          statusCode: 400,
          message: 'Email is invalid',
          errors: { email: 'Email is invalid' },
        },
        400,
      ),
  });
  const result = await postToApi('/contact', { email: 'nope' });
  expect(result).toEqual({
    ok: false,
    failure: {
      kind: 'status',
      status: 400,
      message: 'Email is invalid',
      fieldErrors: { email: 'Email is invalid' },
    },
  });
});

it('tells a network failure from an unreadable answer', async () => {
  mockApi({ '/api/constants': networkError });
  const offline = await callApi('/constants');
  expect(offline).toEqual({ ok: false, failure: { kind: 'network', detail: expect.any(String) } });

  mockApi({ '/api/constants': () => new Response('<html>proxy error page</html>', { status: 200 }) });
  expect(await callApi('/constants')).toEqual({ ok: false, failure: { kind: 'format', status: 200 } });

  mockApi({ '/api/constants': () => new Response('Bad gateway', { status: 502 }) });
  expect(await callApi('/constants')).toEqual({
    ok: false,
    failure: { kind: 'status', status: 502, fieldErrors: {} },
  });
});

it('posts JSON as JSON and a form as multipart', async () => {
  const { requests } = mockApi({ '/api/contact': {}, '/api/job-applications': {} });
  await postToApi('/contact', { name: 'Omar' });
  const form = new FormData();
  form.set('firstName', 'Aisha');
  await postToApi('/job-applications', form);
  expect(requests[0].headers.get('content-type')).toBe('application/json');
  await expect(requests[0].json()).resolves.toEqual({ name: 'Omar' });
  expect(requests[1].headers.get('content-type')).toMatch(/^multipart\/form-data/);
});

it('unwraps { success, data } and takes a bare payload as it is', () => {
  expect(unwrapData({ success: true, data: [1, 2] })).toEqual([1, 2]);
  expect(unwrapData([1, 2])).toEqual([1, 2]);
});

it('reads a file answer with the name the server suggests, and a refusal of it like any other', async () => {
  mockApi({
    '/api/admin/job-applications/export.csv': () =>
      new Response('name\r\nAisha\r\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="applications.csv"',
        },
      }),
  });
  const result = await callApi('/admin/job-applications/export.csv', { file: true });
  expect(result.ok).toBe(true);
  const file = (result as { body: DownloadedFile }).body;
  expect(file.fileName).toBe('applications.csv');
  await expect(file.content.text()).resolves.toBe('name\r\nAisha\r\n');

  mockApi({
    '/api/admin/job-applications/export.csv': () =>
      json({ success: false, statusCode: 404, message: 'Not found.', code: 'request.notFound' }, 404),
  });
  expect(await callApi('/admin/job-applications/export.csv', { file: true })).toEqual({
    ok: false,
    failure: {
      kind: 'status',
      status: 404,
      message: 'Not found.',
      code: 'request.notFound',
      params: undefined,
      fieldErrors: {},
    },
  });
});
