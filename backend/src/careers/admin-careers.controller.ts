import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import type { AdminJob } from '@uaq/contract';
import { CareersService } from './careers.service';
import { JobInputDto, JobStatusDto } from './dto/job-input.dto';
import { JobReopenDto } from './dto/job-closing.dto';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { APPLICATION_MESSAGES, MESSAGE_CODES } from '@uaq/contract';

const jobId = new IdParamPipe(MESSAGE_CODES.application.jobNotFound);

/** Job management for HR; guarded by the global admin guard. */
@ApiTags('admin: careers')
@ApiBearerAuth()
@Controller('admin/careers')
export class AdminCareersController {
  constructor(private readonly careers: CareersService) {}

  @Get()
  @ApiOkResponse({ description: '{ success: true, data: AdminJob[] } (every status, newest first)' })
  list(): Promise<AdminJob[]> {
    return this.careers.adminJobs();
  }

  @Audited('job.created', 'job')
  @Post()
  @SuccessMessage(MESSAGE_CODES.job.created)
  @ApiCreatedResponse({ description: '{ success: true, data: AdminJob }' })
  @ApiBadRequestResponse({ description: 'A field is missing, too long or not in its list' })
  create(@Body() input: JobInputDto): Promise<AdminJob> {
    return this.careers.create(input);
  }

  @Audited('job.updated', 'job')
  @Put(':id')
  @SuccessMessage(MESSAGE_CODES.job.updated)
  @ApiOkResponse({ description: '{ success: true, data: AdminJob }' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  update(@Param('id', jobId) id: number, @Body() input: JobInputDto): Promise<AdminJob> {
    return this.careers.update(id, input);
  }

  @Audited('job.status-changed', 'job')
  @Patch(':id/status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJob }' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  setStatus(@Param('id', jobId) id: number, @Body() input: JobStatusDto): Promise<AdminJob> {
    return this.careers.setStatus(id, input.status);
  }

  @Audited('job.status-changed', 'job')
  @Patch(':id/reopen')
  @SuccessMessage(MESSAGE_CODES.job.reopened)
  @ApiOkResponse({ description: '{ success: true, data: AdminJob }: active again until the new closing day' })
  @ApiBadRequestResponse({ description: 'The closing day is not a date, or is already over' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  reopen(@Param('id', jobId) id: number, @Body() input: JobReopenDto): Promise<AdminJob> {
    return this.careers.reopen(id, input.closesOn);
  }

  @Audited('job.deleted', 'job')
  @Delete(':id')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.job.deleted)
  @ApiOkResponse({ description: '{ success: true } — the job’s applications are kept' })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  remove(@Param('id', jobId) id: number): Promise<void> {
    return this.careers.remove(id);
  }
}
