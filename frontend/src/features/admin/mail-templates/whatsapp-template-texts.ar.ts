import { groupedNumber, WHATSAPP_TEXT_LIMIT } from '@uaq/contract';

/** Arabic of the WhatsApp template in the Templates tab. */
export const whatsappTemplateTexts = {
  purpose: 'رسالة WhatsApp',
  note: `الرسالة الأولى في محادثة WhatsApp يفتحها فريق الموارد البشرية من متابعة الطلبات: نص عادي بلا عنوان، بالعناصر النائبة نفسها، وبحد أقصى ${groupedNumber(WHATSAPP_TEXT_LIMIT)} حرف.`,
  length: (count: number) => `${count} من ${groupedNumber(WHATSAPP_TEXT_LIMIT)} حرف`,
};
