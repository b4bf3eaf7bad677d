import { MESSAGE_CODES } from '@uaq/contract';
import type { PlainCode } from '../common/errors/app-error';
import { DEFAULT_APPLICATIONS_PER_ADDRESS_PER_HOUR } from '../config/app.config';

export interface RateLimitPolicy {
  /** Requests (or failures) allowed per window. */
  points: number;
  windowSeconds: number;
  /** When set, a request over the limit blocks the key for this long. */
  blockSeconds?: number;
  /** The code of the message the 429 body carries. */
  message: PlainCode;
  /**
   * What the key is. Every policy says so: a client address is counted by its client (an IPv6 /64,
   * see address-key.ts), which a policy that forgot a flag once did not.
   */
  countedBy: 'address' | 'username' | 'email';
  /** The setting that replaces `points` when the operator sets it (AppConfig's field). */
  pointsSetting?: 'applicationsPerAddressPerHour';
}

/**
 * Every limit the API applies, by name. Keys are what the caller counts by: a normalised username,
 * an e-mail address, or the client's address (`req.ip`, which believes X-Forwarded-For only from
 * the configured proxies).
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
    countedBy: 'username',
  },
  /** Login attempts per address, successful ones included. */
  'login-address': {
    points: 20,
    windowSeconds: 15 * 60,
    message: MESSAGE_CODES.auth.tooManyAttempts,
    countedBy: 'address',
  },
  'contact-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: MESSAGE_CODES.request.tooManyMessages,
    countedBy: 'address',
  },
  /** Quote requests: the same allowance as contact enquiries, counted on its own. */
  'quote-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: MESSAGE_CODES.request.tooManyQuoteRequests,
    countedBy: 'address',
  },
  /** The public form, per hour: APPLICATIONS_PER_ADDRESS_PER_HOUR (default 30). */
  'application-submit-address': {
    points: DEFAULT_APPLICATIONS_PER_ADDRESS_PER_HOUR,
    pointsSetting: 'applicationsPerAddressPerHour',
    windowSeconds: 60 * 60,
    message: MESSAGE_CODES.request.tooManyApplications,
    countedBy: 'address',
  },
  /** "Lost your link?" on the status page, per address: the public forms' allowance. */
  'applicant-link-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: MESSAGE_CODES.applicantStatus.tooManyLinkRequests,
    countedBy: 'address',
  },
  /** Per e-mail address, silently: no inbox gets more than 3 links an hour, whoever asks. */
  'applicant-link-email': {
    points: 3,
    windowSeconds: 60 * 60,
    message: MESSAGE_CODES.applicantStatus.tooManyLinkRequests,
    countedBy: 'email',
  },
  /**
   * E-mail change confirmations asked for with a status link (counted by the link's address, not
   * the link: a fresh link brings no fresh allowance). The holder is told (429).
   */
  'email-change-link': {
    points: 5,
    windowSeconds: 60 * 60,
    message: MESSAGE_CODES.applicantStatus.tooManyEmailChanges,
    countedBy: 'email',
  },
  /** Per new address, silently: no inbox gets more than 3 confirmation mails an hour, whoever asks. */
  'email-change-recipient': {
    points: 3,
    windowSeconds: 60 * 60,
    message: MESSAGE_CODES.applicantStatus.tooManyEmailChanges,
    countedBy: 'email',
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
