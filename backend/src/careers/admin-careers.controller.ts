import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminJob, ApiSuccess } from '../contract/api-contract';
import { CareersService, JOB_NOT_FOUND } from './careers.service';
import { JobInputDto, JobStatusDto } from './dto/job-input.dto';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { Audited } from '../audit/audited.decorator';

const jobId = new IdParamPipe(JOB_NOT_FOUND);

/** Job management for HR; guarded by the global admin guard. */
@ApiTags('admin: careers')
@ApiBearerAuth()
@Controller('admin/careers')
export class AdminCareersController {
  constructor(private readonly careers: CareersService) {}

  @Get()
  @ApiOkResponse({ description: '{ success: true, data: AdminJob[] } (every status, newest first)' })
  async list(): Promise<ApiSuccess<AdminJob[]>> {
    return { success: true, data: await this.careers.adminJobs() };
  }

  @Audited('job.created', 'job')
  @Post()
  @ApiCreatedResponse({ description: '{ success: true, data: AdminJob }' })
  @ApiBadRequestResponse({ description: 'A field is missing, too long or not in its list' })
  async create(@Body() input: JobInputDto): Promise<ApiSuccess<AdminJob>> {
    return { success: true, message: 'Job created successfully', data: await this.careers.create(input) };
  }

  @Audited('job.updated', 'job')
  @Put(':id')
  @ApiOkResponse({ description: '{ success: true, data: AdminJob }' })
  @ApiNotFoundResponse({ description: JOB_NOT_FOUND })
  async update(@Param('id', jobId) id: number, @Body() input: JobInputDto): Promise<ApiSuccess<AdminJob>> {
    return { success: true, message: 'Job updated successfully', data: await this.careers.update(id, input) };
  }

  @Audited('job.status-changed', 'job')
  @Patch(':id/status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJob }' })
  @ApiNotFoundResponse({ description: JOB_NOT_FOUND })
  async setStatus(
    @Param('id', jobId) id: number,
    @Body() input: JobStatusDto,
  ): Promise<ApiSuccess<AdminJob>> {
    return { success: true, data: await this.careers.setStatus(id, input.status) };
  }

  @Audited('job.deleted', 'job')
  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true } — the job’s applications are kept' })
  @ApiNotFoundResponse({ description: JOB_NOT_FOUND })
  async remove(@Param('id', jobId) id: number): Promise<{ success: true; message: string }> {
    await this.careers.remove(id);
    return { success: true, message: 'Job deleted successfully' };
  }
}
