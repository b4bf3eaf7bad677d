import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { EnquiryListResponseDto, EnquiryResponseDto } from './dto/enquiry.dto';
import { EnquiryFiltersDto } from './dto/enquiry-filters.dto';
import { UpdateEnquiryDto } from './dto/update-enquiry.dto';
import { EnquiriesService, ENQUIRY_NOT_FOUND } from './enquiries.service';
import { IdParamPipe } from '../common/pipes/id-param.pipe';

const enquiryId = new IdParamPipe(ENQUIRY_NOT_FOUND);
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
  async list(@Query() filters: EnquiryFiltersDto) {
    const { rows, meta } = await this.enquiries.list(filters);
    return { success: true, data: rows, meta };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark an enquiry handled or not handled' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiBadRequestResponse({
    description: 'handled is missing or not a boolean',
  })
  @ApiNotFoundResponse({
    description: `${ENQUIRY_NOT_FOUND} (also for an id that is not a positive whole number)`,
  })
  async update(@Param('id', enquiryId) id: number, @Body() body: UpdateEnquiryDto) {
    return { success: true, data: await this.enquiries.markHandled(id, body.handled) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an enquiry' })
  @ApiOkResponse({ schema: { properties: { success: { example: true } } } })
  @ApiNotFoundResponse({
    description: `${ENQUIRY_NOT_FOUND} (also for an id that is not a positive whole number)`,
  })
  async remove(@Param('id', enquiryId) id: number) {
    await this.enquiries.remove(id);
    return { success: true };
  }
}
