import type { BuildingType, Emirate, PreferredContact } from '@uaq/contract';

/**
 * Names of the quote request's choices (translate here), shared by the quote form and the admin area;
 * a file of their own so the pages that never show them do not download them.
 */
export const emirateNames: Record<Emirate, string> = {
  'abu-dhabi': 'Abu Dhabi',
  dubai: 'Dubai',
  sharjah: 'Sharjah',
  ajman: 'Ajman',
  'umm-al-quwain': 'Umm Al Quwain',
  'ras-al-khaimah': 'Ras Al Khaimah',
  fujairah: 'Fujairah',
};

export const buildingTypeNames: Record<BuildingType, string> = {
  villa: 'Villa',
  'residential-building': 'Residential building',
  commercial: 'Commercial (offices, shops)',
  industrial: 'Industrial or warehouse',
  hospitality: 'Hotel or hospitality',
  healthcare: 'Healthcare',
  education: 'School or education',
  government: 'Government',
  other: 'Other',
};

export const preferredContactNames: Record<PreferredContact, string> = {
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  email: 'Email',
};
