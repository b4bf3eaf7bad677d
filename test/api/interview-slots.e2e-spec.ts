import type { AdminAccount, Interview } from '@uaq/contract';
import { ApplicantApplicationsService } from '../../backend/src/applications/applicant-applications.service';
import { InterviewAnswerLinks } from '../../backend/src/interviews/interview-answer-link';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

/** "Now" for these tests: Monday 24 November 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-11-24T09:00:00+04:00');

/**
 * An interview's history as HR reads it after the walk: each entry names the slot it was about,
 * not the slot the interview has now; and no interview is booked on an application that is closed.
 */
describe.each(TEST_ENGINES)('Interview slots and closed applications (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let ownerId: number;
  let jobId: number;

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
  };
  const slot = (date: string, time: string) => ({
    date,
    time,
    durationMinutes: 45,
    location: 'Head office, Al Raas, Umm Al Quwain',
    interviewerIds: [ownerId],
  });
  const apply = async (email?: string) =>
    (
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId, email ? { email } : {}))
        .expect(201)
    ).body.data.id as number;
  const interviewsOf = async (id: number) =>
    (await admin.get(`/api/admin/job-applications/${id}/interviews`).expect(200)).body.data as Interview[];
  /** The applicant's answer, as their e-mail's link posts it. */
  const answer = async (interview: Interview, response: 'accepted' | 'declined') => {
    const token = api.app.get(InterviewAnswerLinks).sign({
      interviewId: interview.id,
      sequence: interview.sequence,
      answer: response,
      expiresAt: Math.floor(new Date(interview.startsAt).getTime() / 1000),
    });
    await api.request().post('/api/interview-answers').type('form').send({ token }).expect(200);
  };

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => NOW);
    const accounts = (await admin.get('/api/admin/users').expect(200)).body.data as AdminAccount[];
    ownerId = accounts.find((account) => account.username === TEST_ADMIN_USERNAME)!.id;
    jobId = (await createJob(api, { title: 'Fire Alarm Technician' })).id;
  });
  afterAll(() => api.close());

  it('keeps in each history entry the slot it was about, after the interview moved', async () => {
    const id = await apply();
    const booked = (
      await admin
        .post(`/api/admin/job-applications/${id}/interviews`)
        .send(slot('2031-12-01', '10:00'))
        .expect(201)
    ).body.data as Interview;
    await answer(booked, 'accepted');
    await admin.put(`/api/admin/interviews/${booked.id}`).send(slot('2031-12-02', '11:30')).expect(200);
    const [moved] = await interviewsOf(id);
    await answer(moved, 'declined');

    const [interview] = await interviewsOf(id);
    const first = { date: '2031-12-01', time: '10:00', timeZone: 'Asia/Dubai', durationMinutes: 45 };
    const second = { date: '2031-12-02', time: '11:30', timeZone: 'Asia/Dubai', durationMinutes: 45 };
    expect(interview.events.map(({ kind, actor, slot }) => ({ kind, actor, slot }))).toEqual([
      {
        kind: 'scheduled',
        actor: TEST_ADMIN_USERNAME,
        slot: { ...first, startsAt: '2031-12-01T06:00:00.000Z' },
      },
      { kind: 'accepted', actor: 'applicant', slot: { ...first, startsAt: '2031-12-01T06:00:00.000Z' } },
      {
        kind: 'rescheduled',
        actor: TEST_ADMIN_USERNAME,
        slot: { ...second, startsAt: '2031-12-02T07:30:00.000Z' },
      },
      { kind: 'declined', actor: 'applicant', slot: { ...second, startsAt: '2031-12-02T07:30:00.000Z' } },
    ]);
  });

  describe('An interview is booked only on an open application', () => {
    it('refuses a withdrawn application (409, nothing booked)', async () => {
      const email = 'withdrawing.applicant@example.com';
      const id = await apply(email);
      await api.app.get(ApplicantApplicationsService).withdraw(email, id);
      const refused = await admin
        .post(`/api/admin/job-applications/${id}/interviews`)
        .send(slot('2031-12-03', '10:00'))
        .expect(409);
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'interview.applicationClosed' });
      expect(await interviewsOf(id)).toEqual([]);
    });

    it.each(['rejected', 'hired'])('refuses a %s application as well', async (status) => {
      const id = await apply();
      await admin
        .patch(`/api/admin/job-applications/${id}/status`)
        .send({ status, confirm: true })
        .expect(200);
      const refused = await admin
        .post(`/api/admin/job-applications/${id}/interviews`)
        .send(slot('2031-12-03', '10:00'))
        .expect(409);
      expect(refused.body.code).toBe('interview.applicationClosed');
    });

    it('refuses to move the interview of an application closed since, and still lets HR cancel it', async () => {
      const id = await apply();
      const booked = (
        await admin
          .post(`/api/admin/job-applications/${id}/interviews`)
          .send(slot('2031-12-04', '09:00'))
          .expect(201)
      ).body.data as Interview;
      await admin
        .patch(`/api/admin/job-applications/${id}/status`)
        .send({ status: 'rejected', confirm: true })
        .expect(200);
      const refused = await admin
        .put(`/api/admin/interviews/${booked.id}`)
        .send(slot('2031-12-05', '09:00'))
        .expect(409);
      expect(refused.body.code).toBe('interview.applicationClosed');
      await admin.post(`/api/admin/interviews/${booked.id}/cancel`).expect(200);
    });

    it('books again once HR reopens the application', async () => {
      const id = await apply();
      await admin
        .patch(`/api/admin/job-applications/${id}/status`)
        .send({ status: 'rejected', confirm: true })
        .expect(200);
      await admin
        .patch(`/api/admin/job-applications/${id}/status`)
        .send({ status: 'shortlisted' })
        .expect(200);
      await admin
        .post(`/api/admin/job-applications/${id}/interviews`)
        .send(slot('2031-12-03', '12:00'))
        .expect(201);
    });
  });
});
