import type { Translation } from '@uaq/contract';

/**
 * The words of the offer e-mail to the applicant, in the language they applied in (the Arabic twin
 * below), and of HR's notice of their answer (English, like the admin area).
 */
export const OFFER_MAIL_TEXTS = {
  subject: (position: string, company: string) => `Your offer of employment: ${position} at ${company}`,
  paragraphs: (position: string) => [
    `We are delighted to offer you the position of ${position}.`,
    'Your offer letter is attached in English and in Arabic. Please read it, then tell us your answer with one of the buttons below.',
  ],
  facts: {
    position: 'Position',
    startDate: 'Start date',
    monthlyTotal: 'Total monthly pay',
    validUntil: 'Valid until',
  },
  answerPrompt: 'Do you accept the offer?',
  accept: 'Accept the offer',
  decline: 'Decline',
};

export const OFFER_MAIL_TEXTS_AR: Translation<typeof OFFER_MAIL_TEXTS> = {
  subject: (position, company) => `عرض العمل المقدم إليك: ${position} لدى ${company}`,
  paragraphs: (position) => [
    `يسعدنا أن نعرض عليك وظيفة ${position}.`,
    'خطاب العرض مرفق باللغتين العربية والإنجليزية. يرجى الاطلاع عليه ثم إبلاغنا بردك عبر أحد الزرين أدناه.',
  ],
  facts: {
    position: 'المسمى الوظيفي',
    startDate: 'تاريخ المباشرة',
    monthlyTotal: 'إجمالي الأجر الشهري',
    validUntil: 'صالح حتى',
  },
  answerPrompt: 'هل تقبل العرض؟',
  accept: 'قبول العرض',
  decline: 'رفض العرض',
};

/** To HR: the applicant answered (in the language of the team member who reads the careers address). */
export const OFFER_ANSWER_NOTICE_TEXTS = {
  subject: (answer: 'accepted' | 'declined', applicant: string, position: string) =>
    `Offer ${answer}: ${applicant}, ${position}`,
  intro: {
    accepted: (applicant: string) =>
      `${applicant} has accepted the offer. The application is now Hired, and its pre-employment checklist is open.`,
    declined: (applicant: string) =>
      `${applicant} has declined the offer. The application keeps its stage: you decide what follows.`,
  },
  facts: { applicant: 'Applicant', position: 'Position', reference: 'Offer', answeredAt: 'Answered' },
  action: 'Open the application',
};

export const OFFER_ANSWER_NOTICE_TEXTS_AR: Translation<typeof OFFER_ANSWER_NOTICE_TEXTS> = {
  subject: (answer, applicant, position) =>
    `${answer === 'accepted' ? 'قُبل عرض العمل' : 'رُفض عرض العمل'}: ${applicant}، ${position}`,
  intro: {
    accepted: (applicant) =>
      `قبل ${applicant} عرض العمل. أصبح الطلب في مرحلة «تم التعيين»، وفُتحت قائمة ما قبل التوظيف.`,
    declined: (applicant) => `رفض ${applicant} عرض العمل. يبقى الطلب في مرحلته: القرار لك فيما يلي.`,
  },
  facts: { applicant: 'المتقدم', position: 'المسمى الوظيفي', reference: 'العرض', answeredAt: 'وقت الرد' },
  action: 'فتح الطلب',
};
