import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETENTION_DEFAULTS, RETENTION_MESSAGES, type RetentionItem } from '@uaq/contract';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

function makeItem(overrides: Partial<RetentionItem> = {}): RetentionItem {
  return {
    subject: 'application',
    id: 41,
    label: 'Aisha Rahman, Fire Alarm Technician',
    lastActivityAt: '2024-01-10T08:00:00.000Z',
    markedAt: '2026-11-01T00:00:00.000Z',
    purgeOn: '2026-12-01T00:00:00.000Z',
    heldAt: null,
    heldBy: null,
    holdReason: null,
    ...overrides,
  };
}

const page = (data: RetentionItem[]) =>
  json({ success: true, data, meta: { page: 1, pageSize: 25, total: data.length } });

describe('admin data retention', () => {
  it('shows the server’s refusal under the period field and keeps a marked application', async () => {
    const api = fakeAdminApi();
    const sent: { settings?: unknown; kept?: string } = {};
    let marked = [makeItem()];
    api.override('GET /api/admin/retention/settings', () =>
      json({ success: true, data: RETENTION_DEFAULTS }),
    );
    api.override('PUT /api/admin/retention/settings', ({ body }) => {
      sent.settings = body;
      return json(
        {
          success: false,
          statusCode: 400,
          message: 'Invalid',
          errors: { applicationMonths: RETENTION_MESSAGES.months },
        },
        400,
      );
    });
    api.override('GET /api/admin/retention/items', () => page(marked));
    api.override('POST /api/admin/retention/application/41/keep', ({ path }) => {
      sent.kept = path;
      const kept = makeItem({ markedAt: null, purgeOn: null });
      marked = [];
      return json({ success: true, data: kept });
    });
    const user = userEvent.setup();
    renderAdminPage({ route: '/admin/careers?tab=retention' });

    const months = await screen.findByLabelText(/^Applications: months after the last activity/);
    expect(months).toHaveValue(24);
    await user.clear(months);
    await user.type(months, '0');
    await user.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText(RETENTION_MESSAGES.months)).toBeInTheDocument();
    expect(sent.settings).toMatchObject({ applicationMonths: 0, quarantineDays: 30 });

    const table = await screen.findByRole('table', { name: 'Records marked for deletion' });
    const row = within(table).getByRole('row', { name: /Aisha Rahman/ });
    await user.click(
      within(row).getByRole('button', { name: 'Keep #41 Aisha Rahman, Fire Alarm Technician' }),
    );
    expect(await screen.findByText('No record is marked for deletion.')).toBeInTheDocument();
    expect(sent.kept).toBe('/api/admin/retention/application/41/keep');
  });
});
