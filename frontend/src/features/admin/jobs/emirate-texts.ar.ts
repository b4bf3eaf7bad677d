import { EMIRATE_NAMES_AR } from '@uaq/contract/quote-names.ar';

/** Arabic of the job form's emirate field. */
export const jobEmirateTexts = {
  label: 'الإمارة',
  fromLocation: 'كما يذكرها مكان العمل',
  hint: 'منطقة الوظيفة لدى محركات البحث ومواقع التوظيف',
  names: EMIRATE_NAMES_AR,
};
