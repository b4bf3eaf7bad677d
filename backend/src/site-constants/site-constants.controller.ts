import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../platform/common/decorators/public.decorator';
import { PublicCache } from '../platform/common/http/http-reply.decorators';
import type { SiteConstants } from '@uaq/contract';
import { SiteConstantsService } from './site-constants.service';
import { Audited } from '../platform/common/decorators/audited.decorator';

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
  @PublicCache()
  @ApiOperation({ summary: 'All site constants (company details, counters)' })
  @ApiOkResponse({
    description: 'ETag; 304 on If-None-Match',
    schema: { properties: { success: { example: true }, data: CONSTANTS_MAP_SCHEMA } },
  })
  read(): Promise<SiteConstants> {
    return this.siteConstants.read();
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
  replace(@Body() body: unknown): Promise<SiteConstants> {
    return this.siteConstants.replace(body);
  }
}
