import { EMAIL_PATTERN } from './rules.ts';

/**
 * The WHATWG URL class, which Node and every browser have; its host parser is the platform's IDNA
 * (UTS #46). Declared here because the contract's own lib is plain ES2023.
 */
declare const URL: new (input: string) => { readonly hostname: string };

/** Characters the URL parser would read as the end of the host (or decode, `%`), so the domain could change. */
const URL_DELIMITER = /[\s/\\?#@:[\]%]/;
/** A host the URL parser read as a number (`1.2.3` becomes `1.2.0.3`): not a mail domain. */
const IPV4_ADDRESS = /^\d+\.\d+\.\d+\.\d+$/;

/**
 * The one form of an e-mail address, in which it is stored, compared and counted (decisions.md,
 * fourth stage): trimmed, Unicode NFC, the domain lower-cased and in its ASCII (punycode) form; the
 * local part as typed. Two addresses are one person exactly when these forms are equal byte for byte:
 * `mariam@gm\u00e4il.com` (xn--gmil-moa.com) and `mar\u00edam@gmail.com` are not `mariam@gmail.com`, while
 * `mariam@GMAIL.com` and a full-width `ｇｍａｉｌ.com` are (IDNA maps them to `gmail.com`).
 * Null when the text is not an address: the spec's pattern fails, or IDNA refuses the domain.
 */
export function normaliseEmailAddress(typed: string): string | null {
  const address = typed.trim().normalize('NFC');
  if (!EMAIL_PATTERN.test(address)) return null;
  // The pattern allows one @ only.
  const at = address.indexOf('@');
  const domain = asciiDomain(address.slice(at + 1));
  if (domain === null) return null;
  const normalised = `${address.slice(0, at)}@${domain}`;
  // IDNA may drop characters ("a@\u00ad.com" has no name left): what remains must still be an address.
  return EMAIL_PATTERN.test(normalised) ? normalised : null;
}

/** True when the text is an e-mail address the API accepts (see normaliseEmailAddress). */
export function isEmailAddress(typed: string): boolean {
  return normaliseEmailAddress(typed) !== null;
}

/** The domain in lower-case ASCII, as the URL parser's IDNA writes a host; null when it refuses. */
function asciiDomain(domain: string): string | null {
  if (URL_DELIMITER.test(domain)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  return IPV4_ADDRESS.test(hostname) ? null : hostname;
}
