import { MESSAGE_CODES } from '@uaq/contract';
import type { PlainCode } from '../common/errors/app-error';

export interface RateLimitPolicy {
  /** Requests (or failures) allowed per window. */
  points: number;
  windowSeconds: number;
  /** When set, a request over the limit blocks the key for this long. */
  blockSeconds?: number;
  /** The code of the message the 429 body carries. */
  message: PlainCode;
  /** The key is a client address: IPv6 addresses count by their /64 (see address-key.ts). */
  byAddress?: boolean;
}

/**
 * Every limit the API applies, by name. Keys are what the caller counts by: a normalised username,
 * or the client's address (`req.ip`, which believes X-Forwarded-For only from the configured proxies).
 */
export const RATE_LIMIT_POLICIES = {
  /**
   * Failed logins per username: 5 in 15 minutes, then 429 for 15 minutes whatever the password. Each
   * attempt takes its point before the password is checked (refunded on success), so parallel
   * attempts cannot all slip in before the failures are counted.
   */
  'login-username': {
    points: 5,
    windowSeconds: 15 * 60,
    blockSeconds: 15 * 60,
    message: MESSAGE_CODES.auth.tooManyAttempts,
  },
  /** Login attempts per address, successful ones included. */
  'login-address': {
    points: 20,
    windowSeconds: 15 * 60,
    message: MESSAGE_CODES.auth.tooManyAttempts,
    byAddress: true,
  },
  'contact-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: MESSAGE_CODES.request.tooManyMessages,
    byAddress: true,
  },
  /** Quote requests: the same allowance as contact enquiries, counted on its own. */
  'quote-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: MESSAGE_CODES.request.tooManyQuoteRequests,
  },
  'application-submit-address': {
    points: 10,
    windowSeconds: 60 * 60,
    message: MESSAGE_CODES.request.tooManyApplications,
    byAddress: true,
  },
  /** "Lost your link?" on the status page, per address: the public forms' allowance. */
  'applicant-link-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: MESSAGE_CODES.applicantStatus.tooManyLinkRequests,
    byAddress: true,
  },
  /** Per e-mail address, silently: no inbox gets more than 3 links an hour, whoever asks. */
  'applicant-link-email': {
    points: 3,
    windowSeconds: 60 * 60,
    message: MESSAGE_CODES.applicantStatus.tooManyLinkRequests,
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
