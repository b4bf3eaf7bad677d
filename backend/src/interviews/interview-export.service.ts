import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  ApplicationExportSections,
  type ApplicationExportSection,
} from '../applications/application-export-sections.service';
import { Interview } from './interview.entity';

/** Between two interviews in one cell: keeps each application on one line of the file. */
const SEPARATOR = ' | ';

/**
 * The applications export's "interviews" column: every interview of the application, oldest first,
 * as "2031-03-13 09:30 Asia/Dubai, 45 min, at Head office, scheduled, answer accepted".
 */
@Injectable()
export class InterviewExportSection implements ApplicationExportSection, OnModuleInit {
  readonly columns = ['interviews'] as const;

  constructor(
    @InjectRepository(Interview) private readonly interviews: Repository<Interview>,
    private readonly sections: ApplicationExportSections,
  ) {}

  onModuleInit(): void {
    this.sections.add(this);
  }

  async cellsOf(applicationIds: number[]): Promise<Map<number, string[]>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.interviews.find({
      where: { applicationId: In(applicationIds) },
      order: { startsAt: 'ASC', id: 'ASC' },
    });
    const described = new Map<number, string[]>();
    for (const interview of rows) {
      const list = described.get(interview.applicationId) ?? [];
      list.push(describe(interview));
      described.set(interview.applicationId, list);
    }
    return new Map([...described].map(([id, list]) => [id, [list.join(SEPARATOR)]]));
  }
}

function describe(interview: Interview): string {
  const where = [
    interview.location ? `at ${interview.location}` : null,
    interview.meetingUrl ? `online at ${interview.meetingUrl}` : null,
  ].filter(Boolean);
  return [
    `${interview.localDate} ${interview.localTime} ${interview.timeZone}`,
    `${interview.durationMinutes} min`,
    ...where,
    interview.status,
    `answer ${interview.response}`,
  ].join(', ');
}
