/** The application source's messages in Arabic (the apply form's optional "How did you hear about us?"). */
import { atMost } from './arabic-limits.ts';
import { APPLICATION_SOURCE_LIMITS, type APPLICATION_SOURCE_MESSAGES } from './application-source.ts';
import type { Translation } from './language.ts';

export const APPLICATION_SOURCE_MESSAGES_AR: Translation<typeof APPLICATION_SOURCE_MESSAGES> = {
  sourceInvalid: 'مصدر الطلب غير صالح',
  heardFromTooLong: atMost('"كيف عرفت عنا؟"', APPLICATION_SOURCE_LIMITS.heardFrom),
};
