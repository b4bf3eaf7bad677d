import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ASSIGNED_INTERVIEW_PERIODS, MESSAGE_CODES, type AssignedInterviewPeriod } from '@uaq/contract';
import { PageDto } from '../../platform/common/paging/page-query.dto';

/** Query of GET /api/admin/my-interviews: paging, and the interviews to come or those begun. */
export class AssignedInterviewsQueryDto extends PageDto {
  @ApiPropertyOptional({ enum: ASSIGNED_INTERVIEW_PERIODS, default: 'upcoming' })
  @IsOptional()
  @IsIn(ASSIGNED_INTERVIEW_PERIODS, { message: MESSAGE_CODES.interviewer.periodInvalid })
  period?: AssignedInterviewPeriod;
}
