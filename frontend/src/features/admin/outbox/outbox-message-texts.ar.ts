/** Arabic of what an outbox message says about its text. */
export const outboxMessageTexts = {
  show: 'عرض نص الرسالة',
  hide: 'إخفاء نص الرسالة',
  showFor: (subject: string) => `عرض نص الرسالة «${subject}»`,
  hideFor: (subject: string) => `إخفاء نص الرسالة «${subject}»`,
  loading: 'جارٍ تحميل النص...',
  loadFailed: 'تعذّر تحميل نص الرسالة.',
  label: (subject: string) => `نص الرسالة «${subject}»`,
};
