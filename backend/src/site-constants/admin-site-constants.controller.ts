import { Body, Controller, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { SiteConstants } from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CONSTANTS_MAP_SCHEMA } from './dto/site-constants.schema';
import { SiteConstantsService } from './site-constants.service';

/** HR edits the company's details and counters. */
@ApiTags('site constants')
@Controller('constants')
export class AdminSiteConstantsController {
  constructor(private readonly siteConstants: SiteConstantsService) {}

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
