import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { EnquiryListResponseDto, EnquiryResponseDto } from './dto/enquiry.dto';
import { EnquiryFiltersDto } from './dto/enquiry-filters.dto';
import { UpdateEnquiryDto } from './dto/update-enquiry.dto';
import { EnquiriesService } from './enquiries.service';
import type { Enquiry } from './enquiry.entity';
import { Paged } from '../platform/common/http/paged';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { ENQUIRY_ADMIN_MESSAGES, LEGAL_HOLD_MESSAGES, MESSAGE_CODES } from '@uaq/contract';

const enquiryId = new IdParamPipe(MESSAGE_CODES.enquiryAdmin.notFound);
@ApiTags('admin: enquiries')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/enquiries')
export class AdminEnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Get()
  @ApiOperation({ summary: 'One page of enquiries, newest first unless sorted otherwise' })
  @ApiOkResponse({ type: EnquiryListResponseDto })
  @ApiBadRequestResponse({ description: 'A bad page, page size, sort or filter' })
  async list(@Query() filters: EnquiryFiltersDto): Promise<Paged<Enquiry>> {
    const { rows, meta } = await this.enquiries.list(filters);
    return new Paged(rows, meta);
  }

  @Audited('enquiry.updated', 'enquiry')
  @Patch(':id')
  @ApiOperation({ summary: 'Mark an enquiry handled or not handled' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiBadRequestResponse({
    description: 'handled is missing or not a boolean',
  })
  @ApiNotFoundResponse({
    description: `${ENQUIRY_ADMIN_MESSAGES.notFound} (also for an id that is not a positive whole number)`,
  })
  update(@Param('id', enquiryId) id: number, @Body() body: UpdateEnquiryDto) {
    return this.enquiries.markHandled(id, body.handled);
  }

  @Audited('enquiry.deleted', 'enquiry')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an enquiry' })
  @ApiOkResponse({ schema: { properties: { success: { example: true } } } })
  @ApiNotFoundResponse({
    description: `${ENQUIRY_ADMIN_MESSAGES.notFound} (also for an id that is not a positive whole number)`,
  })
  @ApiConflictResponse({ description: `${LEGAL_HOLD_MESSAGES.held} (nothing is changed; audited)` })
  remove(@Param('id', enquiryId) id: number): Promise<void> {
    return this.enquiries.remove(id);
  }
}
