import { Controller, Delete, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { APPLICANT_STATUS_MESSAGES, LEGAL_HOLD_MESSAGES, MESSAGE_CODES } from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { AuditService } from '../audit/audit.service';
import { ConflictError } from '../platform/common/errors/app-error';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { ApplicantErasure } from './applicant-erasure.service';

/** HR's "Delete application": the applicant's erasure, confirmed by HR (PDPL). */
@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminApplicationErasureController {
  constructor(
    private readonly erasure: ApplicantErasure,
    private readonly audit: AuditService,
  ) {}

  @Audited('application.deleted', 'application')
  @Delete(':id')
  @ApiOkResponse({
    description:
      '{ success: true }: the application and every copy of its applicant’s data are erased (history, notes, interviews, e-mails and their files, status links, resume)',
  })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  @ApiConflictResponse({ description: `${LEGAL_HOLD_MESSAGES.held} (nothing is changed; audited)` })
  @SuccessMessage(MESSAGE_CODES.applicationAdmin.deleted)
  async remove(
    @Param('id', new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound)) id: number,
  ): Promise<void> {
    if ((await this.erasure.erase(id)) === 'held') {
      await this.audit.record('retention.deletion-refused', { type: 'application', id });
      throw new ConflictError(MESSAGE_CODES.legalHold.held);
    }
  }
}
