/** Arabic of WhatsApp from the tracker, for HR. */
export const whatsappTexts = {
  open: 'WhatsApp',
  openFor: (name: string) => `فتح محادثة WhatsApp مع ${name} (تُسجَّل في سجل الطلب)`,
  opened: (name: string) => `تم فتح محادثة WhatsApp مع ${name} وتسجيلها.`,
  failed: 'تعذّر تجهيز محادثة WhatsApp. يرجى المحاولة مرة أخرى.',
  blocked: 'منع المتصفح فتح علامة تبويب جديدة: اسمح بالنوافذ المنبثقة لهذا الموقع، أو افتح المحادثة من هنا:',
  openHere: 'فتح المحادثة',
  history: 'محادثات WhatsApp',
  historyEntry: (language: string, by: string, at: string) => `رسالة ${language}، بواسطة ${by} في ${at}`,
  templateDefault: 'النص الافتراضي',
  templateSaved: (at: string) => `قالب محفوظ في ${at}`,
  showText: 'الرسالة',
  languages: { en: 'بالإنجليزية', ar: 'بالعربية' },
  selection: 'WhatsApp واحدًا تلو الآخر',
  selectionTitle: 'مراسلة المتقدمين المحددين عبر WhatsApp',
  selectionIntro: (count: number) =>
    `يفتح WhatsApp محادثة واحدة في كل مرة: كل نقرة تفتح محادثة المتقدم التالي والرسالة مكتوبة، وتسجّلها في سجل طلبه. عدد المحددين: ${count}.`,
  next: (left: number) => `فتح المحادثة التالية (المتبقي: ${left})`,
  contacted: 'المحادثات المفتوحة',
  skipped: 'لا يمكن الوصول إليهم عبر WhatsApp',
  finished: 'تم المرور على جميع المتقدمين المحددين.',
  close: 'إغلاق',
};
