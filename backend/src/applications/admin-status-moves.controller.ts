import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  APPLICANT_STATUS_MESSAGES,
  MESSAGE_CODES,
  STATUS_MOVE_MESSAGES,
  STATUS_UNDO_SECONDS,
  type AdminJobApplication,
} from '@uaq/contract';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { ApplicationStatusUndo } from './application-status-undo.service';
import { StatusUndoDto } from './dto/status-undo.dto';

/** The undo of a status move (the board's, the list's): moves themselves are PATCH …/:id/status. */
@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminStatusMovesController {
  constructor(private readonly undos: ApplicationStatusUndo) {}

  @Audited('application.status-change-undone', 'application')
  @Post(':id/status/undo')
  @HttpCode(200)
  @ApiOperation({
    summary: `Undo your last move of the application, within ${STATUS_UNDO_SECONDS} seconds: status and history as they were`,
  })
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication }' })
  @ApiNotFoundResponse({
    description: `${APPLICANT_STATUS_MESSAGES.applicationNotFound} / ${STATUS_MOVE_MESSAGES.changeNotFound}`,
  })
  @ApiConflictResponse({
    description: [
      STATUS_MOVE_MESSAGES.undoNotLatest,
      STATUS_MOVE_MESSAGES.undoNotYours,
      STATUS_MOVE_MESSAGES.undoExpired,
      STATUS_MOVE_MESSAGES.undoMailed,
    ].join(' / '),
  })
  async undo(
    @Param('id', new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound)) id: number,
    @Body() input: StatusUndoDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<AdminJobApplication> {
    return this.undos.undo(id, input.changeId, admin.username);
  }
}
