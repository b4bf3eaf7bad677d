import type { MailPlaceholder } from '@uaq/contract';
import { companyIn, type CompanyDetails } from './company-details';
import type { MailLanguage } from './mail-texts';

/**
 * The job an applicant's e-mail names: the title they applied for (kept when the job is deleted),
 * and the job's Arabic title and its place while it exists.
 */
export interface JobForMail {
  title: string;
  titleAr: string | null;
  /** Null once the job is deleted: the company's address stands in. */
  location: string | null;
  locationAr: string | null;
}

/** What a templated e-mail to an applicant knows when it is written, and the language it is in. */
export interface ApplicantMailContext {
  language: MailLanguage;
  firstName: string;
  lastName: string;
  job: JobForMail;
  company: CompanyDetails;
}

interface PlaceholderDefinition extends Omit<MailPlaceholder, 'sample' | 'sampleAr'> {
  /** The description for a team member who reads the admin area in Arabic. */
  descriptionAr: string;
  value: (context: ApplicantMailContext) => string;
}

/** The Arabic in an Arabic e-mail, else (English e-mails, or HR left the Arabic blank) the English. */
function inLanguage(context: ApplicantMailContext, arabic: string | null, english: string): string {
  return (context.language === 'ar' && arabic?.trim()) || english;
}

/**
 * Every placeholder a template may use, one line each: a feature with a new value (a status-page
 * link, an interview's date) adds its field to the context and its line here. Each resolves in the
 * e-mail's language.
 */
export const MAIL_PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  {
    name: 'applicantName',
    description: "The applicant's full name (as they typed it)",
    descriptionAr: 'الاسم الكامل للمتقدم (كما كتبه)',
    value: (c) => `${c.firstName} ${c.lastName}`,
  },
  {
    name: 'firstName',
    description: "The applicant's first name",
    descriptionAr: 'الاسم الأول للمتقدم',
    value: (c) => c.firstName,
  },
  {
    name: 'jobTitle',
    description: 'The position applied for (its Arabic title in Arabic e-mails)',
    descriptionAr: 'الوظيفة المتقدَّم إليها (بمسمّاها العربي في الرسائل العربية)',
    value: (c) => inLanguage(c, c.job.titleAr, c.job.title),
  },
  {
    name: 'jobLocation',
    description:
      "Where the job is (in Arabic e-mails its Arabic location); the company's address once the job is deleted",
    descriptionAr: 'موقع الوظيفة (بالعربية في الرسائل العربية)؛ وعنوان الشركة بعد حذف الوظيفة',
    value: (c) =>
      c.job.location === null
        ? companyIn(c.company, c.language).address
        : inLanguage(c, c.job.locationAr, c.job.location),
  },
  {
    name: 'companyName',
    description: "The company's name (site constants; the Arabic trade name in Arabic e-mails)",
    descriptionAr: 'اسم الشركة (من إعدادات الموقع؛ الاسم التجاري العربي في الرسائل العربية)',
    value: (c) => companyIn(c.company, c.language).name,
  },
  {
    name: 'companyAddress',
    description: "The company's address (site constants; the Arabic address in Arabic e-mails)",
    descriptionAr: 'عنوان الشركة (من إعدادات الموقع؛ العنوان العربي في الرسائل العربية)',
    value: (c) => companyIn(c.company, c.language).address,
  },
  {
    name: 'companyPhone',
    description: "The company's phone number",
    descriptionAr: 'رقم هاتف الشركة',
    value: (c) => c.company.phone,
  },
  {
    name: 'companyEmail',
    description: "The company's contact e-mail",
    descriptionAr: 'البريد الإلكتروني للتواصل مع الشركة',
    value: (c) => c.company.contactEmail,
  },
  {
    name: 'careersEmail',
    description: 'The careers e-mail address',
    descriptionAr: 'البريد الإلكتروني للتوظيف',
    value: (c) => c.company.careersEmail,
  },
];

export const MAIL_PLACEHOLDER_NAMES: ReadonlySet<string> = new Set(MAIL_PLACEHOLDERS.map(({ name }) => name));

/** The preview's job: one of the sample openings, in both languages. */
const SAMPLE_JOB: JobForMail = {
  title: 'Fire Alarm Technician',
  titleAr: 'فني إنذار حريق',
  location: 'Umm Al Quwain, UAE',
  locationAr: 'أم القيوين، الإمارات العربية المتحدة',
};
/** The preview's applicant, as one who applied on that language's site may have typed their name. */
const SAMPLE_APPLICANTS: Record<MailLanguage, { firstName: string; lastName: string }> = {
  en: { firstName: 'Aisha', lastName: 'Rahman' },
  ar: { firstName: 'عائشة', lastName: 'رحمن' },
};

/** The preview's applicant and job: invented ones, with the real company. */
export function sampleContext(company: CompanyDetails, language: MailLanguage): ApplicantMailContext {
  return { language, ...SAMPLE_APPLICANTS[language], job: SAMPLE_JOB, company };
}

export function placeholderValues(context: ApplicantMailContext): Record<string, string> {
  return Object.fromEntries(MAIL_PLACEHOLDERS.map(({ name, value }) => [name, value(context)]));
}
