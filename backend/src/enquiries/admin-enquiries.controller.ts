import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
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
import { UpdateEnquiryDto } from './dto/update-enquiry.dto';
import { EnquiriesService, ENQUIRY_NOT_FOUND } from './enquiries.service';
import { EnquiryIdPipe } from './enquiry-id.pipe';

@ApiTags('admin: enquiries')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/enquiries')
export class AdminEnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Get()
  @ApiOperation({ summary: 'All enquiries, newest first' })
  @ApiOkResponse({ type: EnquiryListResponseDto })
  async list() {
    return { success: true, data: await this.enquiries.listNewestFirst() };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark an enquiry handled or not handled' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiBadRequestResponse({
    description: 'The id is not a positive whole number, or handled is not a boolean',
  })
  @ApiNotFoundResponse({ description: ENQUIRY_NOT_FOUND })
  async update(@Param('id', EnquiryIdPipe) id: number, @Body() body: UpdateEnquiryDto) {
    return { success: true, data: await this.enquiries.markHandled(id, body.handled) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an enquiry' })
  @ApiOkResponse({ schema: { properties: { success: { example: true } } } })
  @ApiNotFoundResponse({ description: ENQUIRY_NOT_FOUND })
  async remove(@Param('id', EnquiryIdPipe) id: number) {
    await this.enquiries.remove(id);
    return { success: true };
  }
}
