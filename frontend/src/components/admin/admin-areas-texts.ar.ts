/** Arabic of the admin's areas, for HR and the owner (docs/arabic-glossary.md). */
export const adminAreasTexts = {
  areas: {
    hiring: 'التوظيف',
    website: 'الموقع الإلكتروني',
    settings: 'الإعدادات',
  },
  // "New …: 5" needs no counted noun, whatever the number.
  counts: {
    hiring: (n: number) => `طلبات توظيف جديدة: ${n}`,
    website: (n: number) => `استفسارات وطلبات عروض أسعار جديدة: ${n}`,
  },
};
