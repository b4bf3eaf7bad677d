import { groupedNumber, WHATSAPP_TEXT_LIMIT } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/** Texts of the WhatsApp template in the Templates tab; the Arabic is in whatsapp-template-texts.ar.ts. */
export const whatsappTemplateTexts = texts(
  {
    purpose: 'WhatsApp message',
    note: `The first message of a WhatsApp chat HR opens from the tracker: plain text, no subject, the same placeholders, at most ${groupedNumber(WHATSAPP_TEXT_LIMIT)} characters.`,
    length: (count: number) => `${count} of ${groupedNumber(WHATSAPP_TEXT_LIMIT)} characters`,
  },
  () => import('./whatsapp-template-texts.ar').then((arabic) => arabic.whatsappTemplateTexts),
);
