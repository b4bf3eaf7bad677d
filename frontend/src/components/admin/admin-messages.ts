import { MESSAGE_CATALOGUE } from '@uaq/contract';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { texts } from '@/lib/i18n/texts';

/** The whole message catalogue: an admin screen may meet any code (its own subjects and the requests'). */
const adminMessages = texts(MESSAGE_CATALOGUE, () =>
  import('@uaq/contract/message-catalogue.ar').then((arabic) => arabic.MESSAGE_CATALOGUE_AR),
);

/** A failed admin call in words, by code, in the admin's language. */
export function useAdminCatalogue() {
  return useCatalogue(adminMessages);
}
