import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackingLink } from '@uaq/contract';
import { makeJob } from '@test/admin-api/admin-fixtures';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

function makeLink(overrides: Partial<TrackingLink> = {}): TrackingLink {
  return {
    id: 1,
    jobId: 1,
    jobTitle: 'Fire Alarm Technician',
    channel: 'WhatsApp group',
    ref: 'Ab12Cd34',
    url: 'https://alraas.example/api/careers/links/Ab12Cd34',
    language: 'en',
    clicks: 14,
    applications: 3,
    createdAt: '2026-03-02T06:00:00.000Z',
    ...overrides,
  };
}

describe('admin tracking links', () => {
  it('lists each link with its clicks and applications, and copies its address', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    api.override('GET /api/admin/tracking-links', () =>
      json({ success: true, data: [makeLink()], meta: { page: 1, pageSize: 25, total: 1 } }),
    );
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderAdminPage({ route: '/admin/careers?tab=tracking-links' });
    const table = await screen.findByRole('table', { name: /tracking links/i });
    const row = within(table).getByRole('row', { name: /WhatsApp group/ });
    expect(within(row).getByText('14')).toBeInTheDocument();
    expect(within(row).getByText('English')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('textbox')).toHaveValue(makeLink().url);
    await user.click(
      within(row).getByRole('button', { name: 'Copy the WhatsApp group link for Fire Alarm Technician' }),
    );
    expect(writeText).toHaveBeenCalledWith(makeLink().url);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('creates a link for the chosen job, channel and page language, and shows the field the server refused', async () => {
    const api = fakeAdminApi({ jobs: [makeJob({ id: 7, title: 'Sprinkler Fitter' })] });
    const created: unknown[] = [];
    api.override('GET /api/admin/tracking-links', () =>
      json({ success: true, data: [], meta: { page: 1, pageSize: 25, total: 0 } }),
    );
    api.override('POST /api/admin/tracking-links', ({ body }) => {
      created.push(body);
      const { channel } = body as { channel: string };
      return channel.trim()
        ? json({ success: true, data: makeLink({ jobId: 7, channel }) }, 201)
        : json(
            {
              success: false,
              statusCode: 400,
              message: 'Name the channel (for example "WhatsApp group")',
              errors: { channel: 'Name the channel (for example "WhatsApp group")' },
            },
            400,
          );
    });
    const user = userEvent.setup();
    renderAdminPage({ route: '/admin/careers?tab=tracking-links' });
    expect(await screen.findByText('No tracking links yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Job/), '7');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Name the channel (for example "WhatsApp group")')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Channel/), 'Al Khaleej');
    await user.selectOptions(screen.getByLabelText(/^Page language/), 'ar');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created: copy it and share it.')).toBeInTheDocument();
    expect(created.at(-1)).toEqual({ jobId: 7, channel: 'Al Khaleej', language: 'ar' });
  });
});
