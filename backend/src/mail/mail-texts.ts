import {
  BUILDING_TYPE_NAMES,
  EMIRATE_NAMES,
  PREFERRED_CONTACT_NAMES,
  SERVICE_NAMES,
  type BuildingType,
  type Emirate,
  type NotifiableApplicationStatus,
  type PreferredContact,
  type ServiceId,
} from '@uaq/contract';

/**
 * Every word of the e-mails, per language. Visitors' e-mails (the applicant's) exist in English
 * and Arabic, the language they used on the site; the staff's (HR, the office) in English only, as
 * the admin area. The types make a missing text a compile error. Values passed in are already made
 * safe by the templates (escaped for HTML, line breaks removed from subjects).
 */
export const MAIL_LANGUAGES = ['en', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
/** Staff e-mails are English. */
export type StaffMailLanguage = 'en';

/** A message for the applicant after HR changes the status. */
interface StatusMessageTexts {
  subject: (position: string, company: string) => string;
  paragraphs: (position: string, company: string) => string[];
}

/** What an e-mail to a visitor says, in each of their languages. */
export interface VisitorMailTexts {
  /** `lang` and `dir` of the HTML body. */
  lang: MailLanguage;
  direction: 'ltr' | 'rtl';
  greeting: (name: string) => string;
  signOff: (company: string) => string[];
  contactLine: (phone: string, email: string) => string;
  automatedNote: string;
  applicationReceived: {
    subject: (position: string, company: string) => string;
    paragraphs: (position: string, company: string) => string[];
    /** The personal status link (issue 26): what it offers, and the button's label. */
    statusLinkNote: (validDays: number) => string;
    statusLinkAction: string;
  };
  statusChange: Record<NotifiableApplicationStatus, StatusMessageTexts>;
}

/** The staff's e-mails add their own texts to the common ones (greeting, footer). */
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
  greeting: (name) => `Dear ${name},`,
  signOff: (company) => ['Kind regards,', `The recruitment team, ${company}`],
  contactLine: (phone, email) => `Phone ${phone} · ${email}`,
  automatedNote: 'This message was sent automatically by our website.',
  newApplication: {
    subject: (applicant, position) => `New application: ${applicant} for ${position}`,
    intro: (position) => `A new application for ${position} has arrived through the careers page.`,
    facts: { name: 'Name', email: 'Email', phone: 'Phone', position: 'Position', resume: 'Resume' },
    withResume: 'Attached to the application (download it in the admin area)',
    withoutResume: 'None uploaded',
    action: 'Open the application',
  },
  applicationReceived: {
    subject: (position, company) => `Your application for ${position} at ${company}`,
    paragraphs: (position, company) => [
      `Thank you for applying for the position of ${position} at ${company}. We have received your application.`,
      'Our recruitment team reviews every application carefully. If your profile matches the role, we will contact you about the next steps.',
    ],
    statusLinkNote: (validDays) =>
      `Your personal link below shows where your applications stand and lets you withdraw one, download a copy of your data, correct your phone or e-mail, or ask us to erase your data. It works for ${validDays} days; keep it to yourself, as anyone with it can see your applications.`,
    statusLinkAction: 'See your application status',
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
  statusChange: {
    shortlisted: {
      subject: (position) => `Your application for ${position}: shortlisted`,
      paragraphs: (position, company) => [
        `Good news: your application for ${position} at ${company} has been shortlisted.`,
        'We will contact you shortly to arrange the next step.',
      ],
    },
    interviewed: {
      subject: (position) => `Your application for ${position}: thank you for the interview`,
      paragraphs: (position, company) => [
        `Thank you for taking the time to interview for the position of ${position} at ${company}.`,
        'We are completing our assessment and will let you know the outcome.',
      ],
    },
    rejected: {
      subject: (position) => `Your application for ${position}`,
      paragraphs: (position, company) => [
        `Thank you for your interest in the position of ${position} at ${company}.`,
        'After careful consideration, we have decided not to proceed with your application at this time. We wish you every success in your career.',
      ],
    },
    hired: {
      subject: (position, company) => `Welcome to ${company}`,
      paragraphs: (position, company) => [
        `Congratulations: we are delighted to offer you the position of ${position} at ${company}.`,
        'Our team will contact you with the details of your start.',
      ],
    },
  },
};

/**
 * Left-to-right values (a phone number, an address, an English job title) kept whole inside an
 * Arabic sentence: Unicode first-strong isolates, so "+971" and punctuation do not jump sides.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** For applicants who applied on the Arabic site: Modern Standard Arabic, formal and warm. */
const ar: VisitorMailTexts = {
  lang: 'ar',
  direction: 'rtl',
  greeting: (name) => `عزيزي/عزيزتي ${isolate(name)}،`,
  signOff: (company) => ['مع أطيب التحيات،', `فريق التوظيف، ${isolate(company)}`],
  contactLine: (phone, email) => `الهاتف ${isolate(phone)} · ${isolate(email)}`,
  automatedNote: 'أُرسلت هذه الرسالة تلقائيًا من موقعنا الإلكتروني.',
  applicationReceived: {
    subject: (position, company) => `طلبك لوظيفة ${isolate(position)} لدى ${isolate(company)}`,
    paragraphs: (position, company) => [
      `شكرًا لتقدّمك لوظيفة ${isolate(position)} لدى ${isolate(company)}. لقد استلمنا طلبك.`,
      'يراجع فريق التوظيف لدينا كل طلب بعناية، وإذا كانت مؤهلاتك تناسب الوظيفة فسنتواصل معك بشأن الخطوات التالية.',
    ],
    statusLinkNote: (validDays) =>
      `يعرض لك رابطك الشخصي أدناه حالة طلباتك، ويتيح لك سحب طلب أو تنزيل نسخة من بياناتك أو تصحيح هاتفك أو بريدك الإلكتروني أو طلب حذف بياناتك. يعمل الرابط لمدة ${validDays} يومًا؛ احتفظ به لنفسك، فكل من يملكه يستطيع رؤية طلباتك.`,
    statusLinkAction: 'اطّلع على حالة طلبك',
  },
  statusChange: {
    shortlisted: {
      subject: (position) => `طلبك لوظيفة ${isolate(position)}: تم ترشيحك للمرحلة التالية`,
      paragraphs: (position, company) => [
        `يسعدنا إبلاغك بأن طلبك لوظيفة ${isolate(position)} لدى ${isolate(company)} قد أُدرج في القائمة المختصرة.`,
        'سنتواصل معك قريبًا لترتيب الخطوة التالية.',
      ],
    },
    interviewed: {
      subject: (position) => `طلبك لوظيفة ${isolate(position)}: شكرًا لحضورك المقابلة`,
      paragraphs: (position, company) => [
        `نشكرك على وقتك في حضور المقابلة لوظيفة ${isolate(position)} لدى ${isolate(company)}.`,
        'نعمل حاليًا على استكمال التقييم، وسنبلغك بالنتيجة.',
      ],
    },
    rejected: {
      subject: (position) => `طلبك لوظيفة ${isolate(position)}`,
      paragraphs: (position, company) => [
        `نشكرك على اهتمامك بوظيفة ${isolate(position)} لدى ${isolate(company)}.`,
        'بعد دراسة متأنية، قررنا عدم المضي في طلبك في الوقت الحالي. نتمنى لك كل التوفيق في مسيرتك المهنية.',
      ],
    },
    hired: {
      subject: (_position, company) => `مرحبًا بك في ${isolate(company)}`,
      paragraphs: (position, company) => [
        `تهانينا: يسعدنا أن نعرض عليك وظيفة ${isolate(position)} لدى ${isolate(company)}.`,
        'سيتواصل معك فريقنا لإطلاعك على تفاصيل بدء العمل.',
      ],
    },
  },
};

export const MAIL_TEXTS: { en: MailTexts } & Record<MailLanguage, VisitorMailTexts> = { en, ar };
