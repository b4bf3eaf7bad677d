import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository, type EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { ApplicationEmailChange } from './application-email-change.entity';
import { ApplicationMail } from './application-mail.entity';
import { ApplicationNote } from './application-note.entity';
import { ApplicationStatusChange } from './application-status-change.entity';
import { ApplicationTotals } from './application-totals';
import { ApplicationReferral } from './application-referral.entity';
import { ApplicationWhatsAppContact } from './application-whatsapp-contact.entity';
import { JobApplication } from './job-application.entity';
import { ResumeStorage } from './resume-storage';

/**
 * The application's own copies of its applicant's data: the row (what they typed, the source of
 * the application), its status history, HR's notes, the history of templated mails and WhatsApp
 * chats, who referred it, the addresses it had before, and then the resume file. Run last by
 * ApplicantErasure, after the holders that find their rows by its id.
 */
@Injectable()
export class ApplicationErasure implements ApplicantDataHolder {
  readonly label = 'application, history, notes and resume';

  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly storage: ResumeStorage,
    private readonly totals: ApplicationTotals,
  ) {}

  /** The application as the erasure needs it, read in the erasure's transaction; null if there is none. */
  async find(manager: EntityManager, id: number): Promise<ErasedApplication | null> {
    const application = await manager.findOne(JobApplication, {
      select: { id: true, email: true, createdAt: true },
      where: { id },
    });
    if (!application) return null;
    const { email } = application;
    // An imported CV without an address shares it with no one.
    const sharesAddress = email !== null && (await manager.existsBy(JobApplication, { email, id: Not(id) }));
    return { id, email, createdAt: application.createdAt, lastOfAddress: !sharesAddress };
  }

  /** When each of `ids` that exists was sent (what their erasure fingerprints were made from). */
  async sentAt(ids: number[]): Promise<Map<number, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await this.applications.find({
      select: { id: true, createdAt: true },
      where: { id: In(ids) },
    });
    return new Map(rows.map((row) => [row.id, row.createdAt]));
  }

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    const { id } = application;
    const row = await manager.findOne(JobApplication, {
      select: { id: true, resumeStorageName: true },
      where: { id },
    });
    await manager.delete(ApplicationNote, { applicationId: id });
    await manager.delete(ApplicationMail, { applicationId: id });
    await manager.delete(ApplicationWhatsAppContact, { applicationId: id });
    await manager.delete(ApplicationReferral, { applicationId: id });
    await manager.delete(ApplicationEmailChange, { applicationId: id });
    await manager.delete(ApplicationStatusChange, { applicationId: id });
    await manager.delete(JobApplication, { id });
    const resume = row?.resumeStorageName ?? null;
    return async () => {
      this.totals.forget();
      // The row went first: a file the store refuses now is removed by the next sweep.
      if (resume) await this.storage.remove(resume);
    };
  }
}
