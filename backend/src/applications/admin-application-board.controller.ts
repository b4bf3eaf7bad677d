import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { BoardColumnPage } from '@uaq/contract';
import { ApplicationBoardService } from './application-board.service';
import { BoardColumnQueryDto } from './dto/board-column-query.dto';

/** The tracker's board by stage; moving a card is PATCH /admin/job-applications/:id/status. */
@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/application-board')
export class AdminApplicationBoardController {
  constructor(private readonly board: ApplicationBoardService) {}

  @Get()
  @ApiOkResponse({
    description:
      '{ success: true, data: BoardColumnPage }: one page of one stage, newest first, with its total',
  })
  @ApiBadRequestResponse({ description: 'A missing or unknown status, a bad page, job or search' })
  async column(@Query() query: BoardColumnQueryDto): Promise<BoardColumnPage> {
    return this.board.column(query);
  }
}
