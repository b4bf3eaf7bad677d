/** A legal hold's refusal in Arabic (same keys as LEGAL_HOLD_MESSAGES). */
import type { LEGAL_HOLD_MESSAGES } from './legal-holds.ts';
import type { Translation } from './language.ts';

export const LEGAL_HOLD_MESSAGES_AR: Translation<typeof LEGAL_HOLD_MESSAGES> = {
  held: 'هذا السجل خاضع لتحفّظ قانوني: لا يمكن حذفه أو محوه حتى يُرفع التحفّظ.',
};
