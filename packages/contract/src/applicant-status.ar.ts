/** The status page's messages in Arabic (same keys as APPLICANT_STATUS_MESSAGES). */
import type { APPLICANT_STATUS_MESSAGES } from './applicant-status.ts';
import type { Translation } from './language.ts';

export const APPLICANT_STATUS_MESSAGES_AR: Translation<typeof APPLICANT_STATUS_MESSAGES> = {
  linkInvalid: 'هذا الرابط غير صالح أو أُلغي. يمكنك طلب رابط جديد أدناه.',
  linkExpired: 'انتهت صلاحية هذا الرابط. يمكنك طلب رابط جديد أدناه.',
  tokenRequired: 'هذا الرابط غير مكتمل. يُرجى فتح الرابط كاملًا من بريدك الإلكتروني.',
  applicationNotFound: 'الطلب غير موجود',
  applicationRequired: 'يُرجى اختيار طلب',
  cannotWithdraw: 'لم يعد بالإمكان سحب هذا الطلب',
  withdrawn: 'تم سحب طلبك.',
  erasureRequested: 'استلمنا طلبك. سيُحذف الطلب وملفاته خلال المدة المذكورة.',
  phoneChanged: 'تم تحديث رقم هاتفك في جميع طلباتك.',
  emailSame: 'هذا هو البريد الإلكتروني لطلباتك بالفعل',
  emailChangeSent: 'أرسلنا رابط تأكيد إلى العنوان الجديد. يتغير بريدك الإلكتروني عند فتحه.',
  emailChangeInvalid: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته.',
  emailTaken: 'يوجد للعنوان الجديد طلب قائم للوظيفة نفسها',
  emailChanged: 'تم تغيير بريدك الإلكتروني. أرسلنا إليه رابطًا جديدًا لمتابعة طلباتك.',
  linkRequested:
    'إذا كانت لدينا طلبات مسجلة بهذا العنوان فقد أرسلنا إليه رابطًا جديدًا. يُرجى التحقق من بريدك الوارد.',
  linkRevoked: 'لم يعد هذا الرابط يعمل. يمكنك طلب رابط جديد في أي وقت.',
  tooManyLinkRequests: 'طلبات كثيرة جدًا من اتصالك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  tooManyEmailChanges: 'طُلب بهذا الرابط عدد كبير جدًا من تغييرات البريد الإلكتروني. يُرجى المحاولة لاحقًا.',
};
