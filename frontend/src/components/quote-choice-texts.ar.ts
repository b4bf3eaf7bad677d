// Arabic names of the quote request's choices: the contract's, shared with the e-mails.
export {
  BUILDING_TYPE_NAMES_AR as buildingTypeNames,
  EMIRATE_NAMES_AR as emirateNames,
  PREFERRED_CONTACT_NAMES_AR as preferredContactNames,
} from '@uaq/contract/quote-names.ar';
