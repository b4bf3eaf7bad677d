import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobApplicationGroupSummary } from '@uaq/contract';
import { ApplicationGroupsService } from './application-groups';

/** Applications grouped by job, for HR (the global guard asks for a session). */
@ApiTags('job applications')
@Controller('job-applications')
export class AdminApplicationGroupsController {
  constructor(private readonly groups: ApplicationGroupsService) {}

  /** Admin only (global guard), though outside /admin because the spec's page calls it here. */
  @Get('grouped-by-job')
  @ApiBearerAuth()
  @ApiOkResponse({
    description:
      '{ success: true, data: JobApplicationGroup[] }, one entry per job: statistics, applicationTotal, the 10 newest',
  })
  groupedByJob(): Promise<JobApplicationGroupSummary[]> {
    return this.groups.groupedByJob();
  }
}
