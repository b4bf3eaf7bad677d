import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type {
  ApplicationsOverTimeReport,
  ReferralsReport,
  SourceBreakdownReport,
  SourceEffectivenessReport,
  StageDurationsReport,
  StageFunnelReport,
} from '@uaq/contract';
import { ReportQueryDto, SourceBreakdownQueryDto } from './dto/report-query.dto';
import { HiringReportsService } from './hiring-reports.service';

/** The Reports tab (owners and HR: every admin role). Aggregates only: no applicant appears. */
@ApiTags('admin: reports')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/reports')
export class AdminHiringReportsController {
  constructor(private readonly reports: HiringReportsService) {}

  @Get('applications-over-time')
  @ApiOperation({ summary: 'Applications per day (ranges up to 92 days) or per month' })
  @ApiOkResponse({ description: '{ success: true, data: ApplicationsOverTimeReport }' })
  applicationsOverTime(@Query() query: ReportQueryDto): Promise<ApplicationsOverTimeReport> {
    return this.reports.applicationsOverTime(query);
  }

  @Get('funnel')
  @ApiOperation({ summary: 'Applications that reached each stage, and those in it now' })
  @ApiOkResponse({ description: '{ success: true, data: StageFunnelReport }' })
  funnel(@Query() query: ReportQueryDto): Promise<StageFunnelReport> {
    return this.reports.stageFunnel(query);
  }

  @Get('durations')
  @ApiOperation({ summary: 'Time to hire and time in each stage: median and 90th percentile, in hours' })
  @ApiOkResponse({ description: '{ success: true, data: StageDurationsReport }' })
  durations(@Query() query: ReportQueryDto): Promise<StageDurationsReport> {
    return this.reports.stageDurations(query);
  }

  @Get('sources')
  @ApiOperation({ summary: 'Applications, shortlisted and hired per source' })
  @ApiOkResponse({ description: '{ success: true, data: SourceEffectivenessReport }' })
  sources(@Query() query: ReportQueryDto): Promise<SourceEffectivenessReport> {
    return this.reports.sourceEffectiveness(query);
  }

  @Get('referrals')
  @ApiOperation({ summary: 'Applications, shortlisted and hired per referrer (referral links)' })
  @ApiOkResponse({ description: '{ success: true, data: ReferralsReport }' })
  referrals(@Query() query: ReportQueryDto): Promise<ReferralsReport> {
    return this.reports.referrals(query);
  }

  @Get('source-breakdown')
  @ApiOperation({
    summary: 'Applications, shortlisted and hired per utm_medium or utm_campaign (at most 100)',
  })
  @ApiOkResponse({ description: '{ success: true, data: SourceBreakdownReport }' })
  sourceBreakdown(@Query() query: SourceBreakdownQueryDto): Promise<SourceBreakdownReport> {
    return this.reports.sourceBreakdown(query);
  }
}
