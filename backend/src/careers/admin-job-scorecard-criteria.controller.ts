import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { APPLICATION_MESSAGES, MESSAGE_CODES, type ScorecardCriterion } from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { ScorecardCriteriaDto } from './dto/scorecard-criteria.dto';
import { ScorecardCriteriaService } from './scorecard-criteria.service';

const jobId = new IdParamPipe(MESSAGE_CODES.application.jobNotFound);

/** The criteria a job's interviewers rate on their scorecards (fire alarm panels, safety…). */
@ApiTags('admin: careers')
@ApiBearerAuth()
@Controller('admin/careers/:id/scorecard-criteria')
export class AdminJobScorecardCriteriaController {
  constructor(private readonly criteria: ScorecardCriteriaService) {}

  @Get()
  @ApiOkResponse({ description: '{ success: true, data: ScorecardCriterion[] } in order' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  list(@Param('id', jobId) id: number): Promise<ScorecardCriterion[]> {
    return this.criteria.adminCriteriaOf(id);
  }

  @Audited('job.updated', 'job')
  @Put()
  @SuccessMessage(MESSAGE_CODES.scorecard.criteriaSaved)
  @ApiOkResponse({ description: '{ success: true, data: ScorecardCriterion[] }: the whole list, replaced' })
  @ApiBadRequestResponse({ description: 'A name missing or too long, an id not of this job' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  replace(
    @Param('id', jobId) id: number,
    @Body() input: ScorecardCriteriaDto,
  ): Promise<ScorecardCriterion[]> {
    return this.criteria.replace(id, input);
  }
}
