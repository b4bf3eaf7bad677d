type PhoneRule = typeof import('@uaq/contract/phone');
let phoneRule: Promise<PhoneRule> | undefined;

/**
 * The contract's phone rule (libphonenumber-js), fetched the first time a form needs it, so pages
 * and visitors that never send a form do not download the library. Forms call it on focus of the
 * phone field to have it ready by the time they are sent.
 */
export function loadPhoneRule(): Promise<PhoneRule> {
  phoneRule ??= import('@uaq/contract/phone');
  return phoneRule;
}

/**
 * The phone check of the apply, contact and quote forms and the status page: `{ phone: invalid }`
 * for a number the server would refuse, `{}` for a good or a blank one (each form says whether blank
 * is allowed). `invalid` is the rule's message in the page's language (`phone.phoneInvalid`, the
 * server's own code for it, from the form's catalogue).
 */
export const phoneCheck = {
  preload: () => void loadPhoneRule(),
  errorsFor: async (phone: string, invalid: string): Promise<{ phone?: string }> => {
    if (phone.trim() === '') return {};
    const { isPhoneNumber } = await loadPhoneRule();
    return isPhoneNumber(phone) ? {} : { phone: invalid };
  },
};
