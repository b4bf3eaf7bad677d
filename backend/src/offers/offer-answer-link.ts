import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { OFFER_ANSWERS, type OfferAnswer } from '@uaq/contract';
import { SignedLinks, type SignedLinkCheck } from '../platform/answer-links/signed-links';
import { appConfig } from '../platform/config/app.config';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';

/** What an applicant's accept or decline link carries: which offer, which answer, until when. */
export interface OfferAnswerClaim {
  offerId: number;
  answer: OfferAnswer;
  /** Seconds since the epoch: the end of the offer's last valid day in the UAE. */
  expiresAt: number;
}

export type OfferLinkCheck = SignedLinkCheck<OfferAnswerClaim>;

/** The page's form posts the token here, in its body. */
export const OFFER_ANSWER_PATH = '/api/offer-answers';

/** The applicant's accept/decline links. A withdrawn offer's links still verify; the service refuses them. */
@Injectable()
export class OfferAnswerLinks {
  private readonly links: SignedLinks<OfferAnswerClaim>;

  constructor(
    @Inject(authConfig.KEY) auth: AuthConfig,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.links = new SignedLinks([auth.jwtSecret, ...auth.jwtAcceptedSecrets], {
      purpose: 'offer-answer-links',
      write: (claim) => ({ o: claim.offerId, a: claim.answer, e: claim.expiresAt }),
      read: ({ o, a, e }) =>
        Number.isSafeInteger(o) && typeof a === 'string' && (OFFER_ANSWERS as readonly string[]).includes(a)
          ? { offerId: o as number, answer: a as OfferAnswer, expiresAt: e as number }
          : null,
    });
  }

  url(claim: OfferAnswerClaim): string {
    return `${this.app.publicUrl}${OFFER_ANSWER_PATH}/${this.sign(claim)}`;
  }

  sign(claim: OfferAnswerClaim): string {
    return this.links.sign(claim);
  }

  check(token: string, now: Date): OfferLinkCheck {
    return this.links.check(token, now);
  }
}
