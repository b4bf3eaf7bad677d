import { QueryFailedError, type Repository } from 'typeorm';
import type { CareersService } from '../careers/careers.service';
import type { Job } from '../careers/job.entity';
import { AppError } from '../platform/common/errors/app-error';
import { APPLICATION_MESSAGES as MESSAGES } from '@uaq/contract';
import type { ApplicationReferrals } from './application-referrals.service';
import type { ApplicationMails } from './application-mails.service';
import type { StatusLinkIssuer } from './status-link-issuer.service';
import type { ScreeningAnswers } from './screening-answers.service';
import type { CandidateLink } from './candidate-link.service';

const STATUS_URL = 'https://site.example/careers/status#token=abc';
import { ApplicationSubmissionService } from './application-submission.service';
import type { ApplyDto } from './dto/apply.dto';
import type { JobApplication } from './job-application.entity';
import type { UploadedResume } from './application-submission.service';

const input = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha@example.com',
  phone: '+971 50 000 0000',
  address: 'Umm Al Quwain',
  coverLetter: 'Hello',
  jobId: 1,
  consent: true,
  position: 'Anything the client says',
} as ApplyDto;

function setUp(
  options: { jobStatus?: Job['status']; live?: boolean; saveError?: unknown; mailError?: unknown } = {},
) {
  const saved: Partial<JobApplication>[] = [];
  const transaction = {
    create: (_entity: unknown, fields: Partial<JobApplication>) => fields,
    save: jest.fn(async (fields: Partial<JobApplication>) => {
      if (options.saveError) throw options.saveError;
      saved.push(fields);
      return { ...fields, id: 42 };
    }),
  };
  const applications = {
    existsBy: jest.fn(async () => options.live ?? false),
    manager: { transaction: async (work: (manager: unknown) => Promise<unknown>) => work(transaction) },
  } as unknown as Repository<JobApplication>;
  const mail = {
    received: jest.fn(async () => {
      if (options.mailError) throw options.mailError;
    }),
  };
  const links = {
    issue: jest.fn(async () => ({ url: STATUS_URL, validDays: 180 })),
  };
  const careers = {
    findJob: async () => ({ id: 1, title: 'Fire Alarm Technician', status: options.jobStatus ?? 'active' }),
  } as unknown as CareersService;
  const stagedResume = {
    storageName: 'stored-name.pdf',
    size: 1234,
    moveIntoPlace: jest.fn(async () => undefined),
    discard: jest.fn(async () => undefined),
  };
  // The resume part as the upload interceptor hands it over: a PDF, under its temp name.
  const resume = {
    originalname: 'cv.pdf',
    size: 1234,
    accepted: { type: { mimeType: 'application/pdf', extension: '.pdf' }, staged: stagedResume },
  } as unknown as UploadedResume;
  return {
    service: new ApplicationSubmissionService(
      applications,
      careers,
      mail as unknown as ApplicationMails,
      links as unknown as StatusLinkIssuer,
      { referrerOf: async () => null } as unknown as ApplicationReferrals,
      { link: async () => 7 } as unknown as CandidateLink,
      // A job without screening questions: nothing to check, nothing to store.
      {
        prepare: async () => ({ answers: [], knockedOut: false, problems: {} }),
        store: async () => undefined,
      } as unknown as ScreeningAnswers,
    ),
    saved,
    resume,
    stagedResume,
    mail,
  };
}

const uniqueViolation = () =>
  new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate'), { code: 'ER_DUP_ENTRY' }));

async function statusOf(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return [error.statusCode, error.message];
}

describe('ApplicationSubmissionService', () => {
  it('stores the job title as position, the live key and the consent time', async () => {
    const { service, saved } = setUp();
    await expect(service.submit(input)).resolves.toBe(42);
    expect(saved[0]).toMatchObject({
      position: 'Fire Alarm Technician',
      liveApplicationKey: '1:aisha@example.com',
      candidateId: 7,
      phoneE164: '+971500000000',
      status: 'pending',
      consentAt: expect.any(Date),
      resumeStorageName: null,
    });
  });

  it('refuses a second live application (409)', async () => {
    const { service } = setUp({ live: true });
    await expect(statusOf(service.submit(input))).resolves.toEqual([409, MESSAGES.duplicate]);
  });

  it('moves the resume into place only after the application is stored', async () => {
    const { service, saved, resume, stagedResume } = setUp();
    stagedResume.moveIntoPlace.mockImplementation(async () => {
      expect(saved).toHaveLength(1);
    });
    await expect(service.submit(input, resume)).resolves.toBe(42);
    expect(saved[0]).toMatchObject({ resumeStorageName: 'stored-name.pdf', resumeFileName: 'cv.pdf' });
    expect(stagedResume.moveIntoPlace).toHaveBeenCalledTimes(1);
  });

  it('turns a lost race on the unique key into the same 409 and discards the staged resume', async () => {
    const { service, resume, stagedResume } = setUp({ saveError: uniqueViolation() });
    await expect(statusOf(service.submit(input, resume))).resolves.toEqual([409, MESSAGES.duplicate]);
    expect(stagedResume.discard).toHaveBeenCalled();
    expect(stagedResume.moveIntoPlace).not.toHaveBeenCalled();
  });

  it('leaves the staged resume to the sweep when the insert fails otherwise (the row may exist)', async () => {
    const { service, resume, stagedResume } = setUp({ saveError: new Error('database down') });
    await expect(service.submit(input, resume)).rejects.toThrow('database down');
    expect(stagedResume.discard).not.toHaveBeenCalled();
    expect(stagedResume.moveIntoPlace).not.toHaveBeenCalled();
  });

  it('queues the e-mails for the stored application, with whether a resume came', async () => {
    const { service, resume, mail } = setUp();
    await service.submit(input, resume);
    expect(mail.received).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 42, email: 'aisha@example.com', hasResume: true }),
      expect.objectContaining({ url: STATUS_URL, validDays: 180 }),
    );
  });

  it('fails the submission and never moves the resume into place when the e-mails cannot be queued', async () => {
    const { service, resume, stagedResume } = setUp({ mailError: new Error('outbox insert failed') });
    await expect(service.submit(input, resume)).rejects.toThrow('outbox insert failed');
    // The upload interceptor settles the temp file (StagedFile.settle): no row refers to it.
    expect(stagedResume.moveIntoPlace).not.toHaveBeenCalled();
  });

  it('answers 409 for a closed job and 404 for a draft', async () => {
    await expect(statusOf(setUp({ jobStatus: 'closed' }).service.submit(input))).resolves.toEqual([
      409,
      MESSAGES.jobNotAccepting,
    ]);
    await expect(statusOf(setUp({ jobStatus: 'inactive' }).service.submit(input))).resolves.toEqual([
      404,
      MESSAGES.jobNotFound,
    ]);
  });

  it('refuses a resume that is not a PDF, DOC or DOCX (415) and stores no application', async () => {
    const { service, saved } = setUp();
    const notAResume: UploadedResume = { originalname: 'cv.pdf', size: 10, accepted: null };
    await expect(statusOf(service.submit(input, notAResume))).resolves.toEqual([415, MESSAGES.resumeType]);
    expect(saved).toEqual([]);
  });
});
