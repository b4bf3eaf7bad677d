import { BUILDING_TYPE_NAMES, EMIRATE_NAMES, PREFERRED_CONTACT_NAMES } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/**
 * Names of the quote request's choices, shared by the quote form and the admin area: the English is
 * the contract's (the office's e-mail uses the same words), the Arabic in the twin file beside this one.
 * A file of their own so the pages that never show them do not download them.
 */
export const emirateNames = texts(EMIRATE_NAMES, () =>
  import('./quote-choice-texts.ar').then((arabic) => arabic.emirateNames),
);
export const buildingTypeNames = texts(BUILDING_TYPE_NAMES, () =>
  import('./quote-choice-texts.ar').then((arabic) => arabic.buildingTypeNames),
);
export const preferredContactNames = texts(PREFERRED_CONTACT_NAMES, () =>
  import('./quote-choice-texts.ar').then((arabic) => arabic.preferredContactNames),
);
