import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { ApplicantStatusService } from './applicant-status.service';
import { MESSAGE_CODES, APPLICANT_STATUS_MESSAGES } from '@uaq/contract';

/** HR's side of the applicant's links: turning them off (a leaked link, a request by phone). */
@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminApplicantLinksController {
  constructor(private readonly applicantStatus: ApplicantStatusService) {}

  @Audited('applicant.links-revoked', 'application')
  @Post(':id/status-links/revoke')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicationAdmin.linksRevoked)
  @ApiOkResponse({
    description:
      '{ success: true, data: { revoked } }: every link of the application’s e-mail address is off',
  })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async revoke(
    @Param('id', new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound)) id: number,
  ): Promise<{ revoked: number }> {
    return { revoked: await this.applicantStatus.revokeForApplication(id) };
  }
}
