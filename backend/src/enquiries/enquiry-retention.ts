import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { RetentionDescription, RetentionSubjectKind } from '../retention/retention-subjects.service';
import { RetentionSubjects } from '../retention/retention-subjects.service';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { EnquiriesService } from './enquiries.service';
import { Enquiry } from './enquiry.entity';

/** Enquiries under retention: their last activity is when they were sent (index on created_at). */
@Injectable()
export class EnquiryRetention implements RetentionSubjectKind, OnModuleInit {
  readonly subject = 'enquiry';

  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly service: EnquiriesService,
    private readonly subjects: RetentionSubjects,
  ) {}

  onModuleInit(): void {
    this.subjects.register(this);
  }

  inactiveBefore(cutoff: string) {
    const query = this.enquiries
      .createQueryBuilder('enquiry')
      .where('enquiry.createdAt < :retentionActivityCutoff', { retentionActivityCutoff: cutoff });
    return { query, idColumn: 'enquiry.id' };
  }

  async describe(ids: number[]): Promise<Map<number, RetentionDescription>> {
    if (ids.length === 0) return new Map();
    const rows = await this.enquiries.find({
      select: { id: true, name: true, subject: true, createdAt: true },
      where: { id: In(ids) },
    });
    return new Map(
      rows.map((row) => [row.id, { label: `${row.name}, ${row.subject}`, lastActivityAt: row.createdAt }]),
    );
  }

  /** False when a legal hold placed since the run read it keeps it (EnquiriesService.remove refuses). */
  async purge(id: number): Promise<boolean> {
    try {
      await this.service.remove(id);
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      if (error instanceof NotFoundError) return true;
      throw error;
    }
  }
}
