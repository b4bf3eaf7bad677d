import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
  ApiExtraModels,
} from '@nestjs/swagger';
import { Public } from '../platform/common/decorators/public.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { MESSAGE_CODES, APPLICATION_MESSAGES, type Language } from '@uaq/contract';
import { VisitorLanguage } from '../platform/common/language/visitor-language';
import { ApplicationSubmissionService, type UploadedResume } from './application-submission.service';
import { ApplyDto } from './dto/apply.dto';
import {
  ApplicationRateLimitInterceptor,
  ResumeFileInterceptor,
  ResumeUploadErrorsInterceptor,
} from './resume-upload.interceptors';

/** Applying for a job: the careers page's form. */
@ApiTags('job applications')
@ApiExtraModels(ApplyDto)
@Controller('job-applications')
export class JobApplicationsController {
  constructor(private readonly submissions: ApplicationSubmissionService) {}

  @Public()
  @Post()
  @HttpCode(201)
  @SuccessMessage(MESSAGE_CODES.application.submitted)
  @UseInterceptors(ApplicationRateLimitInterceptor, ResumeUploadErrorsInterceptor, ResumeFileInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(ApplyDto) },
        {
          allOf: [
            { $ref: getSchemaPath(ApplyDto) },
            {
              type: 'object',
              properties: {
                resume: { type: 'string', format: 'binary', description: 'PDF, DOC or DOCX, ≤ 5 MB' },
              },
            },
          ],
        },
      ],
    },
  })
  @ApiCreatedResponse({
    description: `{ success: true, message: '${APPLICATION_MESSAGES.submitted}', data: { id } }`,
  })
  @ApiConflictResponse({
    description: `${APPLICATION_MESSAGES.duplicate} / ${APPLICATION_MESSAGES.jobNotAccepting}`,
  })
  @ApiPayloadTooLargeResponse({ description: APPLICATION_MESSAGES.resumeSize })
  @ApiUnsupportedMediaTypeResponse({ description: APPLICATION_MESSAGES.resumeType })
  @ApiTooManyRequestsResponse({ description: 'Too many applications from one address' })
  async apply(
    @Body() input: ApplyDto,
    @VisitorLanguage() language: Language,
    @UploadedFile() resume?: UploadedResume,
  ): Promise<{ id: number }> {
    return { id: await this.submissions.submit(input, resume, language) };
  }
}
