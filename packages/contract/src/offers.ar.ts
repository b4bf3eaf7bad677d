/** The Arabic of the applicant's offer answer page (see offers.ts), same keys. */
import type { OFFER_ANSWER_TEXTS } from './offers.ts';
import type { Translation } from './language.ts';

export const OFFER_ANSWER_TEXTS_AR: Translation<typeof OFFER_ANSWER_TEXTS> = {
  title: 'عرض العمل المقدم إليك',
  position: 'المسمى الوظيفي',
  startDate: 'تاريخ المباشرة',
  monthlyTotal: 'إجمالي الأجر الشهري',
  validUntil: 'صالح حتى',
  acceptQuestion: 'هل تقبل عرض العمل هذا؟',
  declineQuestion: 'هل تريد رفض هذا العرض؟',
  acceptButton: 'نعم، أقبل العرض',
  declineButton: 'رفض العرض',
  accepted: 'شكرًا لك: لقد قبلت العرض. سيتواصل معك فريق الموارد البشرية بشأن الخطوات التالية.',
  declined: 'شكرًا لإبلاغنا. نتمنى لك كل التوفيق.',
  alreadyAccepted: 'لقد قبلت هذا العرض من قبل. سيتواصل معك فريق الموارد البشرية.',
  alreadyDeclined: 'لقد رفضت هذا العرض من قبل.',
  invalid: 'هذا الرابط غير صالح. يرجى استخدام الرابط الوارد في أحدث رسالة منا.',
  expired: 'انتهت صلاحية هذا العرض: انقضى آخر يوم لصلاحيته. يرجى التواصل معنا إن كنت لا تزال مهتمًا.',
  withdrawn: 'لم يعد هذا العرض متاحًا.',
  contact: (phone, email) => `لأي استفسار، اتصل بنا على ${phone} أو راسلنا على ${email}.`,
};
