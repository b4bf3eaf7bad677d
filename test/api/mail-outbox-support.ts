import type { ApiTestApp } from '../support/api-app';
import type { SmtpTestServer } from '../support/smtp-test-server';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

export const MAIL_FROM = 'Al Raas Careers <no-reply@alraas.example>';

/** A fast worker on the test SMTP server: polls every 50 ms, first retry after 100 ms. */
export function mailEnv(smtp: SmtpTestServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    TRUST_PROXY: 'loopback',
    SMTP_URL: smtp.url,
    MAIL_FROM,
    MAIL_POLL_INTERVAL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
    PUBLIC_URL: 'https://alraas.example',
    ...extra,
  };
}

export interface OutboxRow {
  id: number;
  template: string;
  recipient: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export async function outbox(api: ApiTestApp, query = ''): Promise<OutboxRow[]> {
  const response = await api
    .request()
    .get(`/api/admin/outbox?pageSize=100${query}`)
    .set('Authorization', `Bearer ${await api.adminToken()}`)
    .expect(200);
  return response.body.data as OutboxRow[];
}

/** Polls the outbox list until `done` holds (fails after `timeoutMs`). */
export async function waitForOutbox(
  api: ApiTestApp,
  done: (rows: OutboxRow[]) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outbox(api);
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`Outbox never reached the state: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Lets a few more worker rounds run, to show that nothing else is sent. */
export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

export async function submitApplication(
  api: ApiTestApp,
  jobId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; body: ReturnType<typeof applicationFor> }> {
  const body = applicationFor(jobId, overrides);
  const response = await api
    .request()
    .post('/api/job-applications')
    .set('X-Forwarded-For', nextClientAddress())
    .send(body);
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${JSON.stringify(response.body)}`);
  return { id: response.body.data.id as number, body };
}

export { createJob };
