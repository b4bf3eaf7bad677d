import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { sendSerialised } from '../common/http/serialised-body';
import type { HotPublicRead } from '../common/http/hot-public-reads';
import { Public } from '../common/decorators/public.decorator';
import { SiteConstantsService } from './site-constants.service';
import { Audited } from '../audit/audited.decorator';

const CONSTANTS_MAP_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  example: { projectCount: 80, companyName: 'Al Raas Fire & Safety Systems LLC' },
} as const;

@ApiTags('site constants')
@Controller('constants')
export class SiteConstantsController {
  constructor(private readonly siteConstants: SiteConstantsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All site constants (company details, counters)' })
  @ApiOkResponse({
    description: 'ETag; 304 on If-None-Match',
    schema: { properties: { success: { example: true }, data: CONSTANTS_MAP_SCHEMA } },
  })
  async read(@Res() response: Response): Promise<void> {
    sendSerialised(response, await this.siteConstants.publicBody());
  }

  // The body is a free-form map, so it is typed `unknown` (the global pipe leaves it alone) and
  // checked by the constants rules instead of a DTO.
  @Audited('constants.updated')
  @Put()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Replace the whole map; names left out are removed',
    description:
      'Names match ^[A-Za-z][A-Za-z0-9_]{0,63}$, at most 200 of them, each value any JSON of at most 10 KB.',
  })
  @ApiBody({ schema: CONSTANTS_MAP_SCHEMA })
  @ApiBadRequestResponse({ description: 'Not an object, a bad name, too many names or a value over 10 KB' })
  @ApiUnauthorizedResponse({ description: 'Authentication required' })
  @ApiOkResponse({ schema: { properties: { success: { example: true }, data: CONSTANTS_MAP_SCHEMA } } })
  async replace(@Body() body: unknown) {
    return { success: true, data: await this.siteConstants.replace(body) };
  }
}

/** `read()` above, answered ahead of Nest's router (see hot-public-reads.ts). */
export function siteConstantsHotReads(siteConstants: SiteConstantsService): HotPublicRead[] {
  return [{ path: /^constants$/, reply: () => siteConstants.publicBody() }];
}
