import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  UploadedFile,
  UploadedFiles,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  MESSAGE_CODES,
  type AddedApplication,
  type CandidateDetail,
  type CandidateSummary,
  type CvImportResult,
} from '@uaq/contract';
import type { UploadedResume } from '../applications/application-submission.service';
import { ResumeUpload, ResumesUpload } from '../applications/resume-upload.decorator';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Roles } from '../platform/common/decorators/roles.decorator';
import { Paged } from '../platform/common/http/paged';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { CandidateIntakeService } from './candidate-intake.service';
import { CandidatesService } from './candidates.service';
import { CandidateChangeDto } from './dto/candidate-change.dto';
import { CandidateTagsDto } from './dto/candidate-tags.dto';
import { ConsiderDto } from './dto/consider.dto';
import { HrCandidateDto, HrSourceDto } from './dto/hr-candidate.dto';
import { TalentPoolQueryDto } from './dto/talent-pool-query.dto';
import { TalentPoolService } from './talent-pool.service';

const candidateId = new IdParamPipe(MESSAGE_CODES.candidate.notFound);

/** The talent pool and HR's candidates: owners and HR only (an interviewer sees none of it). */
@ApiTags('admin: candidates')
@ApiBearerAuth()
@Roles(['owner', 'hr'], MESSAGE_CODES.candidate.hrOnly)
@Controller('admin/candidates')
export class AdminCandidatesController {
  constructor(
    private readonly pool: TalentPoolService,
    private readonly candidates: CandidatesService,
    private readonly intake: CandidateIntakeService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: '{ success: true, data: CandidateSummary[], meta: { page, pageSize, total } }',
  })
  @ApiBadRequestResponse({
    description: 'A bad page, sort, tag, stage or skill words (errors names the field)',
  })
  async list(@Query() query: TalentPoolQueryDto): Promise<Paged<CandidateSummary>> {
    const { rows, meta } = await this.pool.list(query);
    return new Paged(rows, meta);
  }

  @Post()
  @HttpCode(201)
  @SuccessMessage(MESSAGE_CODES.candidate.added)
  @ResumeUpload()
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiCreatedResponse({ description: '{ success: true, data: { candidateId, applicationId } }' })
  @ApiConflictResponse({
    description: `${CANDIDATE_MESSAGES.liveApplicationExists} / the job takes no applications`,
  })
  @ApiPayloadTooLargeResponse({ description: 'Resume must be 5 MB or smaller' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Resume must be a PDF, DOC or DOCX file' })
  add(
    @Body() input: HrCandidateDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @UploadedFile() resume?: UploadedResume,
  ): Promise<AddedApplication> {
    return this.intake.add(input, resume, admin);
  }

  @Post('import')
  @HttpCode(201)
  @SuccessMessage(MESSAGE_CODES.candidate.imported)
  @ResumesUpload()
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({
    description: `{ success: true, data: { imported: ImportedCv[], refused: { fileName, message }[] } }; up to ${CANDIDATE_LIMITS.importFiles} files in \`resumes\``,
  })
  @ApiBadRequestResponse({
    description: `${CANDIDATE_MESSAGES.resumesRequired} / ${CANDIDATE_MESSAGES.tooManyFiles}`,
  })
  @ApiConflictResponse({ description: 'The job takes no applications: nothing imported' })
  importCvs(
    @Body() input: HrSourceDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @UploadedFiles() files: UploadedResume[] | undefined,
  ): Promise<CvImportResult> {
    return this.intake.import(input, files ?? [], admin);
  }

  @Get(':id')
  @ApiOkResponse({ description: '{ success: true, data: CandidateDetail }: applications, notes, interviews' })
  @ApiNotFoundResponse({ description: CANDIDATE_MESSAGES.notFound })
  detail(@Param('id', candidateId) id: number): Promise<CandidateDetail> {
    return this.candidates.detail(id);
  }

  @Audited('candidate.updated', 'candidate')
  @Patch(':id')
  @ApiOkResponse({
    description: '{ success: true, data: CandidateSummary } (after joining: the candidate it joined)',
  })
  @ApiConflictResponse({
    description: `${CANDIDATE_MESSAGES.emailTaken} / ${CANDIDATE_MESSAGES.liveApplicationExists}`,
  })
  change(@Param('id', candidateId) id: number, @Body() input: CandidateChangeDto): Promise<CandidateSummary> {
    return this.candidates.change(id, input);
  }

  @Audited('candidate.tags-changed', 'candidate')
  @Put(':id/tags')
  @ApiOkResponse({ description: '{ success: true, data: CandidateSummary }' })
  @ApiNotFoundResponse({ description: `${CANDIDATE_MESSAGES.notFound} / unknown tags (named)` })
  setTags(@Param('id', candidateId) id: number, @Body() input: CandidateTagsDto): Promise<CandidateSummary> {
    return this.candidates.setTags(id, input.tagIds);
  }

  @Post(':id/applications')
  @HttpCode(201)
  @SuccessMessage(MESSAGE_CODES.candidate.considered)
  @ApiCreatedResponse({ description: '{ success: true, data: { candidateId, applicationId } }' })
  @ApiConflictResponse({
    description: `${CANDIDATE_MESSAGES.liveApplicationExists} / the job takes no applications`,
  })
  consider(
    @Param('id', candidateId) id: number,
    @Body() input: ConsiderDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<AddedApplication> {
    return this.intake.consider(id, input, admin);
  }
}
