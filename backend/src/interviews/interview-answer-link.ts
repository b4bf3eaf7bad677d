import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { InterviewAnswer } from '@uaq/contract';
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

export type AnswerLinkCheck =
  | { valid: true; claim: InterviewAnswerClaim }
  | { valid: false; reason: 'invalid' | 'expired'; claim?: InterviewAnswerClaim };

const ANSWERS: readonly string[] = ['accepted', 'declined'];

/**
 * The applicant's accept/decline links: the claim in base64url JSON and an HMAC-SHA256 over it,
 * keyed by a key derived from the server's JWT secret for this purpose alone (a token of one kind
 * never passes as the other). A link ends at the interview's start; a newer invitation (SEQUENCE)
 * makes older links outdated, which the service checks.
 */
@Injectable()
export class InterviewAnswerLinks {
  /** Signs with the first (from JWT_SECRET); links signed with the others (JWT_ACCEPTED_SECRETS) still work. */
  private readonly keys: Buffer[];

  constructor(
    @Inject(authConfig.KEY) auth: AuthConfig,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.keys = [auth.jwtSecret, ...auth.jwtAcceptedSecrets].map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'uaq', 'interview-answer-links', 32)),
    );
  }

  url(claim: InterviewAnswerClaim): string {
    return `${this.app.publicUrl}/api/interview-answers/${this.sign(claim)}`;
  }

  sign(claim: InterviewAnswerClaim): string {
    const body = Buffer.from(
      JSON.stringify({ i: claim.interviewId, s: claim.sequence, a: claim.answer, e: claim.expiresAt }),
    ).toString('base64url');
    return `${body}.${this.mac(body, this.keys[0])}`;
  }

  check(token: string, now: Date): AnswerLinkCheck {
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

function readClaim(body: string): InterviewAnswerClaim | null {
  try {
    const { i, s, a, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (!Number.isSafeInteger(i) || !Number.isSafeInteger(s) || !Number.isSafeInteger(e)) return null;
    if (typeof a !== 'string' || !ANSWERS.includes(a)) return null;
    return {
      interviewId: i as number,
      sequence: s as number,
      answer: a as InterviewAnswer,
      expiresAt: e as number,
    };
  } catch {
    return null;
  }
}
