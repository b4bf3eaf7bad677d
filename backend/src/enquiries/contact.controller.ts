import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../platform/common/decorators/public.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { MESSAGE_CODES, type Language } from '@uaq/contract';
import { VisitorLanguage } from '../platform/common/language/visitor-language';
import { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { EnquiryReceivedResponseDto } from './dto/enquiry.dto';
import { EnquiriesService } from './enquiries.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Public()
  @Post()
  @SuccessMessage(MESSAGE_CODES.contact.success)
  @ApiOperation({ summary: 'Send an enquiry from the contact page (5 per 10 minutes per address)' })
  @ApiCreatedResponse({ type: EnquiryReceivedResponseDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (errors names each field)' })
  @ApiTooManyRequestsResponse({ description: 'Too many enquiries from this address' })
  async send(
    @Body() body: CreateEnquiryDto,
    @Req() request: Request,
    @VisitorLanguage() language: Language,
  ): Promise<void> {
    // req.ip believes X-Forwarded-For only from the configured proxies (TRUST_PROXY), so it cannot be forged.
    await this.enquiries.receive(body, request.ip ?? request.socket.remoteAddress ?? 'unknown', language);
  }
}
