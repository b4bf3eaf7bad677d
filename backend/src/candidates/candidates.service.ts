import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import {
  CANDIDATE_LIMITS,
  MESSAGE_CODES,
  type CandidateChange,
  type CandidateDetail,
  type CandidateSummary,
} from '@uaq/contract';
import { phoneE164 } from '@uaq/contract/phone';
import {
  CandidateApplications,
  type ContactCorrection,
} from '../applications/candidate-applications.service';
import { ApplicationNote } from '../applications/application-note.entity';
import { InterviewsService } from '../interviews/interviews.service';
import { AppError, InvalidInputError, NotFoundError } from '../platform/common/errors/app-error';
import { Candidate } from './candidate.entity';
import { CandidateIdentity } from './candidate-identity.service';
import { CandidateTag } from './candidate-tag.entity';
import { CandidateTagLink } from './candidate-tag-link.entity';
import { TalentPoolService } from './talent-pool.service';

/** One candidate as HR sees and corrects them: every application, note and interview, and their tags. */
@Injectable()
export class CandidatesService {
  constructor(
    @InjectRepository(Candidate) private readonly candidates: Repository<Candidate>,
    @InjectRepository(CandidateTag) private readonly tags: Repository<CandidateTag>,
    @InjectRepository(ApplicationNote) private readonly notes: Repository<ApplicationNote>,
    private readonly applications: CandidateApplications,
    private readonly identity: CandidateIdentity,
    private readonly pool: TalentPoolService,
    private readonly interviews: InterviewsService,
    private readonly dataSource: DataSource,
  ) {}

  async findOne(id: number): Promise<Candidate> {
    const candidate = await this.candidates.findOneBy({ id });
    if (!candidate) throw new NotFoundError(MESSAGE_CODES.candidate.notFound);
    return candidate;
  }

  async summary(id: number): Promise<CandidateSummary> {
    await this.findOne(id);
    const [summary] = await this.pool.summaries([id]);
    return summary!;
  }

  /** Their applications across every job, HR's notes on them and their interviews, newest first (bounded). */
  async detail(id: number): Promise<CandidateDetail> {
    const candidate = await this.findOne(id);
    const applications = await this.applications.ofCandidate(id, CANDIDATE_LIMITS.detailItems);
    const applicationIds = applications.map((application) => application.id);
    const [summary] = await this.pool.summaries([id]);
    const notes =
      applicationIds.length === 0
        ? []
        : await this.notes.find({
            where: { applicationId: In(applicationIds) },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: CANDIDATE_LIMITS.detailItems,
          });
    const interviews = await this.interviews.listForApplications(
      applicationIds,
      CANDIDATE_LIMITS.detailItems,
    );
    return {
      ...summary!,
      createdAt: candidate.createdAt.toISOString(),
      applications: applications.map((application) => ({
        id: application.id,
        jobId: application.jobId,
        position: application.position,
        status: application.status,
        createdAt: application.createdAt.toISOString(),
        hasResume: Boolean(application.resumeStorageName),
        intake: { ...application.intake },
      })),
      notes: notes.map((note) => ({
        id: note.id,
        applicationId: note.applicationId,
        text: note.text,
        author: note.author,
        createdAt: note.createdAt.toISOString(),
      })),
      interviews,
    };
  }

  /**
   * HR corrects the name or phone (on the candidate and each of their applications), or completes
   * the address of a candidate who has none (an imported CV's). An address another candidate has
   * joins the two: one person, one candidate. The address of a candidate who has one is the
   * applicant's to change (their status page), never HR's.
   */
  async change(id: number, input: CandidateChange): Promise<CandidateSummary> {
    const { email, ...contact } = input;
    if (Object.values(input).every((value) => value === undefined)) {
      throw new InvalidInputError(MESSAGE_CODES.candidate.changeEmpty);
    }
    const candidate = await this.findOne(id);
    if (email !== undefined && candidate.email !== null && email !== candidate.email) {
      throw new AppError(HttpStatus.CONFLICT, MESSAGE_CODES.candidate.emailTaken, {
        email: MESSAGE_CODES.candidate.emailTaken,
      });
    }
    const correction: ContactCorrection = { ...contact };
    if (contact.phone !== undefined) correction.phoneE164 = phoneE164(contact.phone);
    const joinedInto = await this.dataSource.transaction(async (manager) => {
      if (Object.keys(correction).length > 0) {
        await manager.update(Candidate, id, correction);
        await this.applications.correctContact(manager, id, correction);
      }
      if (email === undefined || candidate.email !== null) return id;
      await this.applications.giveAddress(manager, id, email);
      const holder = await manager.findOneBy(Candidate, { email });
      if (!holder) {
        await manager.update(Candidate, id, { email });
        return id;
      }
      await this.identity.join(manager, id, holder.id);
      return holder.id;
    });
    return this.summary(joinedInto);
  }

  /** Replaces the candidate's tags with `tagIds` (all known, or nothing changes: 404 naming the unknown). */
  async setTags(id: number, tagIds: number[]): Promise<CandidateSummary> {
    await this.findOne(id);
    const known = tagIds.length === 0 ? [] : await this.tags.findBy({ id: In(tagIds) });
    const unknown = tagIds.filter((tagId) => !known.some((tag) => tag.id === tagId));
    if (unknown.length > 0) {
      throw new NotFoundError({
        code: MESSAGE_CODES.candidate.unknownTags,
        params: { ids: unknown.join(', ') },
      });
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(CandidateTagLink, { candidateId: id });
      if (tagIds.length > 0) {
        await manager.insert(
          CandidateTagLink,
          tagIds.map((tagId) => ({ candidateId: id, tagId })),
        );
      }
    });
    return this.summary(id);
  }
}
