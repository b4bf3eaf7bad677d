/** Arabic of the shop and 404 pages, for every visitor of the Arabic site. */
export const smallPageTexts = {
  shop: {
    title: 'المتجر',
    description: 'متجرنا الإلكتروني لمعدات السلامة من الحريق قريبًا.',
    heading: 'المتجر - قريبًا',
    body: 'ستتوفر هنا طفايات الحريق واللافتات ومعدات السلامة للطلب. حتى ذلك الحين، تواصل معنا للحصول على عرض سعر.',
    cta: 'اتصل بنا',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة.',
    heading: '404 - الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    home: 'العودة إلى الرئيسية',
  },
};
