import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { NotFoundError } from '../common/errors/app-error';
import { CareersService, JOB_NOT_FOUND } from './careers.service';
import { parseRecordId } from '@uaq/contract';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { sendSerialised } from '../common/http/serialised-body';
import type { HotPublicRead } from '../common/http/hot-public-reads';

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

/**
 * The two reads above, answered ahead of Nest's router (see hot-public-reads.ts). An id that
 * cannot exist, or a job that is not public, falls through to `one()` for its 404.
 */
export function careersHotReads(careers: CareersService): HotPublicRead[] {
  return [
    { path: /^careers\/public$/, reply: () => careers.publicJobsBody() },
    {
      path: /^careers\/public\/(\d+)$/,
      reply: ([, idText]) => {
        const id = parseRecordId(idText);
        return id === null ? Promise.resolve(null) : careers.publicJobBody(id);
      },
    },
  ];
}
