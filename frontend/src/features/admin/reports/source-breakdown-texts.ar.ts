/** Arabic of the medium and campaign reports. */
export const sourceBreakdownTexts = {
  heading: { medium: 'المصادر حسب الوسيلة', campaign: 'المصادر حسب الحملة' },
  intro: {
    medium:
      'نوع الوسيلة في الروابط التي وصل منها المتقدّمون (مثل شبكات التواصل أو الإعلانات المدفوعة أو البريد الإلكتروني)، كما يسمّيها الرابط.',
    campaign: 'اسم الحملة في الروابط التي وصل منها المتقدّمون، كما يسمّيها الرابط.',
  },
  value: { medium: 'الوسيلة', campaign: 'الحملة' },
  none: 'غير محددة',
  truncated: (count: number) => `تُعرض القيم الـ${count} الأكثر طلبات.`,
};
