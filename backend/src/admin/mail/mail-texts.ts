import {
  BUILDING_TYPE_NAMES,
  EMIRATE_NAMES,
  PREFERRED_CONTACT_NAMES,
  SERVICE_NAMES,
  type BuildingType,
  type Emirate,
  type PreferredContact,
  type ServiceId,
} from '@uaq/contract';
import {
  BUILDING_TYPE_NAMES_AR,
  EMIRATE_NAMES_AR,
  PREFERRED_CONTACT_NAMES_AR,
} from '@uaq/contract/quote-names.ar';
import { SERVICE_NAMES_AR } from '@uaq/contract/site.ar';

/**
 * Every word of the e-mails, per language. Visitors' e-mails (the applicant's) are written in the
 * language they used on the site; the staff's (HR, the office) in the language kept on the team
 * member's account who reads the address. The types make a missing text a compile error. Values
 * passed in are already made safe by the templates (escaped for HTML, line breaks removed from
 * subjects).
 */
export const MAIL_LANGUAGES = ['en', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** What an e-mail to a visitor says, in each of their languages. */
export interface VisitorMailTexts {
  /** `lang` and `dir` of the HTML body. */
  lang: MailLanguage;
  direction: 'ltr' | 'rtl';
  contactLine: (phone: string, email: string) => string;
  automatedNote: string;
  /** For the e-mails written in code (interviews, the status page's); HR's templates write their own. */
  greeting: (name: string) => string;
  signOff: (company: string) => string[];
  /** The personal status link under the confirmation: what it offers, and the button. */
  statusLink: { note: (validDays: number) => string; action: string };
}

/** The staff's e-mails add their own texts to the common ones (footer). */
export interface MailTexts extends VisitorMailTexts {
  newApplication: {
    subject: (applicant: string, position: string) => string;
    intro: (position: string) => string;
    facts: { name: string; email: string; phone: string; position: string; resume: string };
    withResume: string;
    withoutResume: string;
    action: string;
  };
  newEnquiry: {
    subject: (sender: string, topic: string) => string;
    intro: string;
    facts: { name: string; email: string; phone: string; topic: string };
    messageHeading: string;
    noPhone: string;
  };
  newQuoteRequest: {
    subject: (sender: string) => string;
    intro: string;
    facts: {
      name: string;
      company: string;
      phone: string;
      email: string;
      emirate: string;
      buildingType: string;
      services: string;
      amc: string;
      preferredContact: string;
    };
    /** The words the public site shows for each choice (its service menu and quote form), never ids. */
    serviceNames: Record<ServiceId, string>;
    emirateNames: Record<Emirate, string>;
    buildingTypeNames: Record<BuildingType, string>;
    preferredContactNames: Record<PreferredContact, string>;
    yes: string;
    no: string;
    notGiven: string;
    action: string;
  };
}

const en: MailTexts = {
  lang: 'en',
  direction: 'ltr',
  contactLine: (phone, email) => `Phone ${phone} · ${email}`,
  automatedNote: 'This message was sent automatically by our website.',
  greeting: (name) => `Dear ${name},`,
  signOff: (company) => ['Kind regards,', `The recruitment team, ${company}`],
  statusLink: {
    note: (validDays) =>
      `Your personal link below shows where your applications stand and lets you withdraw one, download a copy of your data, correct your phone or e-mail, or ask us to erase your data. It works for ${validDays} days; keep it to yourself, as anyone with it can see your applications.`,
    action: 'See your application status',
  },
  newApplication: {
    subject: (applicant, position) => `New application: ${applicant} for ${position}`,
    intro: (position) => `A new application for ${position} has arrived through the careers page.`,
    facts: { name: 'Name', email: 'Email', phone: 'Phone', position: 'Position', resume: 'Resume' },
    withResume: 'Attached to the application (download it in the admin area)',
    withoutResume: 'None uploaded',
    action: 'Open the application',
  },
  newEnquiry: {
    subject: (sender, topic) => `New enquiry from ${sender}: ${topic}`,
    intro: 'A new enquiry has arrived through the contact page.',
    facts: { name: 'Name', email: 'Email', phone: 'Phone', topic: 'Subject' },
    messageHeading: 'Message',
    noPhone: 'Not given',
  },
  newQuoteRequest: {
    subject: (sender) => `New quote request from ${sender}`,
    intro: 'A new quote request has arrived through the quote page.',
    facts: {
      name: 'Name',
      company: 'Company',
      phone: 'Phone',
      email: 'Email',
      emirate: 'Emirate',
      buildingType: 'Building type',
      services: 'Services',
      amc: 'Annual maintenance contract',
      preferredContact: 'Preferred contact',
    },
    serviceNames: SERVICE_NAMES,
    emirateNames: EMIRATE_NAMES,
    buildingTypeNames: BUILDING_TYPE_NAMES,
    preferredContactNames: PREFERRED_CONTACT_NAMES,
    yes: 'Yes',
    no: 'No',
    notGiven: 'Not given',
    action: 'Open the quote requests',
  },
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
  statusLink: {
    note: (validDays) =>
      `يعرض لك رابطك الشخصي أدناه حالة طلباتك، ويتيح لك سحب طلب أو تنزيل نسخة من بياناتك أو تصحيح هاتفك أو بريدك الإلكتروني أو طلب حذف بياناتك. يعمل الرابط لمدة ${validDays} يومًا؛ احتفظ به لنفسك، فكل من يملكه يستطيع رؤية طلباتك.`,
    action: 'اطّلع على حالة طلبك',
  },
  newApplication: {
    subject: (applicant, position) => `طلب توظيف جديد: ${isolate(applicant)} لوظيفة ${isolate(position)}`,
    intro: (position) => `وصل طلب توظيف جديد لوظيفة ${isolate(position)} عبر صفحة الوظائف.`,
    facts: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      position: 'الوظيفة',
      resume: 'السيرة الذاتية',
    },
    withResume: 'مرفقة بالطلب (نزّلها من لوحة الإدارة)',
    withoutResume: 'لم تُرفع',
    action: 'افتح الطلب',
  },
  newEnquiry: {
    subject: (sender, topic) => `استفسار جديد من ${isolate(sender)}: ${isolate(topic)}`,
    intro: 'وصل استفسار جديد عبر صفحة اتصل بنا.',
    facts: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', topic: 'الموضوع' },
    messageHeading: 'الرسالة',
    noPhone: 'لم يُذكر',
  },
  newQuoteRequest: {
    subject: (sender) => `طلب عرض سعر جديد من ${isolate(sender)}`,
    intro: 'وصل طلب عرض سعر جديد عبر صفحة طلب عرض السعر.',
    facts: {
      name: 'الاسم',
      company: 'الشركة',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      emirate: 'الإمارة',
      buildingType: 'نوع المبنى',
      services: 'الخدمات',
      amc: 'عقد صيانة سنوي',
      preferredContact: 'طريقة التواصل المفضلة',
    },
    serviceNames: SERVICE_NAMES_AR,
    emirateNames: EMIRATE_NAMES_AR,
    buildingTypeNames: BUILDING_TYPE_NAMES_AR,
    preferredContactNames: PREFERRED_CONTACT_NAMES_AR,
    yes: 'نعم',
    no: 'لا',
    notGiven: 'لم يُذكر',
    action: 'افتح طلبات عروض الأسعار',
  },
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, ar };
