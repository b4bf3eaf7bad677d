import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { InterviewAnswer } from '@uaq/contract';
import { SignedLinks, type SignedLinkCheck } from '../platform/answer-links/signed-links';
import { appConfig } from '../platform/config/app.config';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';

/** What an applicant's accept or decline link carries: which interview, which version, which answer. */
export interface InterviewAnswerClaim {
  interviewId: number;
  sequence: number;
  answer: InterviewAnswer;
  /** Seconds since the epoch; the interview's start. */
  expiresAt: number;
}

export type AnswerLinkCheck = SignedLinkCheck<InterviewAnswerClaim>;

/** The page's form posts the token here, in its body. */
export const INTERVIEW_ANSWER_PATH = '/api/interview-answers';

const ANSWERS: readonly string[] = ['accepted', 'declined'];

/**
 * The applicant's accept/decline links. A link ends at the interview's start; a newer invitation
 * (SEQUENCE) makes older links outdated, which the service checks.
 */
@Injectable()
export class InterviewAnswerLinks {
  private readonly links: SignedLinks<InterviewAnswerClaim>;

  constructor(
    @Inject(authConfig.KEY) auth: AuthConfig,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.links = new SignedLinks([auth.jwtSecret, ...auth.jwtAcceptedSecrets], {
      purpose: 'interview-answer-links',
      write: (claim) => ({ i: claim.interviewId, s: claim.sequence, a: claim.answer, e: claim.expiresAt }),
      read: ({ i, s, a, e }) =>
        Number.isSafeInteger(i) && Number.isSafeInteger(s) && typeof a === 'string' && ANSWERS.includes(a)
          ? {
              interviewId: i as number,
              sequence: s as number,
              answer: a as InterviewAnswer,
              expiresAt: e as number,
            }
          : null,
    });
  }

  url(claim: InterviewAnswerClaim): string {
    return `${this.app.publicUrl}${INTERVIEW_ANSWER_PATH}/${this.sign(claim)}`;
  }

  sign(claim: InterviewAnswerClaim): string {
    return this.links.sign(claim);
  }

  check(token: string, now: Date): AnswerLinkCheck {
    return this.links.check(token, now);
  }
}
