import { BUILDING_TYPE_NAMES, EMIRATE_NAMES, PREFERRED_CONTACT_NAMES } from '@uaq/contract';

/**
 * Names of the quote request's choices, shared by the quote form and the admin area: the English is
 * the contract's (the office's e-mail uses the same words), the Arabic in the twin file beside this one.
 * A file of their own so the pages that never show them do not download them.
 */
export const emirateNames = EMIRATE_NAMES;
export const buildingTypeNames = BUILDING_TYPE_NAMES;
export const preferredContactNames = PREFERRED_CONTACT_NAMES;
