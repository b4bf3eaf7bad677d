import ICAL from 'ical.js';
import type { AdminAccount, AuditEvent, Interview, NewAdminAccount } from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { InterviewsService } from '../../backend/src/interviews/interviews.service';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server';
import { applicationFor, nextClientAddress } from './job-applications-fixtures';
import { createJob, mailEnv, settle } from './mail-outbox-support';

const NEW_PASSWORD = 'Interviewer-Password-2026!';
/** "Now" for these tests: Tuesday 10 March 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-03-10T09:00:00+04:00');

/** The .ics of a message (the text/calendar part), parsed by ical.js, and as sent. */
function calendarOf(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error(`No calendar part in "${mail.parsed.subject}"`);
  const raw = part.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(raw));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event, vevent: calendar.getFirstSubcomponent('vevent')!, raw };
}

/** The answer links of an applicant's e-mail, by the answer their token carries. */
function answerLinks(mail: ReceivedMail): { accepted: string; declined: string } {
  const links = [
    ...(mail.parsed.text ?? '').matchAll(/https:\/\/alraas\.example(\/api\/interview-answers\/[^\s]+)/g),
  ];
  const byAnswer = Object.fromEntries(
    links.map(([, path]) => {
      const body = path.split('/').pop()!.split('.')[0];
      return [JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).a as string, path];
    }),
  );
  return { accepted: byAnswer.accepted, declined: byAnswer.declined };
}

describe.each(TEST_ENGINES)('Interviews (%s)', (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let owner: string;
  let ownerId: number;
  let sara: { id: number; token: string };
  let omar: { id: number; token: string };
  let applicationId: number;
  let now = NOW;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  const readyAccount = async (username: string, email: string | null) => {
    const created = await api
      .request()
      .post('/api/admin/users')
      .set(as(owner))
      .send({ username, role: 'hr' })
      .expect(201);
    const { account, oneTimePassword } = created.body.data as NewAdminAccount;
    if (email)
      await api.request().patch(`/api/admin/users/${account.id}`).set(as(owner)).send({ email }).expect(200);
    const login = await api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ username, password: oneTimePassword })
      .expect(200);
    const changed = await api
      .request()
      .post('/api/admin/me/password')
      .set(as(login.body.data.token as string))
      .send({ currentPassword: oneTimePassword, newPassword: NEW_PASSWORD })
      .expect(200);
    return { id: account.id, token: changed.body.data.token as string };
  };
  const interviewInput = (overrides: Record<string, unknown> = {}) => ({
    date: '2031-03-12',
    time: '10:00',
    durationMinutes: 45,
    location: 'Head office, Al Raas, Umm Al Quwain',
    interviewerIds: [ownerId, sara.id],
    ...overrides,
  });
  const schedule = (body: Record<string, unknown>, id = applicationId) =>
    api.request().post(`/api/admin/job-applications/${id}/interviews`).set(as(owner)).send(body);
  const interviewsOf = async (id = applicationId) =>
    (await api.request().get(`/api/admin/job-applications/${id}/interviews`).set(as(owner)).expect(200)).body
      .data as Interview[];
  const to = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    owner = await api.adminToken();
    const accounts = (await api.request().get('/api/admin/users').set(as(owner)).expect(200)).body
      .data as AdminAccount[];
    ownerId = accounts.find((account) => account.username === TEST_ADMIN_USERNAME)!.id;
    await api
      .request()
      .patch(`/api/admin/users/${ownerId}`)
      .set(as(owner))
      .send({ email: 'hr.lead@alraas.example' })
      .expect(200);
    sara = await readyAccount('sara.hr', 'sara@alraas.example');
    omar = await readyAccount('omar.hr', null);
    const job = await createJob(api, { title: 'Fire Alarm Technician' });
    const applied = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Accept-Language', 'ar')
      .send(applicationFor(job.id, { firstName: 'Aisha', lastName: 'Rahman', email: 'aisha@example.com' }))
      .expect(201);
    applicationId = applied.body.data.id as number;
    await smtp.waitForCount(2);
    await settle(200);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    now = NOW;
  });

  it('refuses a past start, a bad duration or time zone, no place and an unknown interviewer (400, nothing saved)', async () => {
    const refused: [Record<string, unknown>, string][] = [
      [{ date: '2031-03-10', time: '08:59' }, 'date'],
      [{ date: '2031-02-30' }, 'date'],
      [{ time: '25:00' }, 'time'],
      [{ durationMinutes: 0 }, 'durationMinutes'],
      [{ durationMinutes: -30 }, 'durationMinutes'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ location: '  ', meetingUrl: null }, 'location'],
      [{ meetingUrl: 'javascript:alert(1)' }, 'meetingUrl'],
      [{ interviewerIds: [] }, 'interviewerIds'],
      [{ interviewerIds: [ownerId, 9999] }, 'interviewerIds'],
    ];
    for (const [overrides, field] of refused) {
      const response = await schedule(interviewInput(overrides)).expect(400);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
    }
    await api
      .request()
      .post(`/api/admin/job-applications/999999/interviews`)
      .set(as(owner))
      .send(interviewInput())
      .expect(404);
    expect(await interviewsOf()).toEqual([]);
    await settle(300);
    expect(smtp.received).toHaveLength(0);
  });

  it('schedules, reschedules and cancels with .ics invitations in Asia/Dubai (same UID, growing SEQUENCE)', async () => {
    const created = (await schedule(interviewInput()).expect(201)).body.data as Interview;
    expect(created).toMatchObject({
      status: 'scheduled',
      response: 'pending',
      timeZone: 'Asia/Dubai',
      date: '2031-03-12',
      time: '10:00',
      startsAt: '2031-03-12T06:00:00.000Z',
      endsAt: '2031-03-12T06:45:00.000Z',
      sequence: 0,
    });
    expect(created.scorecards.map((card) => card.username)).toEqual(['sara.hr', TEST_ADMIN_USERNAME].sort());

    // Applicant (Arabic, as they applied) and both interviewers who have an address.
    await smtp.waitForCount(3);
    const [applicantMail] = to('aisha@example.com');
    expect(applicantMail.parsed.subject).toContain('دعوة إلى مقابلة');
    expect(applicantMail.parsed.html).toContain('dir="rtl"');
    expect(applicantMail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const [saraMail] = to('sara@alraas.example');
    expect(saraMail.parsed.subject).toBe('Interview: Aisha Rahman for Fire Alarm Technician');
    // Each reader's calendar entry is titled in their language.
    expect(calendarOf(applicantMail).event.summary).toMatch(/^مقابلة: /);
    expect(calendarOf(saraMail).event.summary).toBe('Interview: Aisha Rahman for Fire Alarm Technician');
    // The details first, then the question and its two answers, side by side as buttons of one kind.
    const text = applicantMail.parsed.text ?? '';
    expect(text.indexOf('الموعد:')).toBeLessThan(text.indexOf('يرجى إبلاغنا بما إذا كنت ستحضر'));
    expect(text).toMatch(
      /سأحضر: https:\/\/alraas\.example\/api\/interview-answers\/\S+\nأعتذر عن الحضور: https:/,
    );
    const buttons = [
      ...(applicantMail.parsed.html as string).matchAll(
        /<a href="[^"]*interview-answers[^"]*" style="([^"]*)">([^<]*)<\/a>/g,
      ),
    ];
    expect(buttons.map(([, , label]) => label)).toEqual(['سأحضر', 'أعتذر عن الحضور']);
    expect(new Set(buttons.map(([, style]) => style)).size).toBe(1);
    expect(text).toContain('(بتوقيت الإمارات)');

    for (const mail of [applicantMail, saraMail, ...to('hr.lead@alraas.example')]) {
      const { calendar, event, vevent, raw } = calendarOf(mail);
      // RFC 5545: DTSTAMP in UTC, with its Z.
      expect(raw).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.uid).toBe(created.calendarUid);
      expect(event.sequence).toBe(0);
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Dubai');
      expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Dubai');
      expect(event.startDate.toString()).toBe('2031-03-12T10:00:00');
      expect(event.endDate.toString()).toBe('2031-03-12T10:45:00');
      expect(event.organizer).toMatch(/mailto:/i);
      const attendees = event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase());
      expect(attendees).toEqual(
        expect.arrayContaining([
          'mailto:aisha@example.com',
          'mailto:sara@alraas.example',
          'mailto:hr.lead@alraas.example',
        ]),
      );
    }
    const firstLinks = answerLinks(applicantMail);
    expect(firstLinks.accepted).toBeDefined();

    // Reschedule to 14:30 with only Sara: SEQUENCE 1, same UID; the old links are outdated.
    smtp.received.length = 0;
    const moved = (
      await api
        .request()
        .put(`/api/admin/interviews/${created.id}`)
        .set(as(owner))
        .send(interviewInput({ time: '14:30', durationMinutes: 60, interviewerIds: [sara.id] }))
        .expect(200)
    ).body.data as Interview;
    expect(moved).toMatchObject({
      sequence: 1,
      calendarUid: created.calendarUid,
      startsAt: '2031-03-12T10:30:00.000Z',
    });
    expect(moved.scorecards.map((card) => card.username)).toEqual(['sara.hr']);
    // The applicant and Sara get the update; the owner, taken off the panel, a cancellation.
    await smtp.waitForCount(3);
    const removedMail = to('hr.lead@alraas.example')[0];
    expect(removedMail.parsed.subject).toBe('Interview cancelled: Aisha Rahman for Fire Alarm Technician');
    expect(calendarOf(removedMail).calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendarOf(removedMail).event.sequence).toBe(1);
    expect(calendarOf(to('sara@alraas.example')[0]).calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const update = calendarOf(to('aisha@example.com')[0]);
    expect(update.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(update.event.uid).toBe(created.calendarUid);
    expect(update.event.sequence).toBe(1);
    expect(update.event.startDate.toString()).toBe('2031-03-12T14:30:00');
    expect(update.event.endDate.toString()).toBe('2031-03-12T15:30:00');
    const outdated = await api.request().get(firstLinks.accepted).expect(410);
    expect(outdated.text).toContain('تم تعديل هذه المقابلة');

    // Cancel: METHOD:CANCEL, SEQUENCE 2.
    smtp.received.length = 0;
    const cancelled = (
      await api.request().post(`/api/admin/interviews/${created.id}/cancel`).set(as(owner)).expect(200)
    ).body.data as Interview;
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    await smtp.waitForCount(2);
    const cancellation = to('aisha@example.com')[0];
    expect(cancellation.raw).toMatch(/method=CANCEL/i);
    const cancelledCalendar = calendarOf(cancellation);
    expect(cancelledCalendar.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelledCalendar.event.uid).toBe(created.calendarUid);
    expect(cancelledCalendar.event.sequence).toBe(2);
    expect(cancellation.parsed.text).not.toContain('/api/interview-answers/');
    await api.request().post(`/api/admin/interviews/${created.id}/cancel`).set(as(owner)).expect(409);
    await api
      .request()
      .put(`/api/admin/interviews/${created.id}`)
      .set(as(owner))
      .send(interviewInput())
      .expect(409);

    const [listed] = await interviewsOf();
    expect(listed.events.map((event) => [event.kind, event.actor])).toEqual([
      ['scheduled', TEST_ADMIN_USERNAME],
      ['rescheduled', TEST_ADMIN_USERNAME],
      ['cancelled', TEST_ADMIN_USERNAME],
    ]);
    const audit = (await api.request().get('/api/admin/audit?pageSize=100').set(as(owner)).expect(200)).body
      .data as AuditEvent[];
    const actions = audit.map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['interview.scheduled', 'interview.rescheduled', 'interview.cancelled']),
    );
  });

  it('takes the applicant’s answer by POST only; refuses tampered and expired links with a page', async () => {
    const created = (await schedule(interviewInput({ timeZone: 'Asia/Dubai' })).expect(201)).body
      .data as Interview;
    await smtp.waitForCount(3);
    const links = answerLinks(to('aisha@example.com')[0]);

    // A scanner's GET shows the question and changes nothing.
    const question = await api.request().get(links.accepted).expect(200);
    expect(question.headers['content-type']).toMatch(/text\/html/);
    expect(question.headers['cache-control']).toBe('no-store');
    expect(question.text).toContain('lang="ar" dir="rtl"');
    // The page's form posts the token in its body, not in the address it posts to.
    const acceptToken = links.accepted.split('/').pop()!;
    expect(question.text).toContain(
      `<form method="post" action="/api/interview-answers"><input type="hidden" name="token" value="${acceptToken}">`,
    );
    // Our e-mails come from a no-reply address: the page gives the phone and the careers address.
    expect(question.text).toContain('<a href="tel:+97160000000" dir="ltr">+971 6 000 0000</a>');
    expect(question.text).toContain('<a href="mailto:careers@example.com" dir="ltr">careers@example.com</a>');
    expect(question.text).not.toMatch(/الرد على رسالتنا|reply/i);
    expect((await interviewsOf()).find((row) => row.id === created.id)!.response).toBe('pending');

    const answered = await api
      .request()
      .post('/api/interview-answers')
      .type('form')
      .send({ token: acceptToken })
      .expect(200);
    expect(answered.text).toContain('تم تأكيد حضورك');
    let row = (await interviewsOf()).find((interview) => interview.id === created.id)!;
    expect(row.response).toBe('accepted');
    expect(row.events.at(-1)).toMatchObject({ kind: 'accepted', actor: 'applicant' });

    // A page shown before the form sent the token in its body posts to the link itself: still taken.
    await api.request().post(links.declined).expect(200);
    row = (await interviewsOf()).find((interview) => interview.id === created.id)!;
    expect(row.response).toBe('declined');

    // Tampered: another interview id in the claim, or a changed signature.
    const [body, mac] = links.accepted.split('/').pop()!.split('.');
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claim, e: claim.e + 86_400 })).toString('base64url');
    for (const token of [`${forged}.${mac}`, `${body}.${mac.slice(0, -2)}AA`, 'nonsense', `${body}`]) {
      for (const method of ['get', 'post'] as const) {
        const refused = await api.request()[method](`/api/interview-answers/${token}`).expect(400);
        expect(refused.text).toContain('This link is not valid');
        expect(refused.text).toContain('call us on <a href="tel:');
      }
    }
    // Expired: at the interview's start.
    now = new Date(created.startsAt);
    const expired = await api.request().post(links.accepted).expect(410);
    expect(expired.text).toContain('انتهت صلاحية هذا الرابط');
    row = (await interviewsOf()).find((interview) => interview.id === created.id)!;
    expect(row.response).toBe('declined');
  });

  it('lists an application’s upcoming interviews for the status page', async () => {
    const service = api.app.get(InterviewsService);
    const upcoming = await service.upcomingInterviewsFor([applicationId]);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((interview) => interview.applicationId === applicationId)).toBe(true);
    expect(upcoming.every((interview) => new Date(interview.startsAt) > NOW)).toBe(true);
    now = new Date('2031-04-01T00:00:00+04:00');
    expect(await service.upcomingInterviewsFor([applicationId])).toEqual([]);
    expect(await service.upcomingInterviewsFor([])).toEqual([]);
  });

  it('puts each interview in the applications export: when, where or how, and its status', async () => {
    const job = await createJob(api, { title: 'Sprinkler Fitter' });
    const applied = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(job.id, { firstName: 'Yousef', lastName: 'Karim', email: 'yousef@example.com' }))
      .expect(201);
    const id = applied.body.data.id as number;
    await schedule(interviewInput({ date: '2031-03-13', time: '09:30' }), id).expect(201);
    const video = (
      await schedule(
        interviewInput({
          date: '2031-03-14',
          time: '14:00',
          durationMinutes: 30,
          location: null,
          meetingUrl: 'https://meet.example.com/fitter-2',
        }),
        id,
      ).expect(201)
    ).body.data as Interview;
    await api.request().post(`/api/admin/interviews/${video.id}/cancel`).set(as(owner)).expect(200);

    const csv = (
      await api
        .request()
        .get(`/api/admin/job-applications/export.csv?jobId=${job.id}`)
        .set(as(owner))
        .expect(200)
    ).text.replace(/^\uFEFF/, '');
    const [header, row, ...rest] = csv.trim().split('\n');
    expect(rest).toEqual([]);
    expect(header.split(',').at(-1)).toBe('interviews');
    expect(row.startsWith(`${id},`)).toBe(true);
    expect(row).toContain(
      '2031-03-13 09:30 Asia/Dubai, 45 min, at Head office, Al Raas, Umm Al Quwain, scheduled, answer pending',
    );
    expect(row).toContain(
      '2031-03-14 14:00 Asia/Dubai, 30 min, online at https://meet.example.com/fitter-2, cancelled, answer pending',
    );
  });

  it('lists enabled team accounts as interviewers, saying who gets no invitation', async () => {
    const response = await api
      .request()
      .get('/api/admin/interviews/interviewers')
      .set(as(sara.token))
      .expect(200);
    expect(response.body.data).toEqual(
      expect.arrayContaining([
        { id: sara.id, username: 'sara.hr', hasEmail: true },
        { id: omar.id, username: 'omar.hr', hasEmail: false },
      ]),
    );
  });
  it("writes each interviewer's invitation in the language kept on their account", async () => {
    const job = await createJob(api, { title: 'Sprinkler Fitter', titleAr: 'فني رشاشات' });
    const applied = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(job.id, { firstName: 'Omar', lastName: 'Saeed', email: 'omar.saeed@example.com' }))
      .expect(201);
    await smtp.waitForCount(2);
    await settle(200);
    smtp.received.length = 0;
    await api.request().patch('/api/admin/me').set(as(owner)).send({ language: 'ar' }).expect(200);
    try {
      await schedule(interviewInput(), applied.body.data.id as number).expect(201);
      // Until both interviewers' copies of this interview are in (a late e-mail of an earlier test
      // may come first: the outbox sends in the background).
      const aboutOmar = (address: string) =>
        to(address).filter((mail) => mail.parsed.subject?.includes('Omar Saeed'));
      for (
        let count = 3;
        !aboutOmar('hr.lead@alraas.example').length || !aboutOmar('sara@alraas.example').length;
        count++
      )
        await smtp.waitForCount(count);
      const [ownerMail] = aboutOmar('hr.lead@alraas.example');
      // The Arabic title of the job; the applicant's name kept whole inside the Arabic sentence.
      expect(ownerMail.parsed.subject).toBe('مقابلة: \u2068Omar Saeed\u2069 لوظيفة \u2068فني رشاشات\u2069');
      expect(ownerMail.parsed.html).toContain('dir="rtl"');
      expect(ownerMail.parsed.text).toContain('افتح الطلب');
      expect(calendarOf(ownerMail).event.summary).toBe('مقابلة: Omar Saeed لوظيفة فني رشاشات');
      const [saraMail] = aboutOmar('sara@alraas.example');
      expect(saraMail.parsed.subject).toBe('Interview: Omar Saeed for Sprinkler Fitter');
    } finally {
      await api.request().patch('/api/admin/me').set(as(owner)).send({ language: 'en' }).expect(200);
    }
  });
});
