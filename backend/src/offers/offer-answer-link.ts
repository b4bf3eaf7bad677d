import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { OFFER_ANSWERS, type OfferAnswer } from '@uaq/contract';
import { appConfig } from '../platform/config/app.config';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';

/** What an applicant's accept or decline link carries: which offer, which answer, until when. */
export interface OfferAnswerClaim {
  offerId: number;
  answer: OfferAnswer;
  /** Seconds since the epoch: the end of the offer's last valid day in the UAE. */
  expiresAt: number;
}

export type OfferLinkCheck =
  | { valid: true; claim: OfferAnswerClaim }
  | { valid: false; reason: 'invalid' | 'expired'; claim?: OfferAnswerClaim };

/** The page's form posts the token here, in its body. */
export const OFFER_ANSWER_PATH = '/api/offer-answers';

/**
 * The applicant's accept/decline links, made like the interview answer links: the claim in
 * base64url JSON and an HMAC-SHA256 over it, keyed by a key derived from the server's JWT secret for
 * this purpose alone (no other kind of token passes as one). A withdrawn offer's links still verify;
 * the service refuses them.
 */
@Injectable()
export class OfferAnswerLinks {
  /** Signs with the first (from JWT_SECRET); links signed with the others (JWT_ACCEPTED_SECRETS) still work. */
  private readonly keys: Buffer[];

  constructor(
    @Inject(authConfig.KEY) auth: AuthConfig,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.keys = [auth.jwtSecret, ...auth.jwtAcceptedSecrets].map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'uaq', 'offer-answer-links', 32)),
    );
  }

  url(claim: OfferAnswerClaim): string {
    return `${this.app.publicUrl}${OFFER_ANSWER_PATH}/${this.sign(claim)}`;
  }

  sign(claim: OfferAnswerClaim): string {
    const body = Buffer.from(
      JSON.stringify({ o: claim.offerId, a: claim.answer, e: claim.expiresAt }),
    ).toString('base64url');
    return `${body}.${this.mac(body, this.keys[0])}`;
  }

  check(token: string, now: Date): OfferLinkCheck {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || token.length > 400)
      return { valid: false, reason: 'invalid' };
    const given = Buffer.from(mac);
    const signed = this.keys.some((key) => {
      const expected = Buffer.from(this.mac(body, key));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!signed) return { valid: false, reason: 'invalid' };
    const claim = readClaim(body);
    if (!claim) return { valid: false, reason: 'invalid' };
    if (now.getTime() >= claim.expiresAt * 1000) return { valid: false, reason: 'expired', claim };
    return { valid: true, claim };
  }

  private mac(body: string, key: Buffer): string {
    return createHmac('sha256', key).update(body).digest('base64url');
  }
}

function readClaim(body: string): OfferAnswerClaim | null {
  try {
    const { o, a, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (!Number.isSafeInteger(o) || !Number.isSafeInteger(e)) return null;
    if (typeof a !== 'string' || !(OFFER_ANSWERS as readonly string[]).includes(a)) return null;
    return { offerId: o as number, answer: a as OfferAnswer, expiresAt: e as number };
  } catch {
    return null;
  }
}
