import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, QueryFailedError, Repository } from 'typeorm';
import { CareersService } from '../careers/careers.service';
import { AppError, ConflictError, NotFoundError } from '../common/errors/app-error';
import { APPLICATION_MESSAGES as MESSAGES } from '../contract/api-contract';
import { MailNotificationsService } from '../mail/mail-notifications.service';
import { ApplyDto } from './dto/apply.dto';
import { JobApplication, liveApplicationKey } from './job-application.entity';
import { normaliseLinkedInUrl } from './linkedin-url';
import { ResumeStorage } from './resume-storage';
import { detectResumeType } from './resume-type';

/** The uploaded file as multer (memory storage) hands it over. */
export interface UploadedResume {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** Unique-index violations as the two drivers report them. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The applicant's file name, kept only as text: no folders, no control characters, bounded. */
function displayFileName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'resume').slice(-255);
}

@Injectable()
export class ApplicationSubmissionService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly careers: CareersService,
    private readonly storage: ResumeStorage,
    private readonly mail: MailNotificationsService,
  ) {}

  /** Checks the job, the resume and the one-live-application rule, then stores. Returns the new id. */
  async submit(input: ApplyDto, resume?: UploadedResume): Promise<number> {
    const job = await this.careers.findJob(input.jobId);
    // A draft is not public: answer as if it did not exist.
    if (job.status === 'inactive') throw new NotFoundError(MESSAGES.jobNotFound);
    if (job.status !== 'active') throw new ConflictError(MESSAGES.jobNotAccepting);

    const resumeType = resume ? await detectResumeType(resume.buffer) : null;
    if (resume && !resumeType) throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGES.resumeType);

    // A friendly early answer; the unique live-application key below is what makes it race-safe.
    const live = await this.applications.existsBy({
      jobId: job.id,
      email: input.email,
      status: Not('rejected'),
    });
    if (live) throw new ConflictError(MESSAGES.duplicate);

    const storageName =
      resume && resumeType ? await this.storage.save(resume.buffer, resumeType.extension) : null;
    try {
      // The application and its two e-mails (to HR, to the applicant) are stored together or not at all.
      return await this.applications.manager.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(JobApplication, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            address: input.address,
            position: job.title,
            jobId: job.id,
            linkedinUrl: input.linkedinUrl ? normaliseLinkedInUrl(input.linkedinUrl) : null,
            coverLetter: input.coverLetter,
            status: 'pending',
            consentAt: new Date(),
            liveApplicationKey: liveApplicationKey(job.id, input.email),
            resumeStorageName: storageName,
            resumeFileName: resume ? displayFileName(resume.originalname) : null,
            resumeContentType: resumeType?.mimeType ?? null,
            resumeSize: resume?.size ?? null,
          }),
        );
        await this.mail.applicationReceived(manager, { ...saved, hasResume: storageName !== null });
        return saved.id;
      });
    } catch (error) {
      if (storageName) await this.storage.remove(storageName);
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.duplicate);
      throw error;
    }
  }
}
