import { jobShareTextInArabic } from '@uaq/contract/job-share.ar';

/** Arabic of a job page's share actions, for technicians passing a job on to a friend. */
export const shareTexts = {
  heading: 'شارك هذه الوظيفة',
  intro: 'تعرف شخصًا مناسبًا لها؟ أرسل له الوظيفة.',
  whatsapp: 'WhatsApp',
  whatsappLabel: 'شارك هذه الوظيفة عبر WhatsApp (يفتح WhatsApp)',
  linkedin: 'LinkedIn',
  linkedinLabel: 'شارك هذه الوظيفة على LinkedIn (يفتح LinkedIn)',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط',
  copyFailed: 'تعذّر نسخ الرابط: حدّده أدناه وانسخه.',
  linkLabel: 'رابط هذه الوظيفة',
  more: 'المزيد…',
  moreLabel: 'شارك هذه الوظيفة عبر تطبيق آخر',
  whatsappText: jobShareTextInArabic,
};
