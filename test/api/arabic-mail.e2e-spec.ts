import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { MAIL_TEMPLATE_PURPOSES, type AdminAccount, type Interview } from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS as ARABIC_SITE } from '@uaq/contract/arabic-site-constants';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { latinWords, latinWordsOutsideEnglish } from '../support/latin-words';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';
import { mailEnv } from './mail-outbox-support';

/** "Now" for the interviews: Tuesday 10 March 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-03-10T09:00:00+04:00');
const ARABIC_JOB = {
  title: 'Fire Alarm Technician',
  titleAr: 'فني إنذار حريق',
  description: 'Install and maintain addressable fire alarm systems.',
  descriptionAr: 'تركيب أنظمة إنذار الحريق المعنونة وصيانتها.',
  location: 'Umm Al Quwain, UAE',
  locationAr: 'أم القيوين، الإمارات العربية المتحدة',
  requirements: ['UAE driving licence'],
  requirementsAr: ['رخصة قيادة إماراتية'],
};
/** Where HR holds an Arabic applicant's interview, written in Arabic as HR would for them. */
const PLACE = 'المكتب الرئيسي، الراس، أم القيوين';

/** Every Latin word of an e-mail in Arabic: subject, plain text and what its HTML shows. */
function latinWordsOfMail(mail: ReceivedMail): string[] {
  return [
    ...latinWords(mail.parsed.subject ?? ''),
    ...latinWords(mail.parsed.text ?? ''),
    ...latinWordsOutsideEnglish(mail.parsed.html as string),
  ];
}

/** The SUMMARY and DESCRIPTION of the message's calendar entry. */
function calendarTexts(mail: ReceivedMail): string[] {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error(`No calendar part in "${mail.parsed.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return [event.summary, event.description];
}

/**
 * An applicant of the Arabic site, for a job HR wrote in Arabic, reads Arabic all the way: every
 * e-mail the site sends them, the calendar entries and the interview answer page carry no English.
 */
describe.each(TEST_ENGINES)('Arabic all the way to the applicant’s inbox (%s)', (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let owner: string;
  let applicationId: number;
  const email = 'layla.hammadi@example.com';
  const as = () => ({ Authorization: `Bearer ${owner}` });

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => NOW);
    owner = await api.adminToken();
    const job = await createJob(api, ARABIC_JOB);
    const applied = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Accept-Language', 'ar')
      .send(applicationFor(job.id, { firstName: 'ليلى', lastName: 'الحمادي', email }))
      .expect(201);
    applicationId = applied.body.data.id as number;
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  /** The next message to the applicant whose subject matches, after the first `after` received. */
  async function nextMail(subject: RegExp, after: number): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.received
        .slice(after)
        .find((mail) => mail.envelopeTo.includes(email) && subject.test(mail.parsed.subject ?? ''));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${email} with a subject like ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('writes the confirmation, the status link and the e-mail change in Arabic, job and company included', async () => {
    const confirmation = await nextMail(/طلبك لوظيفة/, 0);
    expect(confirmation.parsed.subject).toContain('فني إنذار حريق');
    expect(confirmation.parsed.subject).toContain(ARABIC_SITE.companyNameAr);
    expect(latinWordsOfMail(confirmation)).toEqual([]);

    let before = smtp.received.length;
    await api
      .request()
      .post('/api/applicant-status/link')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Accept-Language', 'ar')
      .send({ email })
      .expect(202);
    const statusLink = await nextMail(/رابط متابعة طلبك/, before);
    expect(latinWordsOfMail(statusLink)).toEqual([]);

    const token = /#token=([A-Za-z0-9_-]{43})/.exec(statusLink.parsed.text ?? '')![1];
    before = smtp.received.length;
    const newAddress = 'layla.new@example.com';
    await api
      .request()
      .post('/api/applicant-status/email')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Accept-Language', 'ar')
      .send({ token, email: newAddress })
      .expect(200);
    const deadline = Date.now() + 20_000;
    while (!smtp.received.slice(before).some((mail) => mail.envelopeTo.includes(newAddress))) {
      if (Date.now() > deadline) throw new Error('No e-mail change confirmation');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const emailChange = smtp.received.slice(before).find((mail) => mail.envelopeTo.includes(newAddress))!;
    expect(emailChange.parsed.html).toContain('dir="rtl"');
    expect(latinWordsOfMail(emailChange)).toEqual([]);
  });

  it('writes every template purpose HR sends in Arabic', async () => {
    for (const purpose of MAIL_TEMPLATE_PURPOSES) {
      const before = smtp.received.length;
      await api
        .request()
        .post('/api/admin/job-applications/mails')
        .set(as())
        .send({ ids: [applicationId], purpose, requestId: randomUUID() })
        .expect(200);
      const deadline = Date.now() + 20_000;
      while (!smtp.received.slice(before).some((mail) => mail.envelopeTo.includes(email))) {
        if (Date.now() > deadline) throw new Error(`No ${purpose} e-mail`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const mail = smtp.received.slice(before).find((received) => received.envelopeTo.includes(email))!;
      expect({ purpose, latin: latinWordsOfMail(mail) }).toEqual({ purpose, latin: [] });
    }
  });

  it('writes the e-mail of a stage change HR notifies in Arabic, the job by its Arabic title', async () => {
    const before = smtp.received.length;
    await api
      .request()
      .patch(`/api/admin/job-applications/${applicationId}/status`)
      .set(as())
      .send({ status: 'shortlisted', notifyApplicant: true })
      .expect(200);
    const mail = await nextMail(/فني إنذار حريق/, before);
    expect(latinWordsOfMail(mail)).toEqual([]);
  });

  it('writes the interview invitation, its change and its cancellation, their calendar entries and the answer page in Arabic', async () => {
    const accounts = (await api.request().get('/api/admin/users').set(as()).expect(200)).body
      .data as AdminAccount[];
    const ownerId = accounts.find((account) => account.username === TEST_ADMIN_USERNAME)!.id;
    const input = {
      date: '2031-03-12',
      time: '10:30',
      durationMinutes: 45,
      location: PLACE,
      meetingUrl: 'https://meet.example/alraas-interview',
      interviewerIds: [ownerId],
    };

    let before = smtp.received.length;
    const interview = (
      await api
        .request()
        .post(`/api/admin/job-applications/${applicationId}/interviews`)
        .set(as())
        .send(input)
        .expect(201)
    ).body.data as Interview;
    const invitation = await nextMail(/دعوة إلى مقابلة/, before);
    expect(invitation.parsed.text).toContain(
      'الأربعاء، 12 مارس 2031، من 10:30 إلى 11:15 صباحًا (بتوقيت الإمارات)',
    );
    expect(latinWordsOfMail(invitation)).toEqual([]);
    const [summary, description] = calendarTexts(invitation);
    expect(summary).toBe(`مقابلة: فني إنذار حريق، ${ARABIC_SITE.companyNameAr}`);
    expect([...latinWords(summary), ...latinWords(description)]).toEqual([]);

    const accept = /سأحضر: (https:\/\/\S+)/.exec(invitation.parsed.text ?? '')![1];
    const answerPage = await api.request().get(new URL(accept).pathname).expect(200);
    expect(answerPage.text).toContain('lang="ar"');
    expect(latinWordsOutsideEnglish(answerPage.text)).toEqual([]);
    const answered = await api.request().post(new URL(accept).pathname).expect(200);
    expect(latinWordsOutsideEnglish(answered.text)).toEqual([]);

    before = smtp.received.length;
    await api
      .request()
      .put(`/api/admin/interviews/${interview.id}`)
      .set(as())
      .send({ ...input, time: '14:00' })
      .expect(200);
    const update = await nextMail(/تعديل موعد المقابلة/, before);
    expect(latinWordsOfMail(update)).toEqual([]);
    expect(calendarTexts(update).flatMap(latinWords)).toEqual([]);

    before = smtp.received.length;
    await api.request().post(`/api/admin/interviews/${interview.id}/cancel`).set(as()).expect(200);
    const cancellation = await nextMail(/إلغاء المقابلة/, before);
    expect(latinWordsOfMail(cancellation)).toEqual([]);
    expect(calendarTexts(cancellation).flatMap(latinWords)).toEqual([]);
  });
});
