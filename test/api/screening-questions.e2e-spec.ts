import { DataSource } from 'typeorm';
import {
  SCREENING_ADMIN_MESSAGES,
  SCREENING_MESSAGES,
  type AdminJobApplicationDetail,
  type ApplicationCard,
  type PublicJobDetail,
  type ScreeningQuestion,
} from '@uaq/contract';
import { SCREENING_MESSAGES_AR } from '@uaq/contract/screening.ar';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';

/** What HR asks for a fire alarm technician's job: each kind, each knock-out rule. */
const QUESTIONS = [
  {
    kind: 'yes-no',
    text: 'Do you hold a UAE driving licence?',
    textAr: 'هل لديك رخصة قيادة إماراتية؟',
    required: true,
    knockOutAnswer: 'no',
  },
  {
    kind: 'choice',
    text: 'What is your visa status?',
    textAr: 'ما حالة تأشيرتك؟',
    required: true,
    choices: [
      { text: 'Residence visa', textAr: 'تأشيرة إقامة' },
      { text: 'Visit visa', textAr: 'تأشيرة زيارة', knockOut: true },
    ],
  },
  {
    kind: 'number',
    text: 'Notice period in days',
    textAr: 'فترة الإشعار بالأيام',
    required: true,
    max: 365,
    qualifyingMax: 60,
  },
  { kind: 'text', text: 'Civil Defence card number, if any', textAr: 'رقم بطاقة الدفاع المدني إن وجدت' },
];

describe.each(TEST_ENGINES)('Screening questions per job (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let jobId: number;
  let questions: ScreeningQuestion[];

  beforeAll(async () => {
    api = await startApiApp(engine);
    auth = `Bearer ${await api.adminToken()}`;
    jobId = (await createJob(api, { title: 'Fire Alarm Technician (screened)' })).id;
  });
  afterAll(() => api.close());

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
  };
  const key = (index: number) => questions[index].key;
  const choiceKey = (index: number) => questions[1].choices[index].key;
  /** Applies as the form does (multipart) with `answers` as `answers[q12]` fields. */
  const apply = (answers: Record<string, string>, email: string, language = 'en') =>
    applyWithResume(
      api,
      applicationFor(jobId, {
        email,
        ...Object.fromEntries(Object.entries(answers).map(([name, value]) => [`answers[${name}]`, value])),
      }),
      { content: pdfResume(), name: 'cv.pdf', type: 'application/pdf' },
    ).set('Accept-Language', language);
  const stored = async () =>
    Number(
      (
        await api.app
          .get(DataSource)
          .query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM job_applications WHERE jobId = ?', [
            jobId,
          ])
      )[0].n,
    );

  it('HR defines the questions in both languages; the public job shows them without the knock-out rules', async () => {
    const saved = await admin
      .put(`/api/admin/careers/${jobId}/screening-questions`)
      .send({ questions: QUESTIONS });
    expect(saved.status).toBe(200);
    questions = saved.body.data as ScreeningQuestion[];
    expect(questions.map((question) => [question.kind, question.knockOut])).toEqual([
      ['yes-no', true],
      ['choice', true],
      ['number', true],
      ['text', false],
    ]);
    expect(
      (await admin.get(`/api/admin/careers/${jobId}/screening-questions`).expect(200)).body.data,
    ).toEqual(questions);

    const job = (await api.request().get(`/api/careers/public/${jobId}`).expect(200)).body
      .data as PublicJobDetail;
    expect(job.screeningQuestions.map((question) => question.textAr)).toEqual(QUESTIONS.map((q) => q.textAr));
    expect(JSON.stringify(job.screeningQuestions)).not.toMatch(/knockOut|qualifying/);
  });

  it('refuses bad definitions naming the field, and changes nothing', async () => {
    const response = await admin
      .put(`/api/admin/careers/${jobId}/screening-questions`)
      .send({
        questions: [
          { kind: 'choice', text: 'Visa?', textAr: '', choices: [{ text: 'Only one', textAr: 'واحد' }] },
          { kind: 'yes-no', text: 'Licence?', textAr: 'رخصة؟', qualifyingMin: 3 },
        ],
      })
      .expect(400);
    expect(response.body.errors).toEqual({
      'questions.0.textAr': SCREENING_ADMIN_MESSAGES.textArRequired,
    });
    const crossField = await admin
      .put(`/api/admin/careers/${jobId}/screening-questions`)
      .send({
        questions: [
          {
            kind: 'choice',
            text: 'Visa?',
            textAr: 'تأشيرة؟',
            choices: [{ text: 'Only one', textAr: 'واحد' }],
          },
          { kind: 'yes-no', text: 'Licence?', textAr: 'رخصة؟', qualifyingMin: 3 },
        ],
      })
      .expect(400);
    expect(crossField.body.errors).toEqual({
      'questions.0.choices': SCREENING_ADMIN_MESSAGES.choicesRequired,
      'questions.1.qualifyingMin': SCREENING_ADMIN_MESSAGES.knockOutNotAllowed,
    });
    expect(
      (await admin.get(`/api/admin/careers/${jobId}/screening-questions`).expect(200)).body.data,
    ).toEqual(questions);
  });

  it('answers odd bodies with a 400, never a 500', async () => {
    for (const questions of [
      [null],
      ['yes-no'],
      [{ kind: 'choice', text: 'Visa?', textAr: 'تأشيرة؟', choices: [null, 'residence'] }],
      [{ kind: 'number', text: 'Days?', textAr: 'أيام؟', min: '1e99', qualifyingMax: -1 }],
      { length: 1 },
    ])
      await admin.put(`/api/admin/careers/${jobId}/screening-questions`).send({ questions }).expect(400);
    for (const answers of ['yes', ['yes'], { [key(0)]: { $gt: '' } }, { __proto__: 'x', constructor: 1 }])
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId, { email: 'odd@example.com', answers }))
        .expect(400);
  });

  it('refuses missing and wrong answers with a message per field, in English and Arabic, storing nothing', async () => {
    const before = await stored();
    const english = await apply({ [key(1)]: 'tourist', [key(2)]: '400' }, 'bad.answers@example.com').expect(
      400,
    );
    expect(english.body.errors).toEqual({
      [`answers.${key(0)}`]: SCREENING_MESSAGES.answerRequired,
      [`answers.${key(1)}`]: SCREENING_MESSAGES.choiceNotOffered,
      [`answers.${key(2)}`]: 'Enter a number from 0 to 365',
    });
    const arabic = await apply(
      { [key(0)]: 'maybe', [key(1)]: choiceKey(0), [key(2)]: 'ten' },
      'bad.ar@example.com',
      'ar',
    ).expect(400);
    expect(arabic.body.errors).toEqual({
      [`answers.${key(0)}`]: SCREENING_MESSAGES_AR.yesNoInvalid,
      [`answers.${key(2)}`]: SCREENING_MESSAGES_AR.numberInvalid,
    });
    await apply(
      { [key(0)]: 'yes', [key(1)]: choiceKey(0), [key(2)]: '30', q999999: 'x' },
      'unknown.q@example.com',
    ).expect(400);
    expect(await stored()).toBe(before);
  });

  let qualifyingId: number;
  let knockedOutId: number;

  it('stores the answers with the application and flags a knock-out on the detail and the board card', async () => {
    const qualifying = await apply(
      { [key(0)]: 'yes', [key(1)]: choiceKey(0), [key(2)]: '30', [key(3)]: 'CD-12345' },
      'qualifies@example.com',
    ).expect(201);
    qualifyingId = qualifying.body.data.id as number;
    // The Arabic form sends the same keys; the applicant on a visit visa with 90 days' notice.
    const knockedOut = await apply(
      { [key(0)]: 'yes', [key(1)]: choiceKey(1), [key(2)]: '90' },
      'knocked.out@example.com',
      'ar',
    ).expect(201);
    knockedOutId = knockedOut.body.data.id as number;
    // JSON clients send the same answers as values.
    await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(
        applicationFor(jobId, {
          email: 'json@example.com',
          answers: { [key(0)]: false, [key(1)]: choiceKey(0), [key(2)]: 10 },
        }),
      )
      .expect(201);

    const detail = (await admin.get(`/api/admin/job-applications/${knockedOutId}`).expect(200)).body
      .data as AdminJobApplicationDetail;
    expect(detail.knockedOut).toBe(true);
    expect(detail.screening.knockedOut).toBe(true);
    expect(
      detail.screening.answers.map((answer) => [answer.question, answer.value, answer.knockedOut]),
    ).toEqual([
      ['Do you hold a UAE driving licence?', 'yes', false],
      ['What is your visa status?', choiceKey(1), true],
      ['Notice period in days', 90, true],
    ]);
    expect(detail.screening.answers[1].chosen).toEqual([
      { key: choiceKey(1), text: 'Visit visa', textAr: 'تأشيرة زيارة' },
    ]);
    const fine = (await admin.get(`/api/admin/job-applications/${qualifyingId}`).expect(200)).body
      .data as AdminJobApplicationDetail;
    expect(fine.screening.knockedOut).toBe(false);
    expect(fine.screening.answers[3].value).toBe('CD-12345');

    const card = (await admin.get(`/api/admin/application-board?status=pending&jobId=${jobId}`).expect(200))
      .body.data.cards as ApplicationCard[];
    expect(card.find((one) => one.id === knockedOutId)?.knockedOut).toBe(true);
    expect(card.find((one) => one.id === qualifyingId)?.knockedOut).toBe(false);
  });

  it('filters the list by the flag and by an answer, paged on the server', async () => {
    const names = async (query: string) => {
      const response = await admin.get(`/api/admin/job-applications?jobId=${jobId}&${query}`).expect(200);
      return {
        total: response.body.meta.total as number,
        emails: (response.body.data as { email: string }[]).map((row) => row.email).sort(),
      };
    };
    expect(await names('knockedOut=true')).toEqual({
      total: 2,
      emails: ['json@example.com', 'knocked.out@example.com'],
    });
    expect(await names('knockedOut=false')).toEqual({ total: 1, emails: ['qualifies@example.com'] });
    expect(await names(`questionId=${questions[1].id}&answer=${choiceKey(1)}`)).toEqual({
      total: 1,
      emails: ['knocked.out@example.com'],
    });
    expect(await names(`questionId=${questions[2].id}&answerMax=30`)).toEqual({
      total: 2,
      emails: ['json@example.com', 'qualifies@example.com'],
    });
    expect((await names('knockedOut=true&pageSize=1')).emails).toHaveLength(1);

    const bad = await admin.get('/api/admin/job-applications?knockedOut=perhaps&answer=yes').expect(400);
    expect(bad.body.errors).toEqual({
      knockedOut: SCREENING_ADMIN_MESSAGES.filterKnockedOutInvalid,
      answer: SCREENING_ADMIN_MESSAGES.filterNeedsQuestion,
    });
  });

  it('keeps the stored answers, as worded then, when HR edits or removes the questions', async () => {
    const edited = questions.map(
      ({
        id,
        kind,
        text,
        textAr,
        required,
        choices,
        min,
        max,
        knockOutAnswer,
        qualifyingMin,
        qualifyingMax,
      }) => ({
        id,
        kind,
        text: `${text} (edited)`,
        textAr,
        required,
        choices,
        min,
        max,
        knockOutAnswer,
        qualifyingMin,
        qualifyingMax,
      }),
    );
    await admin
      .put(`/api/admin/careers/${jobId}/screening-questions`)
      .send({ questions: edited.slice(0, 2) })
      .expect(200);
    const detail = (await admin.get(`/api/admin/job-applications/${knockedOutId}`).expect(200)).body
      .data as AdminJobApplicationDetail;
    expect(detail.screening.answers.map((answer) => [answer.question, answer.questionId])).toEqual([
      ['Do you hold a UAE driving licence?', questions[0].id],
      ['What is your visa status?', questions[1].id],
      ['Notice period in days', null],
    ]);
    expect(detail.screening.knockedOut).toBe(true);
  });

  it('exports the flag and the answers in the CSV', async () => {
    const csv = (
      await admin.get(`/api/admin/job-applications/export.csv?jobId=${jobId}&knockedOut=true`).expect(200)
    ).text;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toContain('knocked out,screening answers');
    expect(rows).toHaveLength(2);
    const knockedOutRow = rows.find((row) => row.startsWith(`${knockedOutId},`));
    expect(knockedOutRow).toContain(',yes,');
    expect(knockedOutRow).toContain('What is your visa status?: Visit visa (knock-out)');
    expect(knockedOutRow).toContain('Notice period in days: 90 (knock-out)');
  });
});
