import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../platform/common/decorators/public.decorator';
import { RawResponse } from '../../platform/common/http/http-reply.decorators';
import { MailNotificationsService } from '../../admin/mail/mail-notifications.service';
import { companyIn } from '../../admin/mail/company-details';
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
 * links), the answer is the page's POST; the signed token in the path is the only credential.
 */
@ApiTags('interview answers')
@Public()
@Controller('interview-answers')
export class InterviewAnswersController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly mail: MailNotificationsService,
  ) {}

  @Get(':token')
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page asking to confirm the answer (400/410 pages for bad or old links)' })
  async show(@Param('token') token: string, @Res() response: Response): Promise<void> {
    await this.reply(token, false, response);
  }

  @Post(':token')
  @RawResponse()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The answer is recorded; a page says so' })
  async answer(@Param('token') token: string, @Res() response: Response): Promise<void> {
    await this.reply(token, true, response);
  }

  private async reply(token: string, record: boolean, response: Response): Promise<void> {
    const { state, language } = await this.interviews.answer(token, record);
    const company = await this.mail.company();
    const page = interviewAnswerPage(state, language, {
      name: companyIn(company, language).name,
      phone: company.phone,
      careersEmail: company.careersEmail,
    });
    response
      .status(STATUS[state.kind])
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' })
      .type('html')
      .send(page);
  }
}
