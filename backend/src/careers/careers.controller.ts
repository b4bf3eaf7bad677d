import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { NotFoundError } from '../common/errors/app-error';
import { CareersService, JOB_NOT_FOUND } from './careers.service';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { sendSerialised } from '../common/http/serialised-body';

/** What every visitor reads: served from a serialised cache with an ETag (see serialised-body.ts). */
@ApiTags('careers')
@Public()
@Controller('careers/public')
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Get()
  @ApiOperation({ summary: 'Active and closed jobs, newest first' })
  @ApiOkResponse({ description: '{ success: true, data: Job[] }; ETag, 304 on If-None-Match' })
  async list(@Res() response: Response): Promise<void> {
    sendSerialised(response, await this.careers.publicJobsBody());
  }

  @Get(':id')
  @ApiOperation({ summary: 'One active or closed job' })
  @ApiOkResponse({ description: '{ success: true, data: Job }' })
  @ApiNotFoundResponse({ description: JOB_NOT_FOUND })
  async one(
    @Param('id', new IdParamPipe(JOB_NOT_FOUND)) id: number,
    @Res() response: Response,
  ): Promise<void> {
    const reply = await this.careers.publicJobBody(id);
    if (!reply) throw new NotFoundError(JOB_NOT_FOUND);
    sendSerialised(response, reply);
  }
}
