import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CANDIDATE_MESSAGES, MESSAGE_CODES, type CandidateTag } from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { Roles } from '../platform/common/decorators/roles.decorator';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { CandidateTagsService } from './candidate-tags.service';
import { CandidateTagNameDto } from './dto/candidate-tags.dto';

const tagId = new IdParamPipe(MESSAGE_CODES.candidate.tagNotFound);

/** The tags HR puts on candidates: owners and HR only. */
@ApiTags('admin: candidates')
@ApiBearerAuth()
@Roles(['owner', 'hr'], MESSAGE_CODES.candidate.hrOnly)
@Controller('admin/candidate-tags')
export class AdminCandidateTagsController {
  constructor(private readonly tags: CandidateTagsService) {}

  @Get()
  @ApiOkResponse({
    description: '{ success: true, data: CandidateTag[] } by name (the whole list: at most 200)',
  })
  list(): Promise<CandidateTag[]> {
    return this.tags.list();
  }

  @Audited('candidate-tag.created', 'candidate-tag')
  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ success: true, data: CandidateTag }' })
  @ApiConflictResponse({ description: `${CANDIDATE_MESSAGES.tagNameTaken} / ${CANDIDATE_MESSAGES.tagsFull}` })
  create(@Body() input: CandidateTagNameDto): Promise<CandidateTag> {
    return this.tags.create(input.name);
  }

  @Audited('candidate-tag.updated', 'candidate-tag')
  @Patch(':id')
  @ApiOkResponse({ description: '{ success: true, data: CandidateTag }' })
  @ApiNotFoundResponse({ description: CANDIDATE_MESSAGES.tagNotFound })
  rename(@Param('id', tagId) id: number, @Body() input: CandidateTagNameDto): Promise<CandidateTag> {
    return this.tags.rename(id, input.name);
  }

  @Audited('candidate-tag.deleted', 'candidate-tag')
  @Delete(':id')
  @ApiOkResponse({ description: '{ success: true } (the tag leaves every candidate)' })
  @ApiNotFoundResponse({ description: CANDIDATE_MESSAGES.tagNotFound })
  async remove(@Param('id', tagId) id: number): Promise<void> {
    await this.tags.remove(id);
  }
}
