/** Arabic of the medium and campaign reports. */
export const sourceBreakdownTexts = {
  heading: { medium: 'المصادر حسب الوسيلة', campaign: 'المصادر حسب الحملة' },
  intro: {
    medium: 'قيمة utm_medium في الروابط التي وصل منها المتقدّمون (مثل social وcpc وemail).',
    campaign: 'قيمة utm_campaign في الروابط التي وصل منها المتقدّمون.',
  },
  value: { medium: 'الوسيلة', campaign: 'الحملة' },
  none: 'غير محددة',
  truncated: (count: number) => `تُعرض القيم الـ${count} الأكثر طلبات.`,
};
