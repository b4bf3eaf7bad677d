import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MESSAGE_CODES, TRACKING_LINK_MESSAGES, type TrackingLink } from '@uaq/contract';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Paged } from '../platform/common/http/paged';
import { PageDto } from '../platform/common/paging/page-query.dto';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { TrackingLinkInputDto } from './dto/tracking-link-input.dto';
import { TrackingLinksService } from './tracking-links.service';

@ApiTags('admin: tracking links')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/tracking-links')
export class AdminTrackingLinksController {
  constructor(private readonly links: TrackingLinksService) {}

  @Get()
  @ApiOperation({ summary: 'Tracking links, newest first, with their clicks and applications (paged)' })
  @ApiOkResponse({ description: '{ success: true, data: TrackingLink[], meta: { page, pageSize, total } }' })
  list(@Query() query: PageDto): Promise<Paged<TrackingLink>> {
    return this.links.page(query);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'A new link for one job and one channel (its address is in `url`)' })
  @ApiCreatedResponse({ description: '{ success: true, data: TrackingLink }' })
  @ApiNotFoundResponse({ description: TRACKING_LINK_MESSAGES.jobNotFound })
  create(
    @Body() input: TrackingLinkInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<TrackingLink> {
    return this.links.create(input, admin.username);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Retire a link (its address then opens the careers page)' })
  @ApiNotFoundResponse({ description: TRACKING_LINK_MESSAGES.linkNotFound })
  async remove(
    @Param('id', new IdParamPipe(MESSAGE_CODES.trackingLink.linkNotFound)) id: number,
  ): Promise<void> {
    await this.links.remove(id);
  }
}
