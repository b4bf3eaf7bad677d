import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { RetentionDescription, RetentionSubjectKind } from '../retention/retention-subjects.service';
import { RetentionSubjects } from '../retention/retention-subjects.service';
import { QuoteRequestRecord } from './quote-request.entity';
import { QuoteRequestsService } from './quote-requests.service';

/**
 * Quote requests under retention: their last activity is the later of sending and HR's last status
 * change, which is `updated_at` (set to the creation time on insert; index on it).
 */
@Injectable()
export class QuoteRequestRetention implements RetentionSubjectKind, OnModuleInit {
  readonly subject = 'quote-request';

  constructor(
    @InjectRepository(QuoteRequestRecord) private readonly quotes: Repository<QuoteRequestRecord>,
    private readonly service: QuoteRequestsService,
    private readonly subjects: RetentionSubjects,
  ) {}

  onModuleInit(): void {
    this.subjects.register(this);
  }

  inactiveBefore(cutoff: string) {
    const query = this.quotes
      .createQueryBuilder('quote')
      .where('quote.updatedAt < :retentionActivityCutoff', { retentionActivityCutoff: cutoff });
    return { query, idColumn: 'quote.id' };
  }

  async describe(ids: number[]): Promise<Map<number, RetentionDescription>> {
    if (ids.length === 0) return new Map();
    const rows = await this.quotes.find({
      select: { id: true, name: true, company: true, emirate: true, updatedAt: true },
      where: { id: In(ids) },
    });
    return new Map(
      rows.map((row) => {
        const who = row.company ? `${row.name} (${row.company})` : row.name;
        return [row.id, { label: `${who}, ${row.emirate}`, lastActivityAt: row.updatedAt }];
      }),
    );
  }

  /** The row, then its drawing (QuoteRequestsService.remove). */
  async purge(id: number): Promise<boolean> {
    await this.service.remove(id);
    return true;
  }
}
