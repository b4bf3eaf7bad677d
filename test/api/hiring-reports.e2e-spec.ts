import { DataSource } from 'typeorm';
import { REPORT_MESSAGES, type ApplicationStatus } from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { JobApplicationsService } from '../../backend/src/applications/job-applications.service';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { createJob } from './job-applications-fixtures';

const HOUR = 3_600_000;

interface Seeded {
  createdAt: string;
  jobId: 'alarm' | 'fitter';
  source?: { utmSource?: string; utmMedium?: string; utmCampaign?: string; referrerDomain?: string };
  /** Status changes: hours after the application, and the stage moved to (the last is its status). */
  changes?: [number, ApplicationStatus][];
}

/**
 * Five applications in March 2026 (Asia/Dubai days) and one in February; the expected figures below
 * are worked out by hand from these rows.
 */
const SEED: Seeded[] = [
  {
    createdAt: '2026-03-01T08:00:00Z',
    jobId: 'alarm',
    source: { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'spring-hiring' },
    changes: [
      [24, 'reviewing'],
      [48, 'shortlisted'],
      [72, 'interviewed'],
      [120, 'hired'],
    ],
  },
  {
    // 01:00 on 2 March in the UAE.
    createdAt: '2026-03-01T21:00:00Z',
    jobId: 'alarm',
    source: { utmSource: 'linkedin', utmMedium: 'Social', utmCampaign: 'alarm-techs' },
    changes: [
      [10, 'reviewing'],
      [20, 'shortlisted'],
      [30, 'rejected'],
    ],
  },
  {
    createdAt: '2026-03-02T09:00:00Z',
    jobId: 'alarm',
    source: { referrerDomain: 'www.google.com' },
    changes: [[48, 'reviewing']],
  },
  { createdAt: '2026-03-05T09:00:00Z', jobId: 'alarm' },
  {
    createdAt: '2026-03-05T10:00:00Z',
    jobId: 'fitter',
    source: { utmSource: 'LinkedIn', utmMedium: 'cpc', utmCampaign: 'spring-hiring' },
    changes: [
      [12, 'reviewing'],
      [240, 'hired'],
    ],
  },
  {
    createdAt: '2026-02-27T10:00:00Z',
    jobId: 'alarm',
    source: { utmSource: 'linkedin' },
    changes: [[5, 'hired']],
  },
];

describe.each(TEST_ENGINES)('Hiring reports (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let jobs: Record<Seeded['jobId'], number>;

  const report = async (name: string, query: string) =>
    (await api.request().get(`/api/admin/reports/${name}?${query}`).set('Authorization', auth).expect(200))
      .body.data;
  const MARCH = 'from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    api = await startApiApp(engine);
    auth = `Bearer ${await api.adminToken()}`;
    jobs = {
      alarm: (await createJob(api, { title: 'Fire Alarm Technician' })).id,
      fitter: (await createJob(api, { title: 'Sprinkler Fitter' })).id,
    };
    const dataSource = api.app.get(DataSource);
    const applications = api.app.get(JobApplicationsService);
    const clock = jest.spyOn(api.app.get(Clock), 'now');
    for (const [index, row] of SEED.entries()) {
      const createdAt = new Date(row.createdAt);
      // Submitted at `createdAt` (in the past), then moved by HR through the tracker's own rule.
      const inserted = await dataSource
        .createQueryBuilder()
        .insert()
        .into('job_applications')
        .values({
          firstName: 'Seeded',
          lastName: `Applicant ${index}`,
          email: `seeded${index}@example.com`,
          phone: '+971 50 000 0000',
          address: 'Umm Al Quwain',
          position: 'Seeded',
          jobId: jobs[row.jobId],
          coverLetter: 'Seeded for the reports.',
          consentAt: createdAt,
          createdAt,
          updatedAt: createdAt,
          stageEnteredAt: createdAt,
          source: row.source ?? {},
        })
        .execute();
      const applicationId = Number(inserted.identifiers[0].id);
      for (const [hours, to] of row.changes ?? []) {
        clock.mockReturnValue(new Date(createdAt.getTime() + hours * HOUR));
        // Seeded histories are decisions already taken: no question to answer.
        await applications.changeStatus(applicationId, to, 'test-admin', false, true);
      }
    }
    clock.mockRestore();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('counts applications per UAE day, every day of the range shown', async () => {
    const data = await report('applications-over-time', MARCH);
    expect(data.range).toEqual({ from: '2026-03-01', to: '2026-03-31', jobId: null });
    expect(data.interval).toBe('day');
    expect(data.points).toHaveLength(31);
    const nonZero = data.points.filter((point: { applications: number }) => point.applications > 0);
    expect(nonZero).toEqual([
      { period: '2026-03-01', applications: 1 },
      { period: '2026-03-02', applications: 2 },
      { period: '2026-03-05', applications: 2 },
    ]);
  });

  it('counts per month over a longer range, and for one job', async () => {
    const data = await report('applications-over-time', 'from=2025-12-01&to=2026-03-31');
    expect(data.interval).toBe('month');
    expect(data.points).toEqual([
      { period: '2025-12', applications: 0 },
      { period: '2026-01', applications: 0 },
      { period: '2026-02', applications: 1 },
      { period: '2026-03', applications: 5 },
    ]);
    const fitter = await report('applications-over-time', `${MARCH}&jobId=${jobs.fitter}`);
    expect(fitter.points.filter((point: { applications: number }) => point.applications > 0)).toEqual([
      { period: '2026-03-05', applications: 1 },
    ]);
  });

  it('shows how far applications got: reached and current per stage', async () => {
    const data = await report('funnel', MARCH);
    expect(data.total).toBe(5);
    expect(data.rejected).toBe(1);
    expect(data.withdrawn).toBe(0);
    expect(data.stages).toEqual([
      { stage: 'pending', reached: 5, current: 1 },
      { stage: 'reviewing', reached: 4, current: 1 },
      { stage: 'shortlisted', reached: 3, current: 0 },
      { stage: 'interviewed', reached: 2, current: 0 },
      { stage: 'hired', reached: 2, current: 2 },
    ]);
  });

  it('gives time to hire and time in each stage as median and 90th percentile', async () => {
    const data = await report('durations', MARCH);
    expect(data.timeToHire).toEqual({ count: 2, medianHours: 120, p90Hours: 240 });
    expect(data.timeInStage).toEqual([
      { stage: 'pending', count: 4, medianHours: 12, p90Hours: 48 },
      { stage: 'reviewing', count: 3, medianHours: 24, p90Hours: 228 },
      { stage: 'shortlisted', count: 2, medianHours: 10, p90Hours: 24 },
      { stage: 'interviewed', count: 1, medianHours: 48, p90Hours: 48 },
    ]);
    const alarm = await report('durations', `${MARCH}&jobId=${jobs.alarm}`);
    expect(alarm.timeToHire).toEqual({ count: 1, medianHours: 120, p90Hours: 120 });
  });

  it('compares sources: applications, shortlisted and hired, most applications first', async () => {
    const data = await report('sources', MARCH);
    expect(data.rows).toEqual([
      { source: 'linkedin', applications: 3, shortlisted: 3, hired: 2 },
      { source: '(direct)', applications: 1, shortlisted: 0, hired: 0 },
      { source: 'www.google.com', applications: 1, shortlisted: 0, hired: 0 },
    ]);
  });

  it('breaks sources down by medium and by campaign (utm_medium, utm_campaign), most applications first', async () => {
    const medium = await report('source-breakdown', `${MARCH}&by=medium`);
    expect(medium).toEqual({
      range: { from: '2026-03-01', to: '2026-03-31', jobId: null },
      by: 'medium',
      rows: [
        { value: '(none)', applications: 2, shortlisted: 0, hired: 0 },
        { value: 'social', applications: 2, shortlisted: 2, hired: 1 },
        { value: 'cpc', applications: 1, shortlisted: 1, hired: 1 },
      ],
      truncated: false,
    });
    const campaign = await report('source-breakdown', `${MARCH}&by=campaign`);
    expect(campaign.rows).toEqual([
      { value: '(none)', applications: 2, shortlisted: 0, hired: 0 },
      { value: 'spring-hiring', applications: 2, shortlisted: 2, hired: 2 },
      { value: 'alarm-techs', applications: 1, shortlisted: 1, hired: 0 },
    ]);
    const fitters = await report('source-breakdown', `${MARCH}&by=campaign&jobId=${jobs.fitter}`);
    expect(fitters.rows).toEqual([{ value: 'spring-hiring', applications: 1, shortlisted: 1, hired: 1 }]);
    // Bounded: the 100 biggest campaigns, and a flag that there were more.
    const januaryApplications = Array.from({ length: 101 }, (_, index) => {
      const createdAt = new Date(Date.UTC(2025, 0, 10, 8, index));
      return {
        firstName: 'Campaign',
        lastName: `Applicant ${index}`,
        email: `campaign${index}@example.com`,
        phone: '+971 50 000 0000',
        address: 'Umm Al Quwain',
        position: 'Seeded',
        jobId: jobs.alarm,
        coverLetter: 'Seeded for the campaigns.',
        consentAt: createdAt,
        createdAt,
        updatedAt: createdAt,
        stageEnteredAt: createdAt,
        source: { utmCampaign: `campaign-${String(index).padStart(3, '0')}` },
      };
    });
    await api.app
      .get(DataSource)
      .createQueryBuilder()
      .insert()
      .into('job_applications')
      .values(januaryApplications)
      .execute();
    const many = await report('source-breakdown', 'from=2025-01-01&to=2025-01-31&by=campaign');
    expect(many.rows).toHaveLength(100);
    expect(many.rows[0]).toEqual({ value: 'campaign-000', applications: 1, shortlisted: 0, hired: 0 });
    expect(many.truncated).toBe(true);
    for (const by of ['', 'by=source', 'by=term', 'by=medium&by=campaign']) {
      const refused = await api
        .request()
        .get(`/api/admin/reports/source-breakdown?${MARCH}&${by}`)
        .set('Authorization', auth)
        .expect(400);
      expect(refused.body.errors).toEqual({ by: REPORT_MESSAGES.breakdownInvalid });
    }
  });

  it('answers empty reports for a range with no applications', async () => {
    const query = 'from=2024-01-01&to=2024-01-31';
    expect((await report('funnel', query)).total).toBe(0);
    expect((await report('durations', query)).timeToHire).toEqual({
      count: 0,
      medianHours: null,
      p90Hours: null,
    });
    expect((await report('sources', query)).rows).toEqual([]);
  });

  it.each([
    ['from=2026-02-31', 'from', REPORT_MESSAGES.dayInvalid],
    ['to=31-03-2026', 'to', REPORT_MESSAGES.dayInvalid],
    ['from=2026-03-31&to=2026-03-01', 'to', REPORT_MESSAGES.rangeReversed],
    ['from=2016-01-01&to=2026-03-01', 'from', REPORT_MESSAGES.rangeTooLong],
    ['jobId=abc', 'jobId', REPORT_MESSAGES.jobInvalid],
    ['jobId=0', 'jobId', REPORT_MESSAGES.jobInvalid],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    for (const name of ['applications-over-time', 'funnel', 'durations', 'sources']) {
      const response = await api
        .request()
        .get(`/api/admin/reports/${name}?${query}`)
        .set('Authorization', auth)
        .expect(400);
      expect(response.body.errors).toEqual({ [field]: message });
    }
  });

  it('is for signed-in staff only', async () => {
    await api.request().get(`/api/admin/reports/funnel?${MARCH}`).expect(401);
  });
});
