/**
 * The words every e-mail shares (its frame: footer, greeting, sign-off), per language; each feature
 * keeps the words of its own e-mails beside them (`*-mail.texts.ts`). Visitors' e-mails (the
 * applicant's) are written in the language they used on the site; the staff's (HR, the office) in
 * the language kept on the account of the team member who reads the address. The types make a
 * missing text a compile error. Values passed in are already made safe by the templates (escaped for
 * HTML, line breaks removed from subjects).
 */
export const MAIL_LANGUAGES = ['en', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A visitor's e-mails in the language they used on the site, when the e-mails have it (else English). */
export function visitorMailLanguage(language: string): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en';
}

/** The frame of an e-mail, in each language. */
export interface MailTexts {
  /** `lang` and `dir` of the HTML body. */
  lang: MailLanguage;
  direction: 'ltr' | 'rtl';
  contactLine: (phone: string, email: string) => string;
  automatedNote: string;
  /** For the e-mails written in code (interviews, the status page's); HR's templates write their own. */
  greeting: (name: string) => string;
  signOff: (company: string) => string[];
}

const en: MailTexts = {
  lang: 'en',
  direction: 'ltr',
  contactLine: (phone, email) => `Phone ${phone} · ${email}`,
  automatedNote: 'This message was sent automatically by our website.',
  greeting: (name) => `Dear ${name},`,
  signOff: (company) => ['Kind regards,', `The recruitment team, ${company}`],
};

/**
 * Left-to-right values (a phone number, an address, an English job title) kept whole inside an
 * Arabic sentence: Unicode first-strong isolates, so "+971" and punctuation do not jump sides.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * For applicants who applied on the Arabic site (Modern Standard Arabic, formal and warm), and for
 * team members who read the admin area in Arabic.
 */
const ar: MailTexts = {
  lang: 'ar',
  direction: 'rtl',
  contactLine: (phone, email) => `الهاتف ${isolate(phone)} · ${isolate(email)}`,
  automatedNote: 'أُرسلت هذه الرسالة تلقائيًا من موقعنا الإلكتروني.',
  greeting: (name) => `عزيزي/عزيزتي ${isolate(name)}،`,
  signOff: (company) => ['مع أطيب التحيات،', `فريق التوظيف، ${isolate(company)}`],
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, ar };
