import type { MailPlaceholder } from '@uaq/contract';
import type { CompanyDetails } from './mail-templates';

/** What a templated e-mail to an applicant knows when it is written. */
export interface ApplicantMailContext {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: CompanyDetails;
}

interface PlaceholderDefinition extends Omit<MailPlaceholder, 'sample'> {
  /** The description for a team member who reads the admin area in Arabic. */
  descriptionAr: string;
  value: (context: ApplicantMailContext) => string;
}

/**
 * Every placeholder a template may use, one line each: a feature with a new value (a status-page
 * link, an interview's date) adds its field to the context and its line here.
 */
export const MAIL_PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  {
    name: 'applicantName',
    description: "The applicant's full name",
    descriptionAr: 'الاسم الكامل للمتقدم',
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
    description: 'The position applied for',
    descriptionAr: 'الوظيفة المتقدَّم إليها',
    value: (c) => c.jobTitle,
  },
  {
    name: 'companyName',
    description: "The company's name (site constants)",
    descriptionAr: 'اسم الشركة (من إعدادات الموقع)',
    value: (c) => c.company.name,
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

/** The preview's applicant: an invented one, with the real company. */
export function sampleContext(company: CompanyDetails): ApplicantMailContext {
  return { firstName: 'Aisha', lastName: 'Rahman', jobTitle: 'Fire Alarm Technician', company };
}

export function placeholderValues(context: ApplicantMailContext): Record<string, string> {
  return Object.fromEntries(MAIL_PLACEHOLDERS.map(({ name, value }) => [name, value(context)]));
}
