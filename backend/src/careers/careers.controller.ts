import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/common/decorators/public.decorator';
import { NotFoundError } from '../platform/common/errors/app-error';
import { PublicCache } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import type { Job, PublicJobDetail } from '@uaq/contract';
import { CareersService } from './careers.service';
import { APPLICATION_MESSAGES, MESSAGE_CODES } from '@uaq/contract';

/** What every visitor reads: cached, with an ETag and headers for shared caches (`@PublicCache`). */
@ApiTags('careers')
@Public()
@Controller('careers/public')
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Get()
  @PublicCache()
  @ApiOperation({ summary: 'Active and closed jobs, newest first' })
  @ApiOkResponse({ description: '{ success: true, data: Job[] }; ETag, 304 on If-None-Match' })
  list(): Promise<Job[]> {
    return this.careers.publicJobs();
  }

  @Get(':id')
  @PublicCache()
  @ApiOperation({ summary: 'One active or closed job, with the screening questions its form asks' })
  @ApiOkResponse({
    description: '{ success: true, data: PublicJobDetail } (`screeningQuestions` in both languages)',
  })
  @ApiNotFoundResponse({ description: APPLICATION_MESSAGES.jobNotFound })
  async one(
    @Param('id', new IdParamPipe(MESSAGE_CODES.application.jobNotFound)) id: number,
  ): Promise<PublicJobDetail> {
    const job = await this.careers.publicJob(id);
    if (!job) throw new NotFoundError(MESSAGE_CODES.application.jobNotFound);
    return job;
  }
}
