import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What every link mailed for one answer carries besides its own fields: until when it works. */
export interface ExpiringClaim {
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type SignedLinkCheck<Claim extends ExpiringClaim> =
  { valid: true; claim: Claim } | { valid: false; reason: 'invalid' | 'expired'; claim?: Claim };

/** One kind of link: the label its key is derived under, and how its claim is written and read back. */
export interface SignedLinkKind<Claim extends ExpiringClaim> {
  /** A link signed for one purpose never passes as another's. */
  purpose: string;
  /** The claim as short JSON fields. */
  write(claim: Claim): Record<string, unknown>;
  /** The fields as a claim of this kind, or null when they are not one. */
  read(fields: Record<string, unknown>): Claim | null;
}

/** Longer than any token this server signs: anything longer is refused unread. */
const MAX_TOKEN_LENGTH = 400;

/**
 * The tokens of the links mailed to applicants for an answer (an interview invitation's, an offer's):
 * the claim in base64url JSON and an HMAC-SHA256 over it, keyed by a key derived from the server's
 * JWT secret for the kind's purpose alone. Signs with the first secret (JWT_SECRET); links signed
 * with the others (JWT_ACCEPTED_SECRETS) still verify, so a secret can be rotated without breaking
 * links already mailed. Whether a valid link still applies (withdrawn, replaced) is the service's call.
 */
export class SignedLinks<Claim extends ExpiringClaim> {
  private readonly keys: Buffer[];

  constructor(
    secrets: readonly string[],
    private readonly kind: SignedLinkKind<Claim>,
  ) {
    this.keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, 'uaq', kind.purpose, 32)));
  }

  sign(claim: Claim): string {
    const body = Buffer.from(JSON.stringify(this.kind.write(claim))).toString('base64url');
    return `${body}.${this.mac(body, this.keys[0])}`;
  }

  check(token: string, now: Date): SignedLinkCheck<Claim> {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || token.length > MAX_TOKEN_LENGTH)
      return { valid: false, reason: 'invalid' };
    const given = Buffer.from(mac);
    const signed = this.keys.some((key) => {
      const expected = Buffer.from(this.mac(body, key));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!signed) return { valid: false, reason: 'invalid' };
    const claim = this.readClaim(body);
    if (!claim) return { valid: false, reason: 'invalid' };
    if (now.getTime() >= claim.expiresAt * 1000) return { valid: false, reason: 'expired', claim };
    return { valid: true, claim };
  }

  private readClaim(body: string): Claim | null {
    try {
      const fields: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (typeof fields !== 'object' || fields === null) return null;
      const claim = this.kind.read(fields as Record<string, unknown>);
      return claim && Number.isSafeInteger(claim.expiresAt) ? claim : null;
    } catch {
      return null;
    }
  }

  private mac(body: string, key: Buffer): string {
    return createHmac('sha256', key).update(body).digest('base64url');
  }
}
