import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../platform/common/decorators/public.decorator';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import { companyIn } from '../mail/company-details';
import { MailSender } from '../mail/mail-sender.service';
import { InterviewAnswerDto } from './dto/interview-answer.dto';
import { interviewAnswerPage, type AnswerPageState } from './interview-answer-page';
import { InterviewsService } from './interviews.service';

const STATUS: Record<AnswerPageState['kind'], number> = {
  confirm: 200,
  done: 200,
  invalid: 400,
  expired: 410,
  outdated: 410,
  cancelled: 410,
};

/**
 * The applicant's accept and decline links. GET only shows the question (mail scanners open
 * links), the answer is the page's POST; the signed token is the only credential. A link in an
 * e-mail must carry it in its path (the page has no script to read a fragment), so the request log
 * keeps the route pattern only (request-log.ts); the page's form sends it in the body.
 */
@ApiTags('interview answers')
@Public()
@Controller('interview-answers')
export class InterviewAnswersController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly sender: MailSender,
  ) {}

  @Get(':token')
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page asking to confirm the answer (400/410 pages for bad or old links)' })
  async show(@Param('token') token: string, @Res() response: Response): Promise<void> {
    await this.reply(token, false, response);
  }

  @Post()
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The answer is recorded; a page says so' })
  async answer(@Body() body: InterviewAnswerDto, @Res() response: Response): Promise<void> {
    await this.reply(body.token, true, response);
  }

  /** The form of pages shown before the token moved to the body posts here; they keep working. */
  @Post(':token')
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The answer is recorded; a page says so' })
  async answerAtLink(@Param('token') token: string, @Res() response: Response): Promise<void> {
    await this.reply(token, true, response);
  }

  private async reply(token: string, record: boolean, response: Response): Promise<void> {
    const { state, language } = await this.interviews.answer(token, record);
    const company = await this.sender.company();
    const page = interviewAnswerPage(
      state,
      language,
      {
        name: companyIn(company, language).name,
        phone: company.phone,
        careersEmail: company.careersEmail,
      },
      token,
    );
    response
      .status(STATUS[state.kind])
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' })
      .type('html')
      .send(page);
  }
}
