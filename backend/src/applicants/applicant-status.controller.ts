import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  MESSAGE_CODES,
  APPLICANT_STATUS_MESSAGES as MESSAGES,
  type ApplicantStatus,
  type Language,
} from '@uaq/contract';
import { Public } from '../platform/common/decorators/public.decorator';
import { contentDisposition } from '../platform/common/http/content-disposition';
import { RawResponse, SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { VisitorLanguage } from '../platform/common/language/visitor-language';
import {
  ApplicantApplicationDto,
  ApplicantEmailDto,
  ApplicantLinkRequestDto,
  ApplicantPhoneDto,
  ApplicantTokenDto,
} from './dto/applicant-status.dto';
import { ApplicantStatusService } from './applicant-status.service';

const REFUSED_LINK = `${MESSAGES.linkInvalid} / ${MESSAGES.linkExpired}`;

/** req.ip believes X-Forwarded-For only from the configured proxies (TRUST_PROXY). */
function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/**
 * The applicant's status page: no account, the link's token in each body. Every route
 * is a POST, so no GET (a prefetch, a crawler, a link preview) reads or changes anything, and the
 * token never sits in a URL a log or a Referer could keep. Answers are `no-store`.
 */
@ApiTags('applicant status')
@Public()
@Controller('applicant-status')
export class ApplicantStatusController {
  constructor(private readonly applicantStatus: ApplicantStatusService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Every application of the link's e-mail address, in applicants' words" })
  @ApiOkResponse({ description: '{ success: true, data: ApplicantStatus }' })
  @ApiUnauthorizedResponse({ description: REFUSED_LINK })
  status(@Body() body: ApplicantTokenDto): Promise<ApplicantStatus> {
    return this.applicantStatus.status(body.token);
  }

  @Post('withdraw')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.withdrawn)
  @ApiOperation({ summary: 'Withdraw one application (status `withdrawn`, recorded in its history)' })
  @ApiConflictResponse({ description: MESSAGES.cannotWithdraw })
  @ApiNotFoundResponse({ description: MESSAGES.applicationNotFound })
  async withdraw(@Body() body: ApplicantApplicationDto, @Req() request: Request): Promise<void> {
    await this.applicantStatus.withdraw(body.token, body.applicationId, clientAddress(request));
  }

  @Post('erasure')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.erasureRequested)
  @ApiOperation({
    summary: 'Ask for erasure: HR confirms, or the erasure job acts after APPLICANT_ERASURE_DAYS',
  })
  @ApiNotFoundResponse({ description: MESSAGES.applicationNotFound })
  async requestErasure(@Body() body: ApplicantApplicationDto, @Req() request: Request): Promise<void> {
    await this.applicantStatus.requestErasure(body.token, body.applicationId, clientAddress(request));
  }

  @Post('export')
  @HttpCode(200)
  @RawResponse()
  @ApiOperation({ summary: 'A copy of the applicant’s data as a JSON download (HR notes excluded)' })
  @ApiOkResponse({ description: 'ApplicantDataExport, as an attachment' })
  async exportData(
    @Body() body: ApplicantTokenDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const data = await this.applicantStatus.exportData(body.token, clientAddress(request));
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', contentDisposition('my-applications', '.json', 'attachment'));
    response.status(200).send(JSON.stringify(data, null, 2));
  }

  @Post('resume')
  @HttpCode(200)
  @RawResponse()
  @ApiOperation({ summary: 'The resume the applicant sent with one application' })
  @ApiNotFoundResponse({ description: MESSAGES.applicationNotFound })
  async resume(@Body() body: ApplicantApplicationDto, @Res() response: Response): Promise<void> {
    const { file, contentType, fileName, extension } = await this.applicantStatus.resume(
      body.token,
      body.applicationId,
    );
    response.setHeader('Content-Type', contentType);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader(
      'Content-Disposition',
      contentDisposition(fileName ?? 'resume', extension, 'attachment'),
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    file.stream.on('error', () => response.destroy());
    file.stream.pipe(response);
  }

  @Post('phone')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.phoneChanged)
  @ApiOperation({ summary: 'Correct the phone number on every application of the address' })
  @ApiBadRequestResponse({ description: 'errors.phone names the problem' })
  async changePhone(@Body() body: ApplicantPhoneDto, @Req() request: Request): Promise<void> {
    await this.applicantStatus.changePhone(body.token, body.phone, clientAddress(request));
  }

  @Post('email')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.emailChangeSent)
  @ApiOperation({ summary: 'Ask to move the applications to a new address: a link to it confirms' })
  @ApiBadRequestResponse({ description: 'errors.email names the problem' })
  async requestEmailChange(@Body() body: ApplicantEmailDto): Promise<void> {
    await this.applicantStatus.requestEmailChange(body.token, body.email);
  }

  @Post('email/confirm')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.emailChanged)
  @ApiOperation({ summary: 'Confirm the new address with the token mailed to it' })
  @ApiUnauthorizedResponse({ description: MESSAGES.emailChangeInvalid })
  @ApiConflictResponse({ description: MESSAGES.emailTaken })
  async confirmEmailChange(@Body() body: ApplicantTokenDto, @Req() request: Request): Promise<void> {
    await this.applicantStatus.confirmEmailChange(body.token, clientAddress(request));
  }

  @Post('revoke')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.linkRevoked)
  @ApiOperation({ summary: 'Turn this link (and any other of the address) off' })
  async revoke(@Body() body: ApplicantTokenDto, @Req() request: Request): Promise<void> {
    await this.applicantStatus.revoke(body.token, clientAddress(request));
  }

  @Post('link')
  @HttpCode(202)
  @SuccessMessage(MESSAGE_CODES.applicantStatus.linkRequested)
  @ApiOperation({ summary: '"Lost your link?": the same answer whether the address has applications or not' })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyLinkRequests })
  async requestLink(
    @Body() body: ApplicantLinkRequestDto,
    @VisitorLanguage() language: Language,
    @Req() request: Request,
  ): Promise<void> {
    await this.applicantStatus.requestLink(body.email, language, clientAddress(request));
  }
}
