import { APPLICATION_LIMITS, normaliseEmailAddress } from '@uaq/contract';
import { phoneE164 } from '@uaq/contract/phone';

/** What a CV's text tells of its person; empty strings and nulls where it tells nothing. */
export interface CvContacts {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}

/** Something that reads as an address: no spaces or brackets, an @, a dotted domain. */
const ADDRESS = /[^\s@<>()[\]{},;:"'|]+@[^\s@<>()[\]{},;:"'|]+\.[\p{L}\p{N}-]{2,}/gu;
/** A run of digits with the separators people write in numbers, maybe after + or 00. */
const NUMBER = /(?:\+|\b00)?\d[\d\s\-.()/]{6,20}\d/g;
/**
 * A name: two to four words of letters (apostrophes, dashes, dots inside), nothing else on the line,
 * its first and last words capitalised (or in a script without capitals): "Experienced fire alarm
 * technician" is not a name.
 */
const NAME_LINE =
  /^[\p{Lu}\p{Lo}][\p{L}\p{M}'’.-]*(?:\s+\p{L}[\p{L}\p{M}'’.-]*){0,2}\s+[\p{Lu}\p{Lo}][\p{L}\p{M}'’.-]*$/u;
/** Headings that open a CV and are not a name. */
const HEADING =
  /^(curriculum\s+vitae|resume|résumé|cv|profile|personal\s+(details|information)|contact|السيرة\s+الذاتية)$/iu;
/** How many lines from the top a name is looked for in. */
const NAME_LINES = 8;

/**
 * The name, address and phone a CV's text gives, as a person reading its top would take them: the
 * first address the contract accepts, the first number the phone rule accepts (as written), and the
 * first line near the top that is only a name (first word, then the rest). Nothing is guessed beyond
 * that: what is not found is left for HR to fill in.
 */
export function readCvContacts(text: string): CvContacts {
  const email =
    [...text.matchAll(ADDRESS)].map((match) => normaliseEmailAddress(match[0])).find(Boolean) ?? null;
  const phone =
    [...text.matchAll(NUMBER)]
      .map((match) => match[0].trim())
      .find((written) => written.length <= APPLICATION_LIMITS.phone && phoneE164(written) !== null) ?? '';
  const nameLine = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, NAME_LINES)
    .find((line) => NAME_LINE.test(line) && !HEADING.test(line) && line.length <= APPLICATION_LIMITS.name);
  const [firstName = '', ...rest] = nameLine?.split(' ') ?? [];
  return { firstName, lastName: rest.join(' ').slice(0, APPLICATION_LIMITS.name), email, phone };
}
