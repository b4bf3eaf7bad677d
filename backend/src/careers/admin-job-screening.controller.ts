import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { APPLICATION_MESSAGES, MESSAGE_CODES, type ScreeningQuestion } from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { ScreeningQuestionsDto } from './dto/screening-questions.dto';
import { ScreeningQuestionsService } from './screening-questions.service';

const jobId = new IdParamPipe(MESSAGE_CODES.application.jobNotFound);

/** The screening questions HR sets on a job's application form. */
@ApiTags('admin: careers')
@ApiBearerAuth()
@Controller('admin/careers/:id/screening-questions')
export class AdminJobScreeningController {
  constructor(private readonly questions: ScreeningQuestionsService) {}

  @Get()
  @ApiOkResponse({ description: '{ success: true, data: ScreeningQuestion[] } in the form’s order' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  list(@Param('id', jobId) id: number): Promise<ScreeningQuestion[]> {
    return this.questions.adminQuestionsOf(id);
  }

  @Audited('job.updated', 'job')
  @Put()
  @SuccessMessage(MESSAGE_CODES.screeningAdmin.saved)
  @ApiOkResponse({ description: '{ success: true, data: ScreeningQuestion[] }: the whole list, replaced' })
  @ApiBadRequestResponse({ description: 'A field of a question, or a rule across them (named by field)' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  replace(
    @Param('id', jobId) id: number,
    @Body() input: ScreeningQuestionsDto,
  ): Promise<ScreeningQuestion[]> {
    return this.questions.replace(id, input);
  }
}
