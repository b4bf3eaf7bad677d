/**
 * The Arabic of the quote request's choices (emirates, building types, ways of contact), shared by
 * the Arabic quote page, the admin area and the e-mails. Imported as `@uaq/contract/quote-names.ar`.
 */
import type { BUILDING_TYPE_NAMES, EMIRATE_NAMES, PREFERRED_CONTACT_NAMES } from './quote.ts';
import type { Translation } from './language.ts';

export const EMIRATE_NAMES_AR: Translation<typeof EMIRATE_NAMES> = {
  'abu-dhabi': 'أبوظبي',
  dubai: 'دبي',
  sharjah: 'الشارقة',
  ajman: 'عجمان',
  'umm-al-quwain': 'أم القيوين',
  'ras-al-khaimah': 'رأس الخيمة',
  fujairah: 'الفجيرة',
};

export const BUILDING_TYPE_NAMES_AR: Translation<typeof BUILDING_TYPE_NAMES> = {
  villa: 'فيلا',
  'residential-building': 'مبنى سكني',
  commercial: 'تجاري (مكاتب، محلات)',
  industrial: 'صناعي أو مستودع',
  hospitality: 'فندق أو ضيافة',
  healthcare: 'رعاية صحية',
  education: 'مدرسة أو منشأة تعليمية',
  government: 'حكومي',
  other: 'أخرى',
};

export const PREFERRED_CONTACT_NAMES_AR: Translation<typeof PREFERRED_CONTACT_NAMES> = {
  phone: 'مكالمة هاتفية',
  whatsapp: 'واتساب',
  email: 'البريد الإلكتروني',
};
