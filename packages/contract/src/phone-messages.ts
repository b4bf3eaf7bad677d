/**
 * The message of the phone rule (phone.ts), apart from the rule so a form can show it without
 * downloading the phone-number library.
 */
export const PHONE_MESSAGES = {
  phoneInvalid:
    'Enter a valid phone number: a UAE number such as 050 123 4567 or 06 766 0000, or an international number starting with + and the country code',
} as const;
