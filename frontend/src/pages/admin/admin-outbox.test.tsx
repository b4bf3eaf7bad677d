import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessageSummary } from '@uaq/contract';
import { makeApplication, makeJob } from '@test/admin-api/admin-fixtures';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { failure, json } from '@test/api/responses';

function makeMessage(overrides: Partial<OutboxMessageSummary> = {}): OutboxMessageSummary {
  return {
    id: 1,
    template: 'new-application',
    language: 'en',
    recipient: 'careers@example.com',
    subject: 'New application: Aisha Khan for Fire Alarm Technician',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-03-02T06:00:00.000Z',
    updatedAt: '2026-03-02T06:00:05.000Z',
    nextAttemptAt: null,
    sentAt: '2026-03-02T06:00:05.000Z',
    ...overrides,
  };
}

describe('admin outbox', () => {
  it('lists e-mails with their delivery state, filters by status and pages on the server', async () => {
    const api = fakeAdminApi();
    const failed = makeMessage({
      id: 2,
      recipient: 'aisha@example.com',
      subject: 'Your application for Fire Alarm Technician',
      status: 'failed',
      attempts: 9,
      lastError: '451 Try again later',
      sentAt: null,
    });
    api.override('GET /api/admin/outbox', ({ query }) =>
      json({
        success: true,
        data: query.status === 'failed' ? [failed] : [failed, makeMessage()],
        meta: { page: Number(query.page), pageSize: 25, total: query.status === 'failed' ? 1 : 60 },
      }),
    );
    renderAdminPage({ route: '/admin/careers?tab=outbox' });
    const item = within(
      (await screen.findByRole('heading', { name: failed.subject })).closest('li') as HTMLElement,
    );
    expect(item.getByText('Failed', { selector: '.badge' })).toBeInTheDocument();
    expect(item.getByText('aisha@example.com')).toBeInTheDocument();
    expect(item.getByText('451 Try again later')).toBeInTheDocument();
    expect(item.getByText('9')).toBeInTheDocument();
    expect(screen.getByText('60 e-mails')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/outbox')[0].query).toEqual({ page: '1', pageSize: '25' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/outbox').at(-1)?.query.page).toBe('2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(await screen.findByText('1 e-mail')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/outbox').at(-1)?.query).toEqual({
      page: '1',
      pageSize: '25',
      status: 'failed',
    });
    expect(screen.queryByRole('navigation', { name: 'Outbox pages' })).not.toBeInTheDocument();
  });

  it('retries a failed e-mail, and shows the server refusing', async () => {
    const api = fakeAdminApi();
    let status: OutboxMessageSummary['status'] = 'failed';
    api.override('GET /api/admin/outbox', () =>
      json({
        success: true,
        data: [makeMessage({ status, sentAt: null, lastError: 'connect ECONNREFUSED' })],
        meta: { page: 1, pageSize: 25, total: 1 },
      }),
    );
    api.override('POST /api/admin/outbox/1/retry', () =>
      failure(409, 'Only a message that failed can be sent again'),
    );
    renderAdminPage({ route: '/admin/careers?tab=outbox' });
    const retry = await screen.findByRole('button', {
      name: 'Retry now: New application: Aisha Khan for Fire Alarm Technician',
    });
    await userEvent.click(retry);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a message that failed can be sent again',
    );

    api.override('POST /api/admin/outbox/1/retry', () => {
      status = 'pending';
      return json({ success: true, data: makeMessage({ status }) });
    });
    await userEvent.click(retry);
    expect(await screen.findByText('Pending', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retry now/ })).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/outbox/1/retry')).toHaveLength(2);
  });

  it('asks the server to notify the applicant only when HR ticks the box, for that one change', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()], applications: [makeApplication()] });
    renderAdminPage({ route: '/admin/careers?tab=applications&application=10' });
    const select = await screen.findByRole('combobox', { name: "Status of Aisha Khan's application" });
    const notify = screen.getByRole('checkbox', { name: /^Notify the applicant \(Aisha Khan\)/ });
    await userEvent.click(notify);
    await userEvent.selectOptions(select, 'shortlisted');
    await waitFor(() => expect(notify).not.toBeChecked());
    await userEvent.selectOptions(select, 'interviewed');
    const bodies = api
      .requestsTo('PATCH', '/api/admin/job-applications/10/status')
      .map((request) => request.body);
    expect(bodies).toEqual([{ status: 'shortlisted', notifyApplicant: true }, { status: 'interviewed' }]);
  });
});

describe('an outbox message', () => {
  it('shows its text on request, as the recipient reads it', async () => {
    const api = fakeAdminApi();
    const message = makeMessage();
    api.override('GET /api/admin/outbox', () =>
      json({ success: true, data: [message], meta: { page: 1, pageSize: 25, total: 1 } }),
    );
    api.override('GET /api/admin/outbox/1', () =>
      json({
        success: true,
        data: { ...message, text: 'Dear HR,\nAisha Khan applied for Fire Alarm Technician.' },
      }),
    );
    renderAdminPage({ route: '/admin/careers?tab=outbox' });
    const item = within(
      (await screen.findByRole('heading', { name: message.subject })).closest('li') as HTMLElement,
    );
    const show = item.getByRole('button', { name: `Show the text of "${message.subject}"` });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(await item.findByText(/Aisha Khan applied for Fire Alarm Technician\./)).toBeInTheDocument();
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(api.requestsTo('GET', '/api/admin/outbox/1')).toHaveLength(1);
  });
});
