/** The Arabic of the phone rule's message (phone-messages.ts). */
import { leftToRight } from './bidi.ts';
import type { Translation } from './language.ts';
import type { PHONE_MESSAGES } from './phone-messages.ts';

export const PHONE_MESSAGES_AR: Translation<typeof PHONE_MESSAGES> = {
  // The example numbers read left to right inside the Arabic sentence.
  phoneInvalid: `أدخل رقم هاتف صحيحًا: رقمًا إماراتيًا مثل ${leftToRight('050 123 4567')} أو ${leftToRight('06 766 0000')}، أو رقمًا دوليًا يبدأ بعلامة + ثم رمز الدولة`,
};
