import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGE_CODES, WHATSAPP_MESSAGES, type WhatsAppChat, type WhatsAppStep } from '@uaq/contract';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { ApplicationWhatsApp } from './application-whatsapp.service';
import { WhatsAppStepDto } from './dto/whatsapp-step.dto';

/**
 * WhatsApp from the tracker: each answer is a chat already recorded in the application's history
 * (and the audit trail), its wa.me link ready to open.
 */
@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminApplicationWhatsappController {
  constructor(private readonly whatsapp: ApplicationWhatsApp) {}

  @Post('whatsapp/next')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "One step through a selection: the next applicant with a mobile number gets a chat (recorded), those skipped are named; send `remaining` as the next step's ids",
  })
  @ApiOkResponse({ description: '{ success: true, data: WhatsAppStep }' })
  @ApiNotFoundResponse({ description: 'Some ids are unknown (named in the message); nothing was recorded' })
  next(@Body() input: WhatsAppStepDto, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<WhatsAppStep> {
    return this.whatsapp.next(input.ids, admin.username);
  }

  @Post(':id/whatsapp')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "A chat with the applicant's mobile number, HR's WhatsApp template written in their language; recorded in the history first",
  })
  @ApiCreatedResponse({ description: '{ success: true, data: WhatsAppChat }' })
  @ApiNotFoundResponse({ description: 'Application not found' })
  @ApiConflictResponse({ description: `${WHATSAPP_MESSAGES.noPhone} / "… is not a mobile number …"` })
  prepare(
    @Param('id', new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound)) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<WhatsAppChat> {
    return this.whatsapp.prepare(id, admin.username);
  }
}
