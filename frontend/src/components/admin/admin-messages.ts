import { MESSAGE_CATALOGUE } from '@uaq/contract';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { englishOnlyTexts } from '@/lib/i18n/texts';

/** The whole message catalogue: an admin screen may meet any code (its own subjects and the requests'). */
const adminMessages = englishOnlyTexts(MESSAGE_CATALOGUE);

/** A failed admin call in words, by code, in the admin's language. */
export function useAdminCatalogue() {
  return useCatalogue(adminMessages);
}
