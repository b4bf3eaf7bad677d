import type {
  AdminAccount,
  AuditEvent,
  AdminJobApplicationDetail,
  CandidateDetail,
  CandidateSummary,
} from '@uaq/contract';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';

/**
 * Candidates as HR uses them: one per exact address across jobs (a look-alike address is someone
 * else), their panel (applications, notes, interviews), tags, the talent pool's search (a phone in
 * any format, tag, stage reached, skill words), and "consider for another job".
 */
describe.each(TEST_ENGINES)('Candidates and the talent pool (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let alarmJob: number;
  let sprinklerJob: number;
  let ownerId: number;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    alarmJob = (await createJob(api, { title: 'Fire Alarm Technician' })).id;
    sprinklerJob = (await createJob(api, { title: 'Sprinkler Fitter' })).id;
    const accounts = (await admin.get('/api/admin/users').expect(200)).body.data as AdminAccount[];
    ownerId = accounts.find((account) => account.username === TEST_ADMIN_USERNAME)!.id;
  });
  afterAll(() => api.close());

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  };
  const apply = async (jobId: number, overrides: Record<string, unknown>): Promise<number> => {
    const response = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(jobId, overrides))
      .expect(201);
    return response.body.data.id as number;
  };
  const application = async (id: number) =>
    (await admin.get(`/api/admin/job-applications/${id}`).expect(200)).body.data as AdminJobApplicationDetail;
  const pool = async (query: Record<string, string>) => {
    const response = await admin.get('/api/admin/candidates').query(query).expect(200);
    return response.body as { data: CandidateSummary[]; meta: { total: number } };
  };
  const candidate = async (id: number) =>
    (await admin.get(`/api/admin/candidates/${id}`).expect(200)).body.data as CandidateDetail;

  describe('one candidate per exact address', () => {
    it('links a person’s applications for two jobs to one candidate, with the newest name and phone', async () => {
      const first = await apply(alarmJob, {
        email: 'mariam.k@gmail.com',
        firstName: 'Mariam',
        phone: '050 111 2233',
      });
      const second = await apply(sprinklerJob, {
        // The domain in another case is the same address; the local part is as typed.
        email: 'mariam.k@GMAIL.com',
        firstName: 'Maryam',
        phone: '+971 50 111 4455',
      });
      const [a, b] = [await application(first), await application(second)];
      expect(a.candidateId).not.toBeNull();
      expect(b.candidateId).toBe(a.candidateId);
      const detail = await candidate(a.candidateId!);
      expect(detail).toMatchObject({
        email: 'mariam.k@gmail.com',
        firstName: 'Maryam',
        phone: '+971 50 111 4455',
        phoneE164: '+971501114455',
        applicationCount: 2,
        missing: [],
      });
      expect(detail.applications.map((row) => row.id)).toEqual([second, first]);
      expect(detail.applications[0]).toMatchObject({
        position: 'Sprinkler Fitter',
        intake: { kind: 'form', addedBy: null },
      });
    });

    it('keeps a look-alike address (another letter, an accent) a different candidate', async () => {
      const real = await apply(alarmJob, { email: 'huda.s@gmail.com' });
      const accented = await apply(alarmJob, { email: 'húda.s@gmail.com' });
      const lookAlikeDomain = await apply(alarmJob, { email: 'huda.s@gmäil.com' });
      const ids = await Promise.all(
        [real, accented, lookAlikeDomain].map(async (id) => (await application(id)).candidateId),
      );
      expect(new Set(ids).size).toBe(3);
      expect((await candidate(ids[0]!)).applicationCount).toBe(1);
    });

    it('shows the person’s notes and interviews from every job on their panel', async () => {
      const first = await apply(alarmJob, { email: 'omar.f@example.org', firstName: 'Omar' });
      const second = await apply(sprinklerJob, { email: 'omar.f@example.org', firstName: 'Omar' });
      await admin
        .post(`/api/admin/job-applications/${first}/notes`)
        .send({ text: 'Strong on addressable panels' })
        .expect(201);
      await admin
        .post(`/api/admin/job-applications/${second}/notes`)
        .send({ text: 'Knows sprinkler heads' })
        .expect(201);
      const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await admin
        .post(`/api/admin/job-applications/${second}/interviews`)
        .send({
          date: day,
          time: '10:00',
          durationMinutes: 30,
          location: 'Head office',
          interviewerIds: [ownerId],
        })
        .expect(201);
      const detail = await candidate((await application(first)).candidateId!);
      expect(detail.notes.map((note) => [note.applicationId, note.text])).toEqual([
        [second, 'Knows sprinkler heads'],
        [first, 'Strong on addressable panels'],
      ]);
      expect(detail.interviews.map((interview) => interview.applicationId)).toEqual([second]);
    });

    it('answers 404 for an unknown candidate, and 400 for a bad filter, naming the field', async () => {
      await admin.get('/api/admin/candidates/999999').expect(404);
      await admin.get('/api/admin/candidates/abc').expect(404);
      const bad = await admin.get('/api/admin/candidates').query({ stageReached: 'hired-ish' }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['stageReached']);
      const short = await admin.get('/api/admin/candidates').query({ skills: 'ac' }).expect(400);
      expect(Object.keys(short.body.errors)).toEqual(['skills']);
    });
  });

  describe('phones in any format', () => {
    let candidateId: number;
    let applicationId: number;
    beforeAll(async () => {
      applicationId = await apply(alarmJob, {
        email: 'khalid.phone@example.org',
        firstName: 'Khalid',
        lastName: 'Nasser',
        phone: '+971 55 999 0000',
      });
      candidateId = (await application(applicationId)).candidateId!;
    });

    it.each(['0559990000', '055 999 0000', '00971559990000', '+971559990000'])(
      'finds +971 55 999 0000 in the talent pool from %s',
      async (typed) => {
        const found = await pool({ q: typed });
        expect(found.data.map((row) => row.id)).toEqual([candidateId]);
      },
    );

    it('finds the application in the tracker from 0559990000 and 055 999 0000', async () => {
      for (const typed of ['0559990000', '055 999 0000']) {
        const found = await admin.get('/api/admin/job-applications').query({ q: typed }).expect(200);
        expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([applicationId]);
      }
      expect((await application(applicationId)).phoneE164).toBe('+971559990000');
    });

    it('still finds by name and by a piece of the number', async () => {
      expect((await pool({ q: 'khalid nasser' })).data.map((row) => row.id)).toEqual([candidateId]);
      expect((await pool({ q: '9990000' })).data.map((row) => row.id)).toEqual([candidateId]);
    });
  });

  describe('tags', () => {
    it('lets HR define tags (one per name, whatever its case), put them on candidates and find candidates by tag', async () => {
      const electrician = (
        await admin.post('/api/admin/candidate-tags').send({ name: 'Electrician' }).expect(201)
      ).body.data;
      const card = (
        await admin.post('/api/admin/candidate-tags').send({ name: 'Civil Defence card' }).expect(201)
      ).body.data;
      const taken = await admin.post('/api/admin/candidate-tags').send({ name: 'ELECTRICIAN' }).expect(409);
      expect(taken.body.errors).toEqual({ name: 'A tag with this name already exists' });
      await admin.post('/api/admin/candidate-tags').send({ name: '' }).expect(400);

      const tagged = (await application(await apply(alarmJob, { email: 'tagged.one@example.org' })))
        .candidateId!;
      const other = (await application(await apply(alarmJob, { email: 'tagged.two@example.org' })))
        .candidateId!;
      const summary = (
        await admin
          .put(`/api/admin/candidates/${tagged}/tags`)
          .send({ tagIds: [electrician.id, card.id] })
          .expect(200)
      ).body.data as CandidateSummary;
      expect(summary.tags.map((tag) => tag.name)).toEqual(['Civil Defence card', 'Electrician']);
      await admin
        .put(`/api/admin/candidates/${other}/tags`)
        .send({ tagIds: [card.id] })
        .expect(200);

      expect((await pool({ tagId: String(electrician.id) })).data.map((row) => row.id)).toEqual([tagged]);
      expect((await pool({ tagId: String(card.id) })).data.map((row) => row.id).sort()).toEqual(
        [tagged, other].sort(),
      );

      const unknown = await admin
        .put(`/api/admin/candidates/${other}/tags`)
        .send({ tagIds: [card.id, 987654] })
        .expect(404);
      expect(unknown.body.message).toContain('987654');
      expect((await candidate(other)).tags.map((tag) => tag.id)).toEqual([card.id]);

      await admin
        .patch(`/api/admin/candidate-tags/${card.id}`)
        .send({ name: 'Civil Defence licence' })
        .expect(200);
      await admin.delete(`/api/admin/candidate-tags/${electrician.id}`).expect(200);
      expect((await candidate(tagged)).tags.map((tag) => tag.name)).toEqual(['Civil Defence licence']);
      const tags = (await admin.get('/api/admin/candidate-tags').expect(200)).body.data;
      expect(tags).toEqual([{ id: card.id, name: 'Civil Defence licence' }]);
    });

    it('refuses a rename to a name another tag has (whatever its case), and an empty or unknown one, changing nothing', async () => {
      const welder = (await admin.post('/api/admin/candidate-tags').send({ name: 'Welder' }).expect(201)).body
        .data;
      const fitter = (await admin.post('/api/admin/candidate-tags').send({ name: 'Pipe fitter' }).expect(201))
        .body.data;
      const taken = await admin
        .patch(`/api/admin/candidate-tags/${fitter.id}`)
        .send({ name: ' WELDER ' })
        .expect(409);
      expect(taken.body.errors).toEqual({ name: 'A tag with this name already exists' });
      const empty = await admin
        .patch(`/api/admin/candidate-tags/${fitter.id}`)
        .send({ name: '  ' })
        .expect(400);
      expect(Object.keys(empty.body.errors)).toEqual(['name']);
      await admin
        .patch(`/api/admin/candidate-tags/${fitter.id}`)
        .send({ name: 'x'.repeat(41) })
        .expect(400);
      await admin.patch('/api/admin/candidate-tags/987654').send({ name: 'Rigger' }).expect(404);
      await admin.delete('/api/admin/candidate-tags/987654').expect(404);

      const names = (await admin.get('/api/admin/candidate-tags').expect(200)).body.data.map(
        (tag: { name: string }) => tag.name,
      );
      expect(names).toEqual(expect.arrayContaining(['Welder', 'Pipe fitter']));

      // Its own name in another case is a rename, not a clash.
      const renamed = await admin
        .patch(`/api/admin/candidate-tags/${welder.id}`)
        .send({ name: 'welder' })
        .expect(200);
      expect(renamed.body.data).toEqual({ id: welder.id, name: 'welder' });
    });

    it('records who renamed and deleted which tag in the audit trail', async () => {
      const tag = (await admin.post('/api/admin/candidate-tags').send({ name: 'Scaffolder' }).expect(201))
        .body.data;
      await admin
        .patch(`/api/admin/candidate-tags/${tag.id}`)
        .send({ name: 'Scaffold inspector' })
        .expect(200);
      await admin.delete(`/api/admin/candidate-tags/${tag.id}`).expect(200);
      for (const action of ['candidate-tag.created', 'candidate-tag.updated', 'candidate-tag.deleted']) {
        const audit = await admin.get('/api/admin/audit').query({ action }).expect(200);
        const entry = (audit.body.data as AuditEvent[]).find((event) => event.targetId === tag.id);
        expect(entry).toMatchObject({ action, actorId: ownerId, targetType: 'candidate-tag' });
      }
    });
  });

  describe('stage reached and skill words', () => {
    it('finds candidates by the furthest stage any application reached, even one since rejected', async () => {
      const email = 'stage.reached@example.org';
      const first = await apply(alarmJob, { email });
      await apply(sprinklerJob, { email });
      await admin
        .patch(`/api/admin/job-applications/${first}/status`)
        .send({ status: 'interviewed' })
        .expect(200);
      await admin
        .patch(`/api/admin/job-applications/${first}/status`)
        .send({ status: 'rejected', confirm: true })
        .expect(200);
      const id = (await application(first)).candidateId!;
      const ids = async (stageReached: string) =>
        (await pool({ stageReached, q: email })).data.map((row) => row.id);
      expect(await ids('shortlisted')).toEqual([id]);
      expect(await ids('interviewed')).toEqual([id]);
      expect(await ids('hired')).toEqual([]);
      expect((await candidate(id)).stageReached).toBe('interviewed');
    });

    it('finds skill words in cover letters and job titles, every word required', async () => {
      const email = 'skills.person@example.org';
      const id = (
        await application(
          await apply(sprinklerJob, {
            email,
            coverLetter: 'Seven years installing FM-200 suppression in warehouses.',
          }),
        )
      ).candidateId!;
      const found = async (skills: string) => (await pool({ skills, q: email })).data.map((row) => row.id);
      expect(await found('suppression')).toEqual([id]);
      expect(await found('sprinkler warehouses')).toEqual([id]);
      expect(await found('suppression hydrant')).toEqual([]);
    });
  });

  describe('consider for another job', () => {
    it('creates an application from an existing one, keeping and naming its consent, recorded under HR’s name', async () => {
      const original = await applyWithResume(
        api,
        applicationFor(alarmJob, { email: 'consider.me@example.org', firstName: 'Rashid' }),
        { content: pdfResume(), name: 'rashid-cv.pdf', type: 'application/pdf' },
      ).expect(201);
      const originalId = original.body.data.id as number;
      const from = await application(originalId);
      const created = await admin
        .post(`/api/admin/candidates/${from.candidateId}/applications`)
        .send({ jobId: sprinklerJob })
        .expect(201);
      expect(created.body.data.candidateId).toBe(from.candidateId);
      const added = await application(created.body.data.applicationId as number);
      expect(added).toMatchObject({
        position: 'Sprinkler Fitter',
        email: 'consider.me@example.org',
        firstName: 'Rashid',
        status: 'pending',
        consentAt: from.consentAt,
        hasResume: true,
        resumeFileName: 'rashid-cv.pdf',
        intake: {
          kind: 'considered',
          addedBy: TEST_ADMIN_USERNAME,
          consentFromApplicationId: originalId,
          name: null,
        },
      });
      expect(added.statusHistory).toEqual([
        expect.objectContaining({ from: null, to: 'pending', changedBy: TEST_ADMIN_USERNAME }),
      ]);
      // Its own copy of the CV, readable as the original's.
      const resume = await admin
        .get(`/api/admin/job-applications/${added.id}/resume`)
        .buffer(true)
        .expect(200);
      expect(Buffer.from(resume.body as Buffer).equals(pdfResume())).toBe(true);
      expect((await candidate(from.candidateId!)).applicationCount).toBe(2);
    });

    it('refuses a second live application for the job, a closed job, and an application of someone else', async () => {
      const mine = await apply(alarmJob, { email: 'refusals@example.org' });
      const someoneElses = await apply(alarmJob, { email: 'someone.else@example.org' });
      const id = (await application(mine)).candidateId!;
      const live = await admin
        .post(`/api/admin/candidates/${id}/applications`)
        .send({ jobId: alarmJob })
        .expect(409);
      expect(live.body.message).toBe(
        'This candidate already has an application in progress for this job; nothing was changed',
      );

      const closed = await createJob(api, { title: 'Pump Room Operator' });
      await admin.patch(`/api/admin/careers/${closed.id}/status`).send({ status: 'closed' }).expect(200);
      const refused = await admin
        .post(`/api/admin/candidates/${id}/applications`)
        .send({ jobId: closed.id })
        .expect(409);
      expect(refused.body.message).toBe('This position is no longer accepting applications');

      const notTheirs = await admin
        .post(`/api/admin/candidates/${id}/applications`)
        .send({ jobId: sprinklerJob, fromApplicationId: someoneElses })
        .expect(400);
      expect(notTheirs.body.errors).toEqual({
        fromApplicationId: 'That application is not one of this candidate’s',
      });
      expect((await candidate(id)).applicationCount).toBe(1);

      // Once the first is rejected, HR may consider them for that job again.
      await admin
        .patch(`/api/admin/job-applications/${mine}/status`)
        .send({ status: 'rejected', confirm: true })
        .expect(200);
      await admin.post(`/api/admin/candidates/${id}/applications`).send({ jobId: alarmJob }).expect(201);
    });
  });

  it('pages the talent pool on the server, newest applicant first', async () => {
    const first = await pool({ pageSize: '2', page: '1' });
    const second = await pool({ pageSize: '2', page: '2' });
    expect(first.data).toHaveLength(2);
    expect(first.meta.total).toBeGreaterThan(4);
    expect(second.data.map((row) => row.id)).not.toContain(first.data[0]!.id);
    const times = first.data.map((row) => Date.parse(row.lastAppliedAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
  });
});
