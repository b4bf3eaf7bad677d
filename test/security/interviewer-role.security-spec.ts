import { INTERVIEWER_MESSAGES, type InterviewerApplicationView } from '@uaq/contract';
import { AuthTokensService } from '../../backend/src/accounts/auth-tokens.service';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from '../api/job-applications-fixtures';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { exampleUrl, registeredRoutes, send } from '../support/route-table';
import { readyTeamAccount } from '../support/team-accounts';

/**
 * The routes an interviewer may call: its own account, and its desk (which shows it only the
 * interviews it sits on). Every other admin route answers 403 to it, including any added later:
 * this list is the test's, not the app's, so a route opened to interviewers must be added here.
 */
const INTERVIEWER_ROUTES = new Set([
  'GET /api/admin/me',
  'PATCH /api/admin/me',
  'POST /api/admin/me/password',
  'POST /api/admin/me/mfa',
  'POST /api/admin/me/mfa/confirm',
  'GET /api/admin/my-interviews',
  'GET /api/admin/my-interviews/applications/:id',
  'POST /api/admin/my-interviews/applications/:id/resume-token',
  'GET /api/admin/my-interviews/applications/:id/resume',
  'PUT /api/admin/interviews/:id/scorecard',
  'POST /api/admin/interviews/:id/scorecard/submit',
]);

/** "Now": Tuesday 10 March 2031, 09:00 in Umm Al Quwain; the interviews are the next day. */
const NOW = new Date('2031-03-10T09:00:00+04:00');

/**
 * The interviewer role, tried as an interviewer curious about more than their own interviews would:
 * every admin route of Nest's route table (so a new one cannot be forgotten), with the ids of the
 * very application they interview; the applications of others, of none, of a cancelled interview;
 * resumes by session and by download link on every path; and what is left once HR takes them off
 * the panel.
 */
describe.each(TEST_ENGINES)(
  'The interviewer role sees its own interviews and nothing else (%s)',
  (engine) => {
    let api: ApiTestApp;
    let owner: string;
    let ivan: { id: number; token: string };
    let nadia: { id: number; token: string };
    let jobId: number;
    /** Ivan interviews A; Nadia B; nobody C; Ivan was on D's interview, which HR cancelled. */
    const applications = { A: 0, B: 0, C: 0, D: 0 };
    const interviews = { A: 0, B: 0, D: 0 };
    let routes: string[];
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });

    /** The route's URL with the ids of application A (and its interview, and its job). */
    const urlForA = (route: string) => {
      const path = route.split(' ')[1];
      return exampleUrl(
        path
          .replace(/\/interviews\/:id/, `/interviews/${interviews.A}`)
          .replace(/\/careers\/:id/, `/careers/${jobId}`)
          .replace(/:id\b/g, String(applications.A)),
      );
    };

    beforeAll(async () => {
      api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
      jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => NOW);
      owner = await api.adminToken();
      ivan = await readyTeamAccount(api, 'ivan.panel', 'interviewer', { clientAddress: nextClientAddress });
      nadia = await readyTeamAccount(api, 'nadia.panel', 'interviewer', { clientAddress: nextClientAddress });
      jobId = (await createJob(api, { title: 'Fire Alarm Technician' })).id;
      for (const name of ['A', 'B', 'C', 'D'] as const) {
        const applied = await applyWithResume(
          api,
          applicationFor(jobId, {
            firstName: `Applicant${name}`,
            email: `applicant.${name.toLowerCase()}@example.org`,
            phone: '+971 50 111 2233',
            address: `Villa ${name}, Al Salamah`,
          }),
          { content: pdfResume(), name: `cv-${name}.pdf`, type: 'application/pdf' },
        ).expect(201);
        applications[name] = applied.body.data.id as number;
      }
      const schedule = async (id: number, interviewerIds: number[]) =>
        (
          await api
            .request()
            .post(`/api/admin/job-applications/${id}/interviews`)
            .set(as(owner))
            .send({
              date: '2031-03-11',
              time: '10:00',
              durationMinutes: 45,
              location: 'Head office',
              interviewerIds,
            })
            .expect(201)
        ).body.data.id as number;
      interviews.A = await schedule(applications.A, [ivan.id]);
      interviews.B = await schedule(applications.B, [nadia.id]);
      interviews.D = await schedule(applications.D, [ivan.id]);
      await api.request().post(`/api/admin/interviews/${interviews.D}/cancel`).set(as(owner)).expect(200);
      // Every route that wants a session: what answers 401 without one.
      routes = [];
      for (const route of registeredRoutes(api)) {
        if (route === 'POST /api/admin/logout') continue;
        if ((await send(api, route)).status === 401) routes.push(route);
      }
    });
    afterAll(() => api.close());

    it('answers 403 on every admin route not on its desk, even with the ids of the application it interviews', async () => {
      const guarded = routes.filter(
        (route) => route !== 'POST /api/admin/login' && route !== 'POST /api/admin/logout',
      );
      expect(guarded.length).toBeGreaterThan(60);
      const wrong: string[] = [];
      for (const route of guarded.filter((candidate) => !INTERVIEWER_ROUTES.has(candidate))) {
        const response = await send(api, route, ivan.token, urlForA(route));
        if (response.status !== 403) wrong.push(`${route} → ${response.status}`);
      }
      expect(wrong).toEqual([]);
    });

    it('reaches its desk with the ids of the application it interviews (the list above is the whole desk)', async () => {
      const refused: string[] = [];
      for (const route of routes.filter((candidate) => INTERVIEWER_ROUTES.has(candidate))) {
        const response = await send(api, route, ivan.token, urlForA(route));
        if (response.status === 401 || response.status === 403) refused.push(`${route} → ${response.status}`);
      }
      expect(refused).toEqual([]);
      expect([...INTERVIEWER_ROUTES].filter((route) => !routes.includes(route))).toEqual([]);
    });

    it('lists exactly the interviews it sits on, and opens no other application', async () => {
      const past = (
        await api.request().get('/api/admin/my-interviews?period=past').set(as(ivan.token)).expect(200)
      ).body;
      expect(past.data).toEqual([]);
      const mine = (await api.request().get('/api/admin/my-interviews').set(as(ivan.token)).expect(200)).body;
      expect(mine.meta.total).toBe(1);
      expect(mine.data.map((row: { applicationId: number }) => row.applicationId)).toEqual([applications.A]);
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applications.A}`)
        .set(as(ivan.token))
        .expect(200);
      for (const id of [applications.B, applications.C, applications.D, applications.D + 1000]) {
        const refused = await api
          .request()
          .get(`/api/admin/my-interviews/applications/${id}`)
          .set(as(ivan.token))
          .expect(403);
        expect(refused.body.message).toBe(INTERVIEWER_MESSAGES.notAssigned);
      }
    });

    it('sees of the application it interviews only what interviewing needs', async () => {
      const view = (
        await api
          .request()
          .get(`/api/admin/my-interviews/applications/${applications.A}`)
          .set(as(ivan.token))
          .expect(200)
      ).body.data as InterviewerApplicationView;
      expect(Object.keys(view).sort()).toEqual(
        [
          'id',
          'firstName',
          'lastName',
          'fullName',
          'job',
          'hasResume',
          'resumeFileName',
          'criteria',
          'interviews',
        ].sort(),
      );
      const text = JSON.stringify(view);
      for (const hidden of [
        'applicant.a@example.org',
        '+971 50 111 2233',
        'Villa A',
        'addressable fire alarm',
        'statusHistory',
      ])
        expect(text).not.toContain(hidden);
      expect(view.interviews.map((interview) => interview.id)).toEqual([interviews.A]);
      expect(view.interviews[0].panel).toEqual(['ivan.panel']);
    });

    it('downloads the resume of the application it interviews, by session or link, and no other', async () => {
      const own = await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applications.A}/resume`)
        .set(as(ivan.token))
        .expect(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applications.B}/resume`)
        .set(as(ivan.token))
        .expect(403);
      await api
        .request()
        .post(`/api/admin/my-interviews/applications/${applications.B}/resume-token`)
        .set(as(ivan.token))
        .expect(403);
      // HR's own resume route, for the application Ivan interviews: closed to him.
      await api
        .request()
        .get(`/api/admin/job-applications/${applications.A}/resume`)
        .set(as(ivan.token))
        .expect(403);

      const link = (
        await api
          .request()
          .post(`/api/admin/my-interviews/applications/${applications.A}/resume-token`)
          .set(as(ivan.token))
          .expect(201)
      ).body.data as { token: string; url: string };
      await api.request().get(link.url).expect(200);
      // The link opens that one application on the desk, nowhere else.
      await api
        .request()
        .get(`/api/admin/job-applications/${applications.A}/resume?token=${encodeURIComponent(link.token)}`)
        .expect(403);
      await api
        .request()
        .get(
          `/api/admin/my-interviews/applications/${applications.B}/resume?token=${encodeURIComponent(link.token)}`,
        )
        .expect(401);
      // A link made for another application (as an HR link would be) does not open it for him either.
      const forB = await api.app.get(AuthTokensService).signResumeDownloadToken(applications.B, {
        ...ivan,
        username: 'ivan.panel',
        role: 'interviewer',
        mfaEnabled: false,
        pending: null,
        language: 'en',
      });
      await api
        .request()
        .get(
          `/api/admin/my-interviews/applications/${applications.B}/resume?token=${encodeURIComponent(forB.token)}`,
        )
        .expect(403);
    });

    it('writes no card for an interview it does not sit on', async () => {
      for (const path of [
        `/api/admin/interviews/${interviews.B}/scorecard`,
        `/api/admin/interviews/${interviews.D + 1000}/scorecard`,
      ])
        await api.request().put(path).set(as(ivan.token)).send({ recommendation: 'yes' }).expect(403);
      await api
        .request()
        .post(`/api/admin/interviews/${interviews.B}/scorecard/submit`)
        .set(as(ivan.token))
        .send({ recommendation: 'yes' })
        .expect(403);
    });

    it('loses the application when HR takes it off the panel', async () => {
      await api
        .request()
        .put(`/api/admin/interviews/${interviews.A}`)
        .set(as(owner))
        .send({
          date: '2031-03-11',
          time: '11:00',
          durationMinutes: 45,
          location: 'Head office',
          interviewerIds: [nadia.id],
        })
        .expect(200);
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applications.A}`)
        .set(as(ivan.token))
        .expect(403);
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applications.A}/resume`)
        .set(as(ivan.token))
        .expect(403);
      expect(
        (await api.request().get('/api/admin/my-interviews').set(as(ivan.token)).expect(200)).body.meta.total,
      ).toBe(0);
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applications.A}`)
        .set(as(nadia.token))
        .expect(200);
    });

    it('signs out like any account', async () => {
      await api.request().post('/api/admin/logout').set(as(ivan.token)).expect(200);
      await api.request().get('/api/admin/me').set(as(ivan.token)).expect(401);
    });
  },
);
