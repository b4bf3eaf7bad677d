import type { Language, Translation } from '@uaq/contract';

/** The words of the RSS feed of open jobs, in each language of the site (values come in as plain text). */
const en = {
  title: (company: string) => `Jobs at ${company}`,
  description: (company: string) =>
    `Open positions at ${company}, fire protection and safety contractor in the UAE. Apply on our website.`,
  place: 'Where',
  salary: 'Salary',
  closesOn: 'Applications close on',
};

const ar: Translation<typeof en> = {
  title: (company) => `وظائف لدى ${company}`,
  description: (company) =>
    `الوظائف الشاغرة لدى ${company}، مقاول أنظمة الحماية من الحريق والسلامة في الإمارات العربية المتحدة. قدّم طلبك عبر موقعنا.`,
  place: 'المكان',
  salary: 'الراتب',
  closesOn: 'آخر موعد للتقديم',
};

export const JOB_FEED_TEXTS: Record<Language, typeof en> = { en, ar };
