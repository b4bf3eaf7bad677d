import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  MESSAGE_CODES,
  englishText,
  missingCandidateFields,
  type AddedApplication,
  type CvImportResult,
  type HrSource,
} from '@uaq/contract';
import { phoneE164 } from '@uaq/contract/phone';
import type { UploadedResume } from '../applications/application-submission.service';
import { CandidateApplications } from '../applications/candidate-applications.service';
import { HrApplicationsService, type HrResume } from '../applications/hr-applications.service';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../platform/common/clock/clock';
import { AppError, InvalidInputError } from '../platform/common/errors/app-error';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { uploadedFileName } from '../platform/stored-files/uploaded-file-name';
import { ApplicationResumeText } from './application-resume-text.entity';
import { Candidate } from './candidate.entity';
import { CandidatesService } from './candidates.service';
import { readCvContacts } from './cv-contacts';
import { cvText } from './cv-text';
import type { HrCandidateDto, HrSourceDto } from './dto/hr-candidate.dto';
import type { ConsiderDto } from './dto/consider.dto';

/**
 * Candidates HR brings in without the public form: one added by hand (a walk-in, an agency's CV, a
 * referral), several CVs imported into a job at once, and an existing candidate considered for
 * another job. Each is an application of the job like the form's (same open-job and one-live-
 * application rules), recorded in its history under the team member's name; nothing is mailed.
 */
@Injectable()
export class CandidateIntakeService {
  constructor(
    private readonly hr: HrApplicationsService,
    private readonly candidates: CandidatesService,
    private readonly applications: CandidateApplications,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** A walk-in, an agency's CV or a referral, with the CV if one came (its words kept for the skill search). */
  async add(
    input: HrCandidateDto,
    resume: UploadedResume | undefined,
    admin: AuthenticatedAdmin,
  ): Promise<AddedApplication> {
    if (resume && !resume.accepted)
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.application.resumeType);
    const text = resume?.accepted
      ? await cvText(resume.accepted.staged.bytes, resume.accepted.type.mimeType)
      : '';
    const added = await this.hr.add({
      ...source(input, admin),
      candidateId: null,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? null,
      phone: input.phone ?? '',
      phoneE164: input.phone ? phoneE164(input.phone) : null,
      address: input.address ?? '',
      linkedinUrl: null,
      coverLetter: input.coverLetter ?? '',
      consentAt: this.clock.now(),
      consentFromApplicationId: null,
      resume: hrResume(resume),
      alsoWithin: keepText(text),
    });
    await this.audit.record('candidate.added', { type: 'application', id: added.applicationId });
    return added;
  }

  /**
   * One candidate per CV: name, address and phone read from the file where it gives them, left empty
   * for HR to complete where not (a candidate without an address is new, known by its id until HR
   * gives one). CVs are read one after another, so memory holds one file at a time. A CV that cannot
   * be added (not a CV, a person already applying for the job) is refused on its own, with the reason.
   */
  async import(
    input: HrSourceDto,
    files: UploadedResume[],
    admin: AuthenticatedAdmin,
  ): Promise<CvImportResult> {
    if (files.length === 0) {
      throw new InvalidInputError(MESSAGE_CODES.candidate.resumesRequired, {
        resumes: MESSAGE_CODES.candidate.resumesRequired,
      });
    }
    // A closed job refuses the whole import before any file is read.
    await this.hr.acceptingJob(input.jobId);
    const result: CvImportResult = { imported: [], refused: [] };
    for (const file of files) {
      const fileName = uploadedFileName(file.originalname, 'resume');
      if (!file.accepted) {
        result.refused.push({ fileName, message: englishText(MESSAGE_CODES.candidate.resumeUnreadable) });
        continue;
      }
      const text = await cvText(file.accepted.staged.bytes, file.accepted.type.mimeType);
      const read = readCvContacts(text);
      try {
        const added = await this.hr.add({
          ...source(input, admin),
          candidateId: null,
          ...read,
          phoneE164: phoneE164(read.phone),
          address: '',
          linkedinUrl: null,
          coverLetter: '',
          consentAt: this.clock.now(),
          consentFromApplicationId: null,
          resume: hrResume(file),
          alsoWithin: keepText(text),
        });
        result.imported.push({ fileName, ...added, ...read, missing: missingCandidateFields(read) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.refused.push({ fileName, message: error.message });
      }
    }
    await this.audit.record('candidates.imported', { type: 'job', id: input.jobId });
    return result;
  }

  /**
   * An application of the candidate for another job, made from one of theirs (their newest unless
   * HR names one): its details, a copy of its CV and its words, and its consent (the date copied, the
   * application referenced), without asking them to apply again.
   */
  async consider(
    candidateId: number,
    input: ConsiderDto,
    admin: AuthenticatedAdmin,
  ): Promise<AddedApplication> {
    const candidate = await this.candidates.findOne(candidateId);
    const from = input.fromApplicationId
      ? await this.applications.findOfCandidate(candidateId, input.fromApplicationId)
      : ((await this.applications.ofCandidate(candidateId, 1))[0] ?? null);
    if (!from) {
      const code = input.fromApplicationId
        ? MESSAGE_CODES.candidate.applicationNotTheirs
        : MESSAGE_CODES.candidate.noApplication;
      throw new InvalidInputError(code, input.fromApplicationId ? { fromApplicationId: code } : undefined);
    }
    await this.hr.acceptingJob(input.jobId);
    const resume = await this.hr.copyResume(from);
    const added = await this.hr.add({
      jobId: input.jobId,
      candidateId,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      email: candidate.email,
      phone: candidate.phone,
      phoneE164: candidate.phoneE164,
      address: from.address,
      linkedinUrl: from.linkedinUrl,
      coverLetter: from.coverLetter,
      kind: 'considered',
      sourceName: null,
      addedBy: admin.username,
      consentAt: from.consentAt,
      consentFromApplicationId: from.id,
      language: from.language,
      resume,
      alsoWithin: async (manager, applicationId) => {
        const words = await manager.findOneBy(ApplicationResumeText, { applicationId: from.id });
        if (words) await manager.insert(ApplicationResumeText, { applicationId, text: words.text });
        await manager.update(Candidate, candidateId, { lastAppliedAt: this.clock.now() });
      },
    });
    await this.audit.record('candidate.considered', { type: 'application', id: added.applicationId });
    return added;
  }
}

/** Where the application comes from, and who added it. */
function source(
  input: HrSourceDto,
  admin: AuthenticatedAdmin,
): {
  jobId: number;
  kind: HrSource;
  sourceName: string | null;
  addedBy: string;
} {
  return {
    jobId: input.jobId,
    kind: input.source,
    sourceName: input.sourceName ?? null,
    addedBy: admin.username,
  };
}

function hrResume(file: UploadedResume | undefined): HrResume | null {
  if (!file?.accepted) return null;
  return {
    staged: file.accepted.staged,
    fileName: uploadedFileName(file.originalname, 'resume'),
    contentType: file.accepted.type.mimeType,
    size: file.size,
  };
}

/** Stores the CV's words with the application (nothing when the file gave none). */
function keepText(
  text: string,
): ((manager: EntityManager, applicationId: number) => Promise<void>) | undefined {
  if (!text) return undefined;
  return async (manager, applicationId) => {
    await manager.insert(ApplicationResumeText, { applicationId, text });
  };
}
