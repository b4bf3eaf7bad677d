import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audited.decorator';
import { SuccessMessage } from '../common/http/http-reply.decorators';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { APPLICATION_NOT_FOUND } from '../job-applications/job-applications.service';
import { ApplicantStatusService } from './applicant-status.service';

/** HR's side of the applicant's links: turning them off (a leaked link, a request by phone). */
@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminApplicantLinksController {
  constructor(private readonly applicantStatus: ApplicantStatusService) {}

  @Audited('applicant.links-revoked', 'application')
  @Post(':id/status-links/revoke')
  @HttpCode(200)
  @SuccessMessage("The applicant's status links no longer work")
  @ApiOkResponse({
    description:
      '{ success: true, data: { revoked } }: every link of the application’s e-mail address is off',
  })
  @ApiNotFoundResponse({ description: APPLICATION_NOT_FOUND })
  async revoke(
    @Param('id', new IdParamPipe(APPLICATION_NOT_FOUND)) id: number,
  ): Promise<{ revoked: number }> {
    return { revoked: await this.applicantStatus.revokeForApplication(id) };
  }
}
