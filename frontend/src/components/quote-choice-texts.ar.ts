import { arabic } from '@/lib/i18n/arabic';
import { buildingTypeNames, emirateNames, preferredContactNames } from './quote-choice-texts';

/** Arabic names of the quote request's choices, for property owners and facility managers. */
export const emirateNamesAr = arabic(emirateNames, {
  'abu-dhabi': 'أبوظبي',
  dubai: 'دبي',
  sharjah: 'الشارقة',
  ajman: 'عجمان',
  'umm-al-quwain': 'أم القيوين',
  'ras-al-khaimah': 'رأس الخيمة',
  fujairah: 'الفجيرة',
});

export const buildingTypeNamesAr = arabic(buildingTypeNames, {
  villa: 'فيلا',
  'residential-building': 'مبنى سكني',
  commercial: 'تجاري (مكاتب، محلات)',
  industrial: 'صناعي أو مستودع',
  hospitality: 'فندق أو ضيافة',
  healthcare: 'رعاية صحية',
  education: 'مدرسة أو منشأة تعليمية',
  government: 'حكومي',
  other: 'أخرى',
});

export const preferredContactNamesAr = arabic(preferredContactNames, {
  phone: 'مكالمة هاتفية',
  whatsapp: 'واتساب',
  email: 'البريد الإلكتروني',
});
