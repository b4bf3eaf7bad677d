import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository, type EntityManager } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  ENDED_APPLICATION_STATUSES,
  MESSAGE_CODES,
  type ApplicationIntakeKind,
  type Language,
} from '@uaq/contract';
import { CareersService } from '../careers/careers.service';
import { Clock } from '../platform/common/clock/clock';
import { ConflictError } from '../platform/common/errors/app-error';
import { isUniqueViolation } from '../platform/database/unique-violation';
import type { StagedFile } from '../platform/stored-files/stored-files.service';
import { StoredFilesService } from '../platform/stored-files/stored-files.service';
import { jobAcceptingApplications } from './accepting-job';
import { applicationSource } from './application-source.columns';
import { ApplicationStatusChange } from './application-status-change.entity';
import { ApplicationTotals } from './application-totals';
import { CandidateLink } from './candidate-link.service';
import { JobApplication, liveApplicationKey } from './job-application.entity';
import { ResumeStorage } from './resume-storage';

/** A resume HR brings with the application: staged under its temp name until the row is committed. */
export interface HrResume {
  staged: StagedFile;
  fileName: string;
  contentType: string;
  size: number;
}

/** An application HR adds: a walk-in, an agency's or a referrer's CV, an import, another job for a candidate. */
export interface HrApplicationInput {
  jobId: number;
  /** The candidate it belongs to when HR starts from one ("consider for another job"); else found by address. */
  candidateId: number | null;
  firstName: string;
  lastName: string;
  /** Null for an imported CV whose address was not read. */
  email: string | null;
  phone: string;
  phoneE164: string | null;
  address: string;
  linkedinUrl: string | null;
  coverLetter: string;
  kind: Exclude<ApplicationIntakeKind, 'form'>;
  /** The agency or the referrer. */
  sourceName: string | null;
  addedBy: string;
  /** When the person consented: now (HR confirms it), or the original application's. */
  consentAt: Date;
  consentFromApplicationId: number | null;
  language?: Language;
  resume: HrResume | null;
  /** The caller's own rows about the new application, written in the same transaction. */
  alsoWithin?: (manager: EntityManager, applicationId: number) => Promise<void>;
}

export interface AddedByHr {
  applicationId: number;
  candidateId: number;
}

/**
 * Applications HR adds without the public form. The job must take applications as for the form;
 * the person may have one live application per job (by address, or by candidate for one without
 * an address yet). Nothing is mailed: HR decides when to write. The history's first entry names who
 * added it.
 */
@Injectable()
export class HrApplicationsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly careers: CareersService,
    private readonly candidates: CandidateLink,
    private readonly storage: ResumeStorage,
    private readonly files: StoredFilesService,
    private readonly totals: ApplicationTotals,
    private readonly clock: Clock,
  ) {}

  /** The job if HR may add applications to it (409 closed, 404 unknown), before any file is read. */
  async acceptingJob(jobId: number): Promise<{ id: number; title: string }> {
    return jobAcceptingApplications(this.careers, jobId, 'by-hr');
  }

  /** Stores the application; the staged resume is moved into place after the commit, or discarded on a refusal. */
  async add(input: HrApplicationInput): Promise<AddedByHr> {
    const staged = input.resume?.staged ?? null;
    try {
      const job = await this.acceptingJob(input.jobId);
      if (await this.hasLiveApplication(input, job.id)) {
        throw new ConflictError(MESSAGE_CODES.candidate.liveApplicationExists);
      }
      const added = await this.applications.manager.transaction((manager) =>
        this.insert(manager, input, job),
      );
      await staged?.moveIntoPlace();
      this.totals.forget();
      return added;
    } catch (error) {
      await staged?.discard();
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGE_CODES.candidate.liveApplicationExists);
      throw error;
    }
  }

  /** A copy of an application's resume, staged for another application (each erasure removes its own). */
  async copyResume(application: JobApplication): Promise<HrResume | null> {
    const { resumeStorageName, resumeContentType } = application;
    const file = resumeStorageName ? await this.storage.open(resumeStorageName) : null;
    if (!file || !resumeStorageName || !resumeContentType) return null;
    const extension = /\.[a-z]+$/.exec(resumeStorageName)?.[0] ?? '';
    const staged = await this.files.stage(this.storage, file.stream, extension);
    return {
      staged,
      fileName: application.resumeFileName ?? `resume${extension}`,
      contentType: resumeContentType,
      size: staged.size,
    };
  }

  private async hasLiveApplication(input: HrApplicationInput, jobId: number): Promise<boolean> {
    const live = { jobId, status: Not(In(ENDED_APPLICATION_STATUSES)) };
    if (
      input.candidateId !== null &&
      (await this.applications.existsBy({ ...live, candidateId: input.candidateId }))
    )
      return true;
    return input.email !== null && this.applications.existsBy({ ...live, email: input.email });
  }

  private async insert(
    manager: EntityManager,
    input: HrApplicationInput,
    job: { id: number; title: string },
  ): Promise<AddedByHr> {
    const now = this.clock.now();
    const person = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      phoneE164: input.phoneE164,
    };
    const candidateId = input.candidateId ?? (await this.candidates.link(manager, person, now));
    const saved = await manager.save(
      manager.create(JobApplication, {
        ...person,
        candidateId,
        address: input.address,
        position: job.title,
        jobId: job.id,
        linkedinUrl: input.linkedinUrl,
        coverLetter: input.coverLetter,
        status: 'pending',
        consentAt: input.consentAt,
        language: input.language ?? DEFAULT_LANGUAGE,
        liveApplicationKey: input.email === null ? null : liveApplicationKey(job.id, input.email),
        resumeStorageName: input.resume?.staged.storageName ?? null,
        resumeFileName: input.resume?.fileName ?? null,
        resumeContentType: input.resume?.contentType ?? null,
        resumeSize: input.resume?.size ?? null,
        source: applicationSource(),
        intake: {
          kind: input.kind,
          name: input.sourceName,
          addedBy: input.addedBy,
          consentFromApplicationId: input.consentFromApplicationId,
        },
      }),
    );
    // The history's first entry: who added it (the form's applications start with none).
    await manager.insert(ApplicationStatusChange, {
      applicationId: saved.id,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: input.addedBy,
      changedAt: now,
      hoursInPreviousStage: null,
    });
    await input.alsoWithin?.(manager, saved.id);
    return { applicationId: saved.id, candidateId };
  }
}
