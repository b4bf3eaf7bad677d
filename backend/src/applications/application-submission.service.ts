import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import { CareersService } from '../careers/careers.service';
import { AppError, ConflictError, InvalidInputError } from '../platform/common/errors/app-error';
import { isUniqueViolation } from '../platform/database/unique-violation';
import {
  MESSAGE_CODES,
  DEFAULT_LANGUAGE,
  ENDED_APPLICATION_STATUSES,
  normaliseLinkedInUrl,
  resumeRequired,
  type Language,
} from '@uaq/contract';
import { phoneE164 } from '@uaq/contract/phone';
import { jobAcceptingApplications } from './accepting-job';
import { ApplicationMails } from './application-mails.service';
import { ApplicationReferrals } from './application-referrals.service';
import { CandidateLink } from './candidate-link.service';
import { applicationSource } from './application-source.columns';
import { ApplyDto } from './dto/apply.dto';
import { JobApplication, liveApplicationKey } from './job-application.entity';
import type { ReceivedFile } from '../platform/stored-files/staging-storage-engine';
import { uploadedFileName } from '../platform/stored-files/uploaded-file-name';
import type { ResumeType } from './resume-type';
import { ScreeningAnswers } from './screening-answers.service';
import { StatusLinkIssuer } from './status-link-issuer.service';

/** The resume part as its upload interceptor hands it over: already under its temp name if it is a resume. */
export type UploadedResume = ReceivedFile<ResumeType>;

/** The applicant's name and contact as the form sent them. */
function pick({ firstName, lastName, email, phone }: ApplyDto) {
  return { firstName, lastName, email, phone };
}

@Injectable()
export class ApplicationSubmissionService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly careers: CareersService,
    private readonly mails: ApplicationMails,
    private readonly statusLinks: StatusLinkIssuer,
    private readonly referrals: ApplicationReferrals,
    private readonly candidates: CandidateLink,
    private readonly screening: ScreeningAnswers,
  ) {}

  /** Checks the job, the resume and the one-live-application rule, then stores. Returns the new id. */
  async submit(
    input: ApplyDto,
    resume?: UploadedResume,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<number> {
    const job = await jobAcceptingApplications(this.careers, input.jobId, 'by-the-public');
    // The answers to the job's screening questions (read before the transaction), and a missing
    // resume, are refused together: the applicant sees every field to correct at once.
    const screening = await this.screening.prepare(job.id, input.answers);
    const resumeMissing = !resume && resumeRequired(job);
    if (resumeMissing || Object.keys(screening.problems).length > 0) {
      throw new InvalidInputError(
        resumeMissing ? MESSAGE_CODES.jobClosing.resumeMissing : MESSAGE_CODES.screening.answersCheck,
        {
          ...(resumeMissing ? { resume: MESSAGE_CODES.jobClosing.resumeMissing } : {}),
          ...screening.problems,
        },
      );
    }

    if (resume && !resume.accepted)
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.application.resumeType);

    // A friendly early answer; the unique live-application key below is what makes it race-safe.
    const live = await this.applications.existsBy({
      jobId: job.id,
      email: input.email,
      status: Not(In(ENDED_APPLICATION_STATUSES)),
    });
    if (live) throw new ConflictError(MESSAGE_CODES.application.duplicate);

    // Under a temp name since it arrived, moved into place only once the row is committed: see
    // StoredFilesService. A refusal before then leaves it to the upload interceptor, which removes it.
    const stagedResume = resume?.accepted?.staged ?? null;
    // Read before the transaction (it holds the one connection it needs).
    const referrer = await this.referrals.referrerOf(input.source?.ref);
    let id: number;
    try {
      // The application and its two e-mails (to HR, to the applicant) are stored together or not at all.
      id = await this.applications.manager.transaction(async (manager) => {
        const person = { ...pick(input), phoneE164: phoneE164(input.phone) };
        const candidateId = await this.candidates.link(manager, person, new Date());
        const saved = await manager.save(
          manager.create(JobApplication, {
            ...person,
            candidateId,
            address: input.address,
            position: job.title,
            jobId: job.id,
            linkedinUrl: input.linkedinUrl ? normaliseLinkedInUrl(input.linkedinUrl) : null,
            coverLetter: input.coverLetter,
            status: 'pending',
            consentAt: new Date(),
            language,
            liveApplicationKey: liveApplicationKey(job.id, input.email),
            resumeStorageName: stagedResume?.storageName ?? null,
            resumeFileName: resume ? uploadedFileName(resume.originalname, 'resume') : null,
            resumeContentType: resume?.accepted?.type.mimeType ?? null,
            resumeSize: resume?.size ?? null,
            source: applicationSource(input.source),
            knockedOut: screening.knockedOut,
          }),
        );
        // Knocked out or not, nothing goes to the applicant about it: HR decides.
        await this.screening.store(manager, saved.id, screening.answers);
        if (referrer) await this.referrals.record(manager, saved.id, referrer);
        // The confirmation carries the applicant's status link (a new one replaces the last).
        const statusLink = await this.statusLinks.issue(manager, input.email, language);
        await this.mails.received(
          manager,
          { ...saved, email: input.email, job, hasResume: stagedResume !== null },
          statusLink,
        );
        return saved.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        await stagedResume?.discard();
        throw new ConflictError(MESSAGE_CODES.application.duplicate);
      }
      // The row may be committed even so (a connection lost after the commit): the sweep decides.
      throw error;
    }
    await stagedResume?.moveIntoPlace();
    return id;
  }
}
