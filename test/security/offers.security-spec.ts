import type { NewAdminAccount, Offer } from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { InterviewAnswerLinks } from '../../backend/src/interviews/interview-answer-link';
import { OfferAnswerLinks } from '../../backend/src/offers/offer-answer-link';
import { answerDeadline } from '../../backend/src/offers/offer-terms';
import { applicationFor, createJob, nextClientAddress, pdfResume } from '../api/job-applications-fixtures';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

/** "Now": Monday 10 March 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-03-10T09:00:00+04:00');
const OFFER = {
  startDate: '2031-04-01',
  workPattern: 'full-time',
  contractMonths: 24,
  probationMonths: 3,
  basicSalary: 6000,
  expiresOn: '2031-03-17',
};

/**
 * Offers, tried as someone who wants a different answer than the applicant gave, or an offer nobody
 * approved: a link forged or signed for another purpose, a link used twice, after its day, or after
 * the offer was replaced; HR approving without the owner's leave, or its own terms.
 */
describe.each(TEST_ENGINES)('Offers refuse forged, reused, expired and replaced links (%s)', (engine) => {
  let api: ApiTestApp;
  let owner: string;
  let hr: string;
  let jobId: number;
  let now = NOW;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const links = () => api.app.get(OfferAnswerLinks);
  /** The token the server puts in the offer's e-mail (the same claim, the same key). */
  const tokenFor = (offer: Offer, answer: 'accepted' | 'declined') =>
    links().sign({ offerId: offer.id, answer, expiresAt: answerDeadline(offer.expiresOn) });
  const answer = (token: string) => api.request().post('/api/offer-answers').type('form').send({ token });
  const offersOf = async (id: number) =>
    (await api.request().get(`/api/admin/job-applications/${id}/offers`).set(as(owner)).expect(200)).body
      .data as Offer[];
  const statusOf = async (id: number) =>
    (await api.request().get(`/api/admin/job-applications/${id}`).set(as(owner)).expect(200)).body.data
      .status as string;

  const apply = async (email: string): Promise<number> =>
    (
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId, { email }))
        .expect(201)
    ).body.data.id as number;
  const draft = async (applicationId: number, token = owner) =>
    (
      await api
        .request()
        .post(`/api/admin/job-applications/${applicationId}/offers`)
        .set(as(token))
        .send(OFFER)
    ).body.data as Offer;
  const step = (offerId: number, action: 'approve' | 'send' | 'withdraw', token = owner) =>
    api.request().post(`/api/admin/offers/${offerId}/${action}`).set(as(token));
  const sentOffer = async (applicationId: number) => {
    const offer = await draft(applicationId);
    await step(offer.id, 'approve').expect(200);
    return (await step(offer.id, 'send').expect(200)).body.data as Offer;
  };

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://alraas.example' } });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    owner = await api.adminToken();
    const created = await api
      .request()
      .post('/api/admin/users')
      .set(as(owner))
      .send({ username: 'hana.hr', role: 'hr' })
      .expect(201);
    const { oneTimePassword } = created.body.data as NewAdminAccount;
    const login = await api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ username: 'hana.hr', password: oneTimePassword })
      .expect(200);
    hr = (
      await api
        .request()
        .post('/api/admin/me/password')
        .set(as(login.body.data.token as string))
        .send({ currentPassword: oneTimePassword, newPassword: 'Offer-Security-Password-2031!' })
        .expect(200)
    ).body.data.token as string;
    jobId = (await createJob(api, { title: 'Sprinkler Fitter' })).id;
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    now = NOW;
  });

  it('HR cannot approve without the owner’s leave, nor give itself that leave, nor approve its own terms', async () => {
    const id = await apply('approval.security@example.com');
    const offer = await draft(id, hr);
    const refused = await step(offer.id, 'approve', hr).expect(403);
    expect(refused.body.message).toBe(
      'Only the owner approves offers (the owner may allow HR in the security settings)',
    );
    await api
      .request()
      .put('/api/admin/security-settings')
      .set(as(hr))
      .send({ mfaRequired: false, hrMayApproveOffers: true })
      .expect(403);
    await step(offer.id, 'send', hr).expect(409);
    await api
      .request()
      .put('/api/admin/security-settings')
      .set(as(owner))
      .send({ mfaRequired: false, hrMayApproveOffers: true })
      .expect(200);
    await step(offer.id, 'approve', hr).expect(403);
    expect((await offersOf(id))[0]).toMatchObject({ status: 'draft', approvedBy: null, sentAt: null });
    await api
      .request()
      .put('/api/admin/security-settings')
      .set(as(owner))
      .send({ mfaRequired: false, hrMayApproveOffers: false })
      .expect(200);
  });

  it('refuses a forged link, and one signed for another purpose, and records nothing', async () => {
    const id = await apply('forged.security@example.com');
    const offer = await sentOffer(id);
    const genuine = tokenFor(offer, 'declined');
    const [, mac] = genuine.split('.');
    const claim = (answer: string) =>
      Buffer.from(JSON.stringify({ o: offer.id, a: answer, e: answerDeadline(offer.expiresOn) })).toString(
        'base64url',
      );
    // The interview answer links' key signs the same shape of claim: it must not pass for an offer.
    const otherPurpose = api.app
      .get(InterviewAnswerLinks)
      .sign({ interviewId: offer.id, sequence: 0, answer: 'accepted', expiresAt: 2_000_000_000 });
    for (const token of [
      `${claim('accepted')}.${mac}`,
      `${claim('accepted')}.${mac.slice(0, -3)}abc`,
      `${claim('accepted')}.${otherPurpose.split('.')[1]}`,
      `${claim('accepted')}`,
      `${genuine}.extra`,
      'x'.repeat(5000),
    ]) {
      const page = await answer(token).expect(400);
      expect(page.text).toContain('This link is not valid');
    }
    await answer('').expect(400);
    expect((await offersOf(id))[0]).toMatchObject({ status: 'sent', answer: null });
    expect(await statusOf(id)).toBe('pending');
  });

  it('takes an answer once: the same link again, or the other answer, changes nothing', async () => {
    const id = await apply('reused.security@example.com');
    const offer = await sentOffer(id);
    await answer(tokenFor(offer, 'declined')).expect(200);
    for (const token of [tokenFor(offer, 'declined'), tokenFor(offer, 'accepted')]) {
      const again = await answer(token).expect(409);
      expect(again.text).toContain('You have already declined this offer.');
    }
    expect((await offersOf(id))[0]).toMatchObject({ status: 'declined', answer: 'declined' });
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses a link after the offer’s last valid day, whatever its claim says', async () => {
    const id = await apply('expired.security@example.com');
    const offer = await sentOffer(id);
    now = new Date('2031-03-18T00:00:00+04:00');
    const expired = await answer(tokenFor(offer, 'accepted')).expect(410);
    expect(expired.text).toContain('This offer has expired');
    // A claim stretched past the offer's day (as if signed with a leaked key) is refused the same.
    const stretched = links().sign({ offerId: offer.id, answer: 'accepted', expiresAt: 2_000_000_000 });
    await answer(stretched).expect(410);
    expect((await offersOf(id))[0]).toMatchObject({ status: 'expired', answer: null });
    expect(await statusOf(id)).toBe('pending');
  });

  it('keeps an application’s offer, letters and checklist document while a legal hold stands', async () => {
    const id = await apply('held.security@example.com');
    const offer = await sentOffer(id);
    await answer(tokenFor(offer, 'accepted')).expect(200);
    const checks = (
      await api
        .request()
        .get(`/api/admin/job-applications/${id}/pre-employment-checks`)
        .set(as(owner))
        .expect(200)
    ).body.data as { id: number; item: string }[];
    const visa = checks.find((check) => check.item === 'visa')!;
    await api
      .request()
      .put(`/api/admin/pre-employment-checks/${visa.id}/document`)
      .set(as(owner))
      .attach('document', pdfResume(), { filename: 'visa.pdf', contentType: 'application/pdf' })
      .expect(200);
    await api
      .request()
      .put(`/api/admin/retention/application/${id}/hold`)
      .set(as(owner))
      .send({ reason: 'Labour court case 2031/9' })
      .expect(200);
    await api.request().delete(`/api/admin/job-applications/${id}`).set(as(owner)).expect(409);
    expect((await offersOf(id))[0]).toMatchObject({ id: offer.id, status: 'accepted' });
    for (const language of ['en', 'ar'])
      await api
        .request()
        .get(`/api/admin/offers/${offer.id}/letter?language=${language}`)
        .set(as(owner))
        .expect(200);
    await api
      .request()
      .get(`/api/admin/pre-employment-checks/${visa.id}/document`)
      .set(as(owner))
      .expect(200);
  });

  it('refuses the old offer’s link once a new offer replaces it', async () => {
    const id = await apply('replaced.security@example.com');
    const first = await sentOffer(id);
    await step(first.id, 'withdraw').expect(200);
    const second = await sentOffer(id);
    const old = await answer(tokenFor(first, 'accepted')).expect(410);
    expect(old.text).toContain('This offer is no longer open.');
    const [newest, withdrawn] = await offersOf(id);
    expect(newest).toMatchObject({ id: second.id, status: 'sent', answer: null });
    expect(withdrawn).toMatchObject({ id: first.id, status: 'withdrawn', answer: null });
    expect(await statusOf(id)).toBe('pending');
    await answer(tokenFor(second, 'accepted')).expect(200);
    expect(await statusOf(id)).toBe('hired');
  });
});
