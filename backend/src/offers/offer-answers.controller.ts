import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { companyIn } from '../mail/company-details';
import { MailSender } from '../mail/mail-sender.service';
import { Public } from '../platform/common/decorators/public.decorator';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import { OfferAnswerDto } from './dto/offer-input.dto';
import { offerAnswerPage, type OfferPageState } from './offer-answer-page';
import { OfferAnswers } from './offer-answers.service';

const STATUS: Record<OfferPageState['kind'], number> = {
  confirm: 200,
  done: 200,
  already: 409,
  invalid: 400,
  expired: 410,
  withdrawn: 410,
};

/**
 * The applicant's accept and decline links. GET only shows the question (mail scanners open links),
 * the answer is the page's POST, the token in its body; the signed token is the only credential. The
 * request log keeps the route pattern, never the token in the path.
 */
@ApiTags('offer answers')
@Public()
@Controller('offer-answers')
export class OfferAnswersController {
  constructor(
    private readonly answers: OfferAnswers,
    private readonly sender: MailSender,
  ) {}

  @Get(':token')
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({
    description: 'A page asking to confirm the answer (400/409/410 pages for bad, answered or old links)',
  })
  async show(
    @Param('token') token: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.reply(token, false, request, response);
  }

  @Post()
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The answer is recorded once; a page says so' })
  async answer(
    @Body() body: OfferAnswerDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.reply(body.token, true, request, response);
  }

  private async reply(token: string, record: boolean, request: Request, response: Response): Promise<void> {
    const { state, language } = await this.answers.answer(token, record, request.ip);
    const company = await this.sender.company();
    const page = offerAnswerPage(
      state,
      language,
      { name: companyIn(company, language).name, phone: company.phone, careersEmail: company.careersEmail },
      token,
    );
    response
      .status(STATUS[state.kind])
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' })
      .type('html')
      .send(page);
  }
}
