import { arabic } from '@/lib/i18n/arabic';
import { smallPageTexts } from './texts';

/** Arabic of the small static screens (shop, 404), for visitors looking for equipment or a lost page. */
export const smallPageTextsAr = arabic(smallPageTexts, {
  shop: {
    title: 'المتجر',
    description: 'متجرنا الإلكتروني لمعدات السلامة من الحريق قريباً.',
    heading: 'المتجر - قريباً',
    body: 'ستتوفر هنا طفايات الحريق واللوحات الإرشادية ومعدات السلامة للطلب. حتى ذلك الحين، تواصل معنا للحصول على عرض سعر.',
    cta: 'تواصل معنا',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة.',
    heading: '404 - الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    home: 'العودة إلى الرئيسية',
  },
});
