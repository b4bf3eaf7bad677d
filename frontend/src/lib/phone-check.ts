import { PHONE_MESSAGES } from '@/lib/i18n/phone-messages';
import { useCatalogue } from '@/lib/i18n/catalogue';

type PhoneRule = typeof import('@uaq/contract/phone');
let phoneRule: Promise<PhoneRule> | undefined;
const PHONE_SUBJECTS = { phone: PHONE_MESSAGES };

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
 * The phone check of the apply, contact and quote forms: `{ phone: message }` in the page's language
 * for a number the server would refuse, `{}` for a good or a blank one (each form says whether blank
 * is allowed).
 */
export function usePhoneCheck() {
  // The server's own code for the rule: one message per language on both sides.
  const catalogue = useCatalogue(PHONE_SUBJECTS);
  return {
    preload: () => void loadPhoneRule(),
    errorsFor: async (phone: string): Promise<{ phone?: string }> => {
      if (phone.trim() === '') return {};
      const { isPhoneNumber } = await loadPhoneRule();
      return isPhoneNumber(phone) ? {} : { phone: catalogue.text('phone.phoneInvalid') };
    },
  };
}
