import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/common/decorators/public.decorator';
import { PublicCache } from '../platform/common/http/http-reply.decorators';
import type { SiteConstants } from '@uaq/contract';
import { SiteConstantsService } from './site-constants.service';
import { CONSTANTS_MAP_SCHEMA } from './dto/site-constants.schema';

/** The company's details and counters, as every page shows them. */
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
}
