import { AUTH_MESSAGES } from '../contract/api-contract';

export interface RateLimitPolicy {
  /** Requests (or failures) allowed per window. */
  points: number;
  windowSeconds: number;
  /** When set, reaching the limit blocks the key for this long, counted from the last counted request. */
  blockSeconds?: number;
  /** The sentence the 429 body carries. */
  message: string;
}

/**
 * Every limit the API applies, by name. Keys are what the caller counts by: a normalised username,
 * or the client's address (`req.ip`, which trusts only the configured proxy hops).
 */
export const RATE_LIMIT_POLICIES = {
  /** Failed logins per username: 5 in 15 minutes, then 429 for 15 minutes whatever the password. */
  'login-username': {
    points: 5,
    windowSeconds: 15 * 60,
    blockSeconds: 15 * 60,
    message: AUTH_MESSAGES.tooManyAttempts,
  },
  /** Login attempts per address, successful ones included. */
  'login-address': { points: 20, windowSeconds: 15 * 60, message: AUTH_MESSAGES.tooManyAttempts },
  'contact-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: 'Too many messages sent from your connection. Please try again in a few minutes.',
  },
  /** Quote requests: the same allowance as contact enquiries, counted on its own. */
  'quote-address': {
    points: 5,
    windowSeconds: 10 * 60,
    message: 'Too many quote requests sent from your connection. Please try again in a few minutes.',
  },
  'application-submit-address': {
    points: 10,
    windowSeconds: 60 * 60,
    message: 'Too many applications sent from your connection. Please try again later.',
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
