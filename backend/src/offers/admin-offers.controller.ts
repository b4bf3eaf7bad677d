import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  APPLICANT_STATUS_MESSAGES,
  MESSAGE_CODES,
  OFFER_MESSAGES,
  type Offer,
  type OfferDefaults,
  type OfferListRow,
} from '@uaq/contract';
import { AuditService } from '../audit/audit.service';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Roles } from '../platform/common/decorators/roles.decorator';
import { contentDisposition } from '../platform/common/http/content-disposition';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import type { Paged } from '../platform/common/http/paged';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { LetterQueryDto, OfferInputDto, OfferListQueryDto } from './dto/offer-input.dto';
import { offerReference } from './offer-letter';
import { OffersService } from './offers.service';

const applicationId = new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound);
const offerId = new IdParamPipe(MESSAGE_CODES.offer.notFound);

/**
 * HR drafts, changes, sends and withdraws offers from the applicant panel; the owner approves them
 * (HR too when the owner allows it). Owner and HR only: an interviewer sees no offer.
 */
@ApiTags('admin: offers')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: OFFER_MESSAGES.staffOnly })
@Roles(['owner', 'hr'], MESSAGE_CODES.offer.staffOnly)
@Controller('admin')
export class AdminOffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly audit: AuditService,
  ) {}

  @Get('job-applications/:id/offers')
  @ApiOkResponse({ description: '{ success: true, data: Offer[] } newest first, each with its history' })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async list(@Param('id', applicationId) id: number): Promise<Offer[]> {
    return this.offers.listFor(id);
  }

  @Get('job-applications/:id/offer-defaults')
  @ApiOkResponse({ description: "{ success: true, data: OfferDefaults }: the job's title in both languages" })
  async defaults(@Param('id', applicationId) id: number): Promise<OfferDefaults> {
    return this.offers.defaults(id);
  }

  @Audited('offer.drafted', 'application')
  @Post('job-applications/:id/offers')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ success: true, data: Offer }: a draft' })
  @ApiBadRequestResponse({ description: 'A field or a rule between fields (dates, probation) broken' })
  @ApiConflictResponse({
    description: `${OFFER_MESSAGES.openOfferExists} / ${OFFER_MESSAGES.offerAccepted} / ${OFFER_MESSAGES.applicationEnded}`,
  })
  async draft(
    @Param('id', applicationId) id: number,
    @Body() input: OfferInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Offer> {
    return this.offers.draft(id, input, admin);
  }

  @Get('offers')
  @ApiOkResponse({ description: '{ success: true, data: OfferListRow[], meta }: newest first' })
  async page(@Query() query: OfferListQueryDto): Promise<Paged<OfferListRow>> {
    return this.offers.page(query);
  }

  @Get('offers/:id')
  @ApiOkResponse({ description: '{ success: true, data: Offer }' })
  @ApiNotFoundResponse({ description: OFFER_MESSAGES.notFound })
  async findOne(@Param('id', offerId) id: number): Promise<Offer> {
    return this.offers.findOne(id);
  }

  @Audited('offer.edited', 'offer')
  @Put('offers/:id')
  @ApiOkResponse({ description: '{ success: true, data: Offer }: a draft again (an approval is taken back)' })
  @ApiConflictResponse({ description: OFFER_MESSAGES.notEditable })
  async edit(
    @Param('id', offerId) id: number,
    @Body() input: OfferInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Offer> {
    return this.offers.edit(id, input, admin);
  }

  @Audited('offer.approved', 'offer')
  @Post('offers/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, data: Offer }: approved, ready to send' })
  @ApiForbiddenResponse({
    description: `${OFFER_MESSAGES.approvalOwnerOnly} / ${OFFER_MESSAGES.approvalNotOwnDraft}`,
  })
  @ApiConflictResponse({ description: OFFER_MESSAGES.notDraft })
  async approve(@Param('id', offerId) id: number, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<Offer> {
    return this.offers.approve(id, admin);
  }

  @Audited('offer.sent', 'offer')
  @Post('offers/:id/send')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, data: Offer }: the letters and answer links queued' })
  @ApiConflictResponse({
    description: `${OFFER_MESSAGES.notApproved} / ${OFFER_MESSAGES.expiredBeforeSending}`,
  })
  async send(@Param('id', offerId) id: number, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<Offer> {
    return this.offers.send(id, admin);
  }

  @Audited('offer.withdrawn', 'offer')
  @Post('offers/:id/withdraw')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, data: Offer }: its links say it is no longer open' })
  @ApiConflictResponse({ description: OFFER_MESSAGES.notWithdrawable })
  async withdraw(
    @Param('id', offerId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Offer> {
    return this.offers.withdraw(id, admin);
  }

  /** The letter as sent, or a draft's preview (marked as a draft). */
  @Get('offers/:id/letter')
  @RawResponse()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The letter (PDF) in the language asked for' })
  @ApiNotFoundResponse({ description: `${OFFER_MESSAGES.notFound} / ${OFFER_MESSAGES.letterNotFound}` })
  async letter(
    @Param('id', offerId) id: number,
    @Query() query: LetterQueryDto,
    @Res() response: Response,
  ): Promise<void> {
    const letter = await this.offers.letter(id, query.language);
    await this.audit.record('offer.letter-downloaded', { type: 'offer', id });
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader(
      'Content-Disposition',
      contentDisposition(`${offerReference(id)}-${query.language}`, '.pdf', 'inline'),
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    if ('pdf' in letter) {
      response.setHeader('Content-Length', String(letter.pdf.length));
      response.end(letter.pdf);
      return;
    }
    response.setHeader('Content-Length', String(letter.file.size));
    letter.file.stream.on('error', () => response.destroy());
    letter.file.stream.pipe(response);
  }
}
