import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  PIPELINE_STAGES,
  missingCandidateFields,
  skillWords,
  stageOfRank,
  type CandidateSummary,
  type CandidateTag as CandidateTagResource,
} from '@uaq/contract';
import { JobApplication } from '../applications/job-application.entity';
import { pageWindow, type Page } from '../platform/common/paging/page-query.dto';
import { personSearch } from '../platform/common/paging/person-search';
import { Candidate } from './candidate.entity';
import { CandidateTag } from './candidate-tag.entity';
import { CandidateTagLink } from './candidate-tag-link.entity';
import type { TalentPoolQueryDto } from './dto/talent-pool-query.dto';

const SEARCHED_COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'phoneE164'].map(
  (column) => `candidate.${column}`,
);

/**
 * The talent pool: candidates found across every job by name, e-mail or phone (any format), tag,
 * skill words and the furthest stage any of their applications reached, a page at a time. The
 * page's ids come from the candidates' own indexes (recent first, or by name); each filter on their
 * applications is an EXISTS on an index of job_applications (candidateId, furthestStageRank), and
 * skill words use MySQL's full-text indexes (job title and cover letter; CV text), or LIKE on SQLite.
 */
@Injectable()
export class TalentPoolService {
  constructor(
    @InjectRepository(Candidate) private readonly candidates: Repository<Candidate>,
    @InjectRepository(CandidateTagLink) private readonly tagLinks: Repository<CandidateTagLink>,
    @InjectRepository(CandidateTag) private readonly tags: Repository<CandidateTag>,
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: TalentPoolQueryDto): Promise<Page<CandidateSummary>> {
    const { page, pageSize, offset } = pageWindow(query);
    const matching = () => this.filtered(query);
    const [ids, total] = await Promise.all([
      ordered(matching().select('candidate.id', 'id'), query.sort)
        .offset(offset)
        .limit(pageSize)
        .getRawMany<{ id: number | string }>()
        .then((rows) => rows.map((row) => Number(row.id))),
      matching()
        .select('COUNT(*)', 'total')
        .getRawOne<{ total: number | string }>()
        .then((row) => Number(row?.total ?? 0)),
    ]);
    return { rows: await this.summaries(ids), meta: { page, pageSize, total } };
  }

  /** The candidates with these ids as the list shows them, in the order of `ids`. */
  async summaries(ids: number[]): Promise<CandidateSummary[]> {
    if (ids.length === 0) return [];
    const [rows, tagsOf, applicationsOf] = await Promise.all([
      this.candidates.findBy({ id: In(ids) }),
      this.tagsOf(ids),
      this.applications
        .createQueryBuilder('application')
        .select('application.candidateId', 'candidateId')
        .addSelect('COUNT(*)', 'count')
        .addSelect('MAX(application.furthestStageRank)', 'stage')
        .where('application.candidateId IN (:...ids)', { ids })
        .groupBy('application.candidateId')
        .getRawMany<{ candidateId: number | string; count: number | string; stage: number | string }>(),
    ]);
    const counts = new Map(applicationsOf.map((row) => [Number(row.candidateId), row]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const candidate = byId.get(id);
      if (!candidate) return [];
      const applications = counts.get(id);
      return [
        toSummary(
          candidate,
          tagsOf.get(id) ?? [],
          Number(applications?.count ?? 0),
          Number(applications?.stage ?? 0),
        ),
      ];
    });
  }

  /** Each candidate's tags, by name. */
  async tagsOf(ids: number[]): Promise<Map<number, CandidateTagResource[]>> {
    if (ids.length === 0) return new Map();
    const links = await this.tagLinks.findBy({ candidateId: In(ids) });
    const tags =
      links.length === 0
        ? []
        : await this.tags.findBy({ id: In([...new Set(links.map((link) => link.tagId))]) });
    const tagById = new Map(tags.map((tag) => [tag.id, { id: tag.id, name: tag.name }]));
    const result = new Map<number, CandidateTagResource[]>();
    for (const link of links) {
      const tag = tagById.get(link.tagId);
      if (tag) result.set(link.candidateId, [...(result.get(link.candidateId) ?? []), tag]);
    }
    for (const list of result.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    return result;
  }

  private filtered(query: TalentPoolQueryDto): SelectQueryBuilder<Candidate> {
    const builder = this.candidates.createQueryBuilder('candidate');
    const search = personSearch(query.q, SEARCHED_COLUMNS, 'candidate.phoneE164', 'pool');
    if (search) builder.andWhere(search);
    if (query.tagId) {
      builder.andWhere(
        'EXISTS (SELECT 1 FROM candidate_tag_links tagged WHERE tagged.candidateId = candidate.id AND tagged.tagId = :tagId)',
        { tagId: query.tagId },
      );
    }
    if (query.stageReached) {
      builder.andWhere(
        'EXISTS (SELECT 1 FROM job_applications reached WHERE reached.candidateId = candidate.id AND reached.furthestStageRank >= :stageRank)',
        { stageRank: PIPELINE_STAGES.indexOf(query.stageReached) },
      );
    }
    if (query.incomplete !== undefined) {
      const incomplete =
        "(candidate.email IS NULL OR candidate.firstName = '' OR candidate.lastName = '' OR candidate.phone = '')";
      builder.andWhere(query.incomplete ? incomplete : `NOT ${incomplete}`);
    }
    (skillWords(query.skills ?? '') ?? []).forEach((word, index) =>
      builder.andWhere(this.hasSkill(word, index)),
    );
    return builder;
  }

  /** One skill word in a job title or cover letter of theirs, or in a CV HR added. */
  private hasSkill(word: string, index: number): Brackets {
    const parameter = `skill${index}`;
    if (this.isMysql()) {
      // Boolean mode: the word required, as a word or the start of one ("install" finds "installation").
      return new Brackets((either) =>
        either
          .where(
            `candidate.id IN (SELECT skilled.candidateId FROM job_applications skilled
              WHERE MATCH(skilled.position, skilled.coverLetter) AGAINST (:${parameter} IN BOOLEAN MODE))`,
            { [parameter]: `+${word}*` },
          )
          .orWhere(
            `candidate.id IN (SELECT skilled.candidateId FROM application_resume_texts cv
              JOIN job_applications skilled ON skilled.id = cv.applicationId
              WHERE MATCH(cv.text) AGAINST (:${parameter} IN BOOLEAN MODE))`,
          ),
      );
    }
    return new Brackets((either) =>
      either.where(
        `EXISTS (SELECT 1 FROM job_applications skilled
          LEFT JOIN application_resume_texts cv ON cv.applicationId = skilled.id
          WHERE skilled.candidateId = candidate.id AND (LOWER(skilled.position) LIKE :${parameter} ESCAPE '!'
            OR LOWER(skilled.coverLetter) LIKE :${parameter} ESCAPE '!' OR LOWER(cv.text) LIKE :${parameter} ESCAPE '!'))`,
        { [parameter]: `%${word.replace(/[!%_]/g, '!$&')}%` },
      ),
    );
  }

  private isMysql(): boolean {
    const type = this.dataSource.options.type;
    return type === 'mysql' || type === 'mariadb';
  }
}

/** Every sort ends on the id, so a page boundary never splits ties differently twice. */
function ordered(
  builder: SelectQueryBuilder<Candidate>,
  sort: TalentPoolQueryDto['sort'],
): SelectQueryBuilder<Candidate> {
  switch (sort) {
    case 'name':
      return builder
        .orderBy('candidate.firstName', 'ASC')
        .addOrderBy('candidate.lastName', 'ASC')
        .addOrderBy('candidate.id', 'ASC');
    case 'lastAppliedAt':
      return builder.orderBy('candidate.lastAppliedAt', 'ASC').addOrderBy('candidate.id', 'ASC');
    default:
      return builder.orderBy('candidate.lastAppliedAt', 'DESC').addOrderBy('candidate.id', 'DESC');
  }
}

export function toSummary(
  candidate: Candidate,
  tags: CandidateTagResource[],
  applicationCount: number,
  stageRank: number,
): CandidateSummary {
  return {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    fullName: `${candidate.firstName} ${candidate.lastName}`.trim(),
    email: candidate.email,
    phone: candidate.phone,
    phoneE164: candidate.phoneE164,
    tags,
    applicationCount,
    stageReached: stageOfRank(stageRank),
    lastAppliedAt: candidate.lastAppliedAt.toISOString(),
    missing: missingCandidateFields(candidate),
  };
}
