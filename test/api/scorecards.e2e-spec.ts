import {
  INITIAL_SITE_CONSTANTS as SITE,
  SCORECARD_MESSAGES,
  type ApplicationScorecards,
  type AssignedInterview,
  type Interview,
  type InterviewerApplicationView,
  type ScorecardCriterion,
} from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { InterviewAnswerLinks } from '../../backend/src/interviews/interview-answer-link';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { readyTeamAccount } from '../support/team-accounts';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';
import { outbox } from './mail-outbox-support';

/** "Now": Tuesday 10 March 2031, 09:00 in Umm Al Quwain; the interview is the next day at 10:00. */
const NOW = new Date('2031-03-10T09:00:00+04:00');
const AFTER_START = new Date('2031-03-11T10:30:00+04:00');

/**
 * Scorecards as HR and two interviewers use them: HR sets the job's criteria (English and Arabic),
 * each interviewer writes their own card (a draft until submitted, then final), HR reads every card
 * and the summary; HR is e-mailed, in the language of the member who reads the careers address,
 * when the applicant answers the invitation and when a card is submitted.
 */
describe.each(TEST_ENGINES)('Scorecards (%s)', (engine) => {
  let api: ApiTestApp;
  let owner: string;
  let ivan: { id: number; token: string };
  let nadia: { id: number; token: string };
  let hrReader: { id: number; token: string };
  let jobId: number;
  let applicationId: number;
  let interview: Interview;
  let criteria: ScorecardCriterion[];
  let now = NOW;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const draft = (token: string, body: Record<string, unknown>, id = interview.id) =>
    api.request().put(`/api/admin/interviews/${id}/scorecard`).set(as(token)).send(body);
  const submit = (token: string, body: Record<string, unknown>, id = interview.id) =>
    api.request().post(`/api/admin/interviews/${id}/scorecard/submit`).set(as(token)).send(body);
  const scorecards = async () =>
    (
      await api
        .request()
        .get(`/api/admin/job-applications/${applicationId}/scorecards`)
        .set(as(owner))
        .expect(200)
    ).body.data as ApplicationScorecards;

  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://alraas.example' },
    });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    owner = await api.adminToken();
    ivan = await readyTeamAccount(api, 'ivan.panel', 'interviewer', { clientAddress: nextClientAddress });
    nadia = await readyTeamAccount(api, 'nadia.panel', 'interviewer', { clientAddress: nextClientAddress });
    // The HR member who reads the careers address reads Arabic: HR's notices come in Arabic.
    hrReader = await readyTeamAccount(api, 'mariam.hr', 'hr', {
      email: SITE.careersEmail,
      clientAddress: nextClientAddress,
    });
    await api.request().patch('/api/admin/me').set(as(hrReader.token)).send({ language: 'ar' }).expect(200);
    jobId = (await createJob(api, { title: 'Fire Alarm Technician' })).id;
    const applied = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(jobId, { firstName: 'Yousef', lastName: 'Haddad' }))
      .expect(201);
    applicationId = applied.body.data.id as number;
    interview = (
      await api
        .request()
        .post(`/api/admin/job-applications/${applicationId}/interviews`)
        .set(as(owner))
        .send({
          date: '2031-03-11',
          time: '10:00',
          durationMinutes: 45,
          location: 'Head office',
          interviewerIds: [ivan.id, nadia.id],
        })
        .expect(201)
    ).body.data as Interview;
  });
  afterAll(() => api.close());

  it('lets HR set a job’s criteria in English and Arabic, and refuses a bad list without changing it', async () => {
    const url = `/api/admin/careers/${jobId}/scorecard-criteria`;
    const saved = await api
      .request()
      .put(url)
      .set(as(owner))
      .send({
        criteria: [
          { name: 'Fire alarm panels', nameAr: 'لوحات إنذار الحريق' },
          { name: 'Safety', nameAr: 'السلامة' },
          { name: 'Communication', nameAr: 'التواصل' },
        ],
      })
      .expect(200);
    criteria = saved.body.data as ScorecardCriterion[];
    expect(criteria.map((criterion) => criterion.name)).toEqual([
      'Fire alarm panels',
      'Safety',
      'Communication',
    ]);

    const missingArabic = await api
      .request()
      .put(url)
      .set(as(owner))
      .send({ criteria: [{ name: 'Safety' }] })
      .expect(400);
    expect(missingArabic.body.errors['criteria.0.nameAr']).toBe(SCORECARD_MESSAGES.criterionNameArRequired);
    await api
      .request()
      .put(url)
      .set(as(owner))
      .send({ criteria: [{ id: criteria[0].id + 999, name: 'X', nameAr: 'س' }] })
      .expect(400);
    await api.request().put(url).set(as(owner)).send({ criteria: 'safety' }).expect(400);
    await api
      .request()
      .put('/api/admin/careers/999999/scorecard-criteria')
      .set(as(owner))
      .send({ criteria: [] })
      .expect(404);
    expect((await api.request().get(url).set(as(owner)).expect(200)).body.data).toEqual(criteria);
    // Interviewers do not edit the job.
    await api.request().get(url).set(as(ivan.token)).expect(403);
    await api.request().put(url).set(as(ivan.token)).send({ criteria: [] }).expect(403);
  });

  it('tells HR, in the reader’s language, when the applicant accepts the interview', async () => {
    const links = api.app.get(InterviewAnswerLinks);
    const token = links.sign({
      interviewId: interview.id,
      sequence: interview.sequence,
      answer: 'accepted',
      expiresAt: Math.floor(new Date(interview.startsAt).getTime() / 1000),
    });
    await api.request().post(`/api/interview-answers/${token}`).expect(200);
    const notices = (await outbox(api)).filter((row) => row.template === 'interview-accepted-hr');
    expect(notices).toHaveLength(1);
    expect(notices[0].recipient).toBe(SITE.careersEmail);
    expect(notices[0].subject).toBe('Yousef Haddad قبل المقابلة لوظيفة Fire Alarm Technician');
    const history = (
      await api
        .request()
        .get(`/api/admin/job-applications/${applicationId}/interviews`)
        .set(as(owner))
        .expect(200)
    ).body.data as Interview[];
    expect(history[0].events.map((event) => event.kind)).toEqual(['scheduled', 'accepted']);
  });

  it('shows each interviewer their interview and the job’s criteria, and takes cards from the start on', async () => {
    const mine = (await api.request().get('/api/admin/my-interviews').set(as(ivan.token)).expect(200)).body
      .data as AssignedInterview[];
    expect(mine.map((row) => [row.applicationId, row.applicantName, row.scorecard])).toEqual([
      [applicationId, 'Yousef Haddad', 'not-started'],
    ]);
    const view = (
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applicationId}`)
        .set(as(ivan.token))
        .expect(200)
    ).body.data as InterviewerApplicationView;
    expect(view.criteria).toEqual(criteria);
    expect(view.interviews[0].panel).toEqual(['ivan.panel', 'nadia.panel']);

    const notYet = await draft(ivan.token, { recommendation: 'yes' }).expect(409);
    expect(notYet.body.message).toBe('A scorecard is recorded once the interview has started');
    now = AFTER_START;
  });

  it('keeps a draft its author’s to change, and refuses an incomplete or invalid card', async () => {
    const [panels, safety, communication] = criteria;
    const saved = await draft(ivan.token, { ratings: [{ criterionId: panels.id, rating: 4 }] }).expect(200);
    expect(saved.body.data).toMatchObject({
      state: 'draft',
      ratings: [{ criterionId: panels.id, rating: 4 }],
    });
    // HR sees the draft by its state only.
    const whileDraft = await scorecards();
    const ivansCard = whileDraft.cards.find((card) => card.username === 'ivan.panel')!;
    expect(ivansCard).toMatchObject({ state: 'draft', ratings: [], recommendation: null, comment: null });
    expect(whileDraft.summary.submitted).toBe(0);

    for (const rating of [0, 6, 3.5, '4'])
      await draft(ivan.token, { ratings: [{ criterionId: panels.id, rating }] }).expect(400);
    const unknown = await draft(ivan.token, {
      ratings: [{ criterionId: panels.id + 999, rating: 3 }],
    }).expect(400);
    expect(unknown.body.message).toBe(SCORECARD_MESSAGES.ratingCriterionUnknown);
    await draft(ivan.token, { recommendation: 'maybe' }).expect(400);
    await draft(ivan.token, { comment: 'x'.repeat(4001) }).expect(400);
    const incomplete = await submit(ivan.token, {
      ratings: [{ criterionId: panels.id, rating: 4 }],
      recommendation: 'yes',
    }).expect(400);
    expect(incomplete.body.message).toBe(SCORECARD_MESSAGES.ratingsIncomplete);
    const noRecommendation = await submit(ivan.token, {
      ratings: criteria.map((criterion) => ({ criterionId: criterion.id, rating: 3 })),
    }).expect(400);
    expect(noRecommendation.body.message).toBe(SCORECARD_MESSAGES.recommendationRequired);
    // The draft survived every refusal.
    const still = (
      await api
        .request()
        .get(`/api/admin/my-interviews/applications/${applicationId}`)
        .set(as(ivan.token))
        .expect(200)
    ).body.data as InterviewerApplicationView;
    expect(still.interviews[0].myScorecard).toMatchObject({ state: 'draft', ratings: [{ rating: 4 }] });

    const final = await submit(ivan.token, {
      ratings: [
        { criterionId: panels.id, rating: 4 },
        { criterionId: safety.id, rating: 5 },
        { criterionId: communication.id, rating: 3 },
      ],
      recommendation: 'strong-yes',
      comment: 'Knows addressable panels well.',
    }).expect(200);
    expect(final.body.data).toMatchObject({ state: 'submitted', recommendation: 'strong-yes' });
    const locked = await draft(ivan.token, { recommendation: 'no' }).expect(409);
    expect(locked.body.message).toBe(SCORECARD_MESSAGES.alreadySubmitted);
    await submit(ivan.token, { recommendation: 'no' }).expect(409);
  });

  it('shows HR every submitted card and the summary, tells HR by e-mail and in the history', async () => {
    const [panels, safety, communication] = criteria;
    await submit(nadia.token, {
      ratings: [
        { criterionId: panels.id, rating: 3 },
        { criterionId: safety.id, rating: 4 },
        { criterionId: communication.id, rating: 4 },
      ],
      recommendation: 'yes',
    }).expect(200);
    const read = await scorecards();
    expect(read.cards.map((card) => [card.username, card.state, card.recommendation])).toEqual([
      ['ivan.panel', 'submitted', 'strong-yes'],
      ['nadia.panel', 'submitted', 'yes'],
    ]);
    expect(read.cards[0].comment).toBe('Knows addressable panels well.');
    expect(read.summary.submitted).toBe(2);
    expect(read.summary.criteria.map((row) => [row.name, row.nameAr, row.average, row.ratings])).toEqual([
      ['Fire alarm panels', 'لوحات إنذار الحريق', 3.5, 2],
      ['Safety', 'السلامة', 4.5, 2],
      ['Communication', 'التواصل', 3.5, 2],
    ]);
    expect(read.summary.recommendations).toEqual({ 'strong-no': 0, no: 0, yes: 1, 'strong-yes': 1 });

    const notices = (await outbox(api)).filter((row) => row.template === 'scorecard-submitted-hr');
    expect(notices.map((row) => row.subject).sort()).toEqual([
      'بطاقة تقييم من ivan.panel: Yousef Haddad لوظيفة Fire Alarm Technician',
      'بطاقة تقييم من nadia.panel: Yousef Haddad لوظيفة Fire Alarm Technician',
    ]);
    expect(notices.every((row) => row.recipient === SITE.careersEmail)).toBe(true);
    const [withCards] = (
      await api
        .request()
        .get(`/api/admin/job-applications/${applicationId}/interviews`)
        .set(as(owner))
        .expect(200)
    ).body.data as Interview[];
    expect(
      withCards.events.filter((event) => event.kind === 'scorecard-submitted').map((event) => event.actor),
    ).toEqual(['ivan.panel', 'nadia.panel']);
    // The interviewers' list says where each card stands.
    const mine = (
      await api.request().get('/api/admin/my-interviews?period=past').set(as(ivan.token)).expect(200)
    ).body.data as AssignedInterview[];
    expect(mine.map((row) => row.scorecard)).toEqual(['submitted']);
  });

  it('keeps the names a card rated when HR renames or removes a criterion later', async () => {
    const [panels, , communication] = criteria;
    await api
      .request()
      .put(`/api/admin/careers/${jobId}/scorecard-criteria`)
      .set(as(owner))
      .send({
        criteria: [
          { id: panels.id, name: 'Addressable panels', nameAr: 'اللوحات القابلة للعنونة' },
          { id: communication.id, name: 'Communication', nameAr: 'التواصل' },
        ],
      })
      .expect(200);
    const read = await scorecards();
    expect(read.criteria.map((criterion) => criterion.name)).toEqual(['Addressable panels', 'Communication']);
    expect(read.summary.criteria.map((row) => row.name)).toEqual([
      'Fire alarm panels',
      'Safety',
      'Communication',
    ]);
  });
});
