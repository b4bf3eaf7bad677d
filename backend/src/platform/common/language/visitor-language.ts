import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@uaq/contract';

/**
 * The site's language the client prefers, read from `Accept-Language` (RFC 9110): ranges by their
 * q-value, highest first (ties keep their order); `ar` and `ar-AE` mean Arabic, `en-GB` English; a
 * language the site does not have (`fr`) or `*` is passed over; nothing usable means English.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(',')
    .map((part, position) => {
      const [range, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const quality = parameters.find((parameter) => /^q\s*=/.test(parameter));
      const q = quality === undefined ? 1 : Number(quality.slice(quality.indexOf('=') + 1));
      return { primary: range.split('-')[0], q: Number.isFinite(q) ? q : 0, position };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  const match = ranges.find((range) => (LANGUAGES as readonly string[]).includes(range.primary));
  return (match?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The language to answer a request in: the one the client asks for. The public pages ask for the
 * page's language, the admin area for the language kept on the member's account.
 */
export function languageOf(request: RequestLike): Language {
  const header = request.headers['accept-language'];
  return preferredLanguage(Array.isArray(header) ? header.join(',') : header);
}

/**
 * The language of a request (its Accept-Language): a public visitor's, stored with what they send for
 * the e-mails; the admin area's, which sends the language kept on the member's account.
 */
export const VisitorLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  languageOf(context.switchToHttp().getRequest<RequestLike>()),
);
